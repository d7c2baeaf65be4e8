#!/usr/bin/env bash
# Picking rules: --list-rules, --rules, --rule-dir, .cfix files (found
# upward, inherit, rule-dirs, errors at file:line:col) and --test.
#
#   test/rules/selection.sh CFIX
#
# Last line "N passed, N failed"; exit status 1 when a check failed.
set -uo pipefail
export LC_ALL=C
[ $# -eq 1 ] || { echo "usage: $0 CFIX" >&2; exit 2; }
cfix=$1
case $cfix in /*) ;; *) cfix=$PWD/$cfix ;; esac
passed=0 failed=0
here=$(cd "$(dirname "$0")" && pwd)
scratch=$(mktemp -d /tmp/cfix-rules-XXXXXX)
trap 'rm -rf "$scratch"' EXIT
cd "$scratch" || exit 2
# the .cfix files here name rule-dirs: trust this folder (docs/trust.md)
export XDG_CONFIG_HOME=$scratch/config
mkdir -p config/cfix && echo "$scratch" >config/cfix/trusted

source "$here/lib.sh"

# check_empty NAME EXPECTED-STATUS FILE: status, and FILE empty
check_empty() {
	if [ "$status" != "$2" ]; then
		fail "$1" "exit status $status, expected $2" "$(head -5 "$3")"
	elif [ -s "$3" ]; then
		fail "$1" "printed:" "$(head -5 "$3")"
	else
		pass "$1"
	fi
}

# A tree: top/a/b/t.c has a finding of the built-in rule notand and one
# of the folder rule rename (rules/rename.cocci).
mkdir -p top/a/b rules
cat >top/a/b/t.c <<'C'
int old_call(int);
int f(int flags)
{
	if (!flags & 4)
		return old_call(1);
	return 0;
}
C
cat >rules/rename.cocci <<'R'
// name: rename
// message: old_call() is deprecated: use new_call()
// severity: note
// fix: safe
//
// old_call() was renamed.
@rename@
expression E;
@@
- old_call(E)
+ new_call(E)
R

"$cfix" --list-rules >out 2>&1; status=$?
check "--list-rules lists the built-in rule" 0 '^notand +warning +safe +on ' out
"$cfix" --list-rules --rule-dir rules >out 2>&1; status=$?
check "--list-rules with --rule-dir" 0 '^rename +note +safe +on +old_call' out

"$cfix" top >out 2>&1; status=$?
check "built-in rules by default" 1 'warning: .*\[notand\]' out
"$cfix" --rule-dir rules top >out 2>&1; status=$?
check "--rule-dir rules are on by default" 1 '\[rename\]' out
"$cfix" --rule-dir rules --rules -notand top >out 2>&1; status=$?
if grep -q notand out; then fail "--rules -notand drops it" "$(cat out)"
else check "--rules -notand drops it" 1 '\[rename\]' out; fi
"$cfix" --rules '-*' top >out 2>&1; status=$?
check "no rule left is an error" 2 'error: no rule is selected' out
"$cfix" --rules nosuch top >out 2>&1; status=$?
check "an unknown rule name is an error" 2 "^--rules: error: no rule named 'nosuch'" out

# .cfix files
printf 'rules: "-notand"\nrule-dirs: [ ../rules ]\n' >top/.cfix
"$cfix" top/a/b/t.c >out 2>&1; status=$?
if grep -q notand out; then fail ".cfix found upward, rules and rule-dirs" "$(cat out)"
else check ".cfix found upward, rules and rule-dirs" 1 '\[rename\]' out; fi
"$cfix" --no-config top/a/b/t.c >out 2>&1; status=$?
check "--no-config ignores it" 1 '\[notand\]' out
"$cfix" --rules notand top/a/b/t.c >out 2>&1; status=$?
check "--rules comes after .cfix" 1 '\[notand\]' out
printf 'rules: "-rename"\n' >top/a/.cfix
"$cfix" top/a/b/t.c >out 2>&1; status=$?
check "the nearest .cfix wins (no inherit)" 1 '\[notand\]' out
printf 'rules: "-*"\n' >top/a/.cfix
"$cfix" top/a/b/t.c >out 2>&1; status=$?
check_empty "a .cfix may switch every rule off" 0 out
printf 'inherit: true\nrules: "-rename"\n' >top/a/.cfix
"$cfix" top/a/b/t.c >out 2>&1; status=$?
check_empty "inherit: the parent's .cfix first, then this one's" 0 out
printf 'rules: "-rename"\nrulez: 1\n' >top/a/.cfix
"$cfix" top/a/b/t.c >out 2>&1; status=$?
check "a bad key is an error at its line and column" 2 "top/a/\.cfix:2:1: error: unknown key 'rulez'" out
printf 'rules: [ a, b ]\n' >top/a/.cfix
"$cfix" top/a/b/t.c >out 2>&1; status=$?
check "a value of the wrong kind" 2 "\.cfix:1:8: error: 'rules' in \.cfix takes a string" out
printf 'rules: "notand\n' >top/a/.cfix
"$cfix" top/a/b/t.c >out 2>&1; status=$?
check "YAML that does not parse" 2 '\.cfix:[0-9]+:[0-9]+: error: not a YAML mapping' out
rm top/a/.cfix top/.cfix

# Rules marked "// default: off" (unsigned_lt_zero): listed, not run by
# a plain run, run when a name, a pattern or a .cfix picks them.
mkdir -p off
cat >off/u.c <<'C'
int g(unsigned int u)
{
	if (u < 0)
		return -1;
	return !u & 1;
}
C
"$cfix" --list-rules >out 2>&1; status=$?
check "--list-rules marks a rule off by default" 0 '^unsigned_lt_zero +warning +none +off +\(off by default\) ' out
"$cfix" off >out 2>&1; status=$?
if grep -q unsigned_lt_zero out; then fail "a default-off rule does not run by default" "$(cat out)"
else check "a default-off rule does not run by default" 1 '\[notand\]' out; fi
"$cfix" --rules unsigned_lt_zero off >out 2>&1; status=$?
check "--rules NAME turns a default-off rule on" 1 'off/u\.c:3:6: warning: .*\[unsigned_lt_zero\]' out
check "--rules NAME keeps the default rules" 1 '\[notand\]' out
"$cfix" --rules 'unsigned_*' off >out 2>&1; status=$?
check "a pattern turns a default-off rule on" 1 '\[unsigned_lt_zero\]' out
"$cfix" --rules '-*,*' off >out 2>&1; status=$?
check "'*' turns every rule on, default-off ones too" 1 '\[unsigned_lt_zero\]' out
"$cfix" --rules '-*,notand' off >out 2>&1; status=$?
if grep -q unsigned_lt_zero out; then fail "-*,notand leaves it off" "$(cat out)"
else check "-*,notand leaves it off" 1 '\[notand\]' out; fi
"$cfix" --list-rules --rules unsigned_lt_zero >out 2>&1; status=$?
check "--list-rules shows it on when picked" 0 '^unsigned_lt_zero +warning +none +on +\(off by default\) ' out
printf 'rules: "unsigned_lt_zero"\n' >off/.cfix
"$cfix" off/u.c >out 2>&1; status=$?
check "a .cfix turns a default-off rule on" 1 '\[unsigned_lt_zero\]' out
# parser: own reads no header and knows no type: the typed rule is
# warned about and finds nothing, notand still runs; --parser beats it
printf 'rules: "unsigned_lt_zero"\nparser: own\n' >off/.cfix
"$cfix" off/u.c >out 2>&1; status=$?
if grep -q '\[unsigned_lt_zero\]' out; then fail ".cfix parser: own" "$(cat out)"
else check ".cfix parser: own" 1 "\.cocci:[0-9]+:[0-9]+: warning: metavariable '[A-Za-z_]+' has a type: with --parser own" out; fi
check ".cfix parser: own still runs untyped rules" 1 '\[notand\]' out
"$cfix" --parser clang off/u.c >out 2>&1; status=$?
check "--parser beats .cfix's parser:" 1 '\[unsigned_lt_zero\]' out
printf 'parser: gcc\n' >off/.cfix
"$cfix" off/u.c >out 2>&1; status=$?
check "a bad parser: value is an error" 2 "off/\.cfix:1:9: error: 'parser' in \.cfix takes auto, clang, own or own-first, not 'gcc'" out
rm off/.cfix
mkdir -p offdir
sed 's|^// fix: safe$|// fix: safe\n// default: off|' rules/rename.cocci >offdir/rename.cocci
"$cfix" --rule-dir offdir top >out 2>&1; status=$?
if grep -q rename out; then fail "a folder rule can be off by default" "$(cat out)"
else check "a folder rule can be off by default" 1 '\[notand\]' out; fi
"$cfix" --rule-dir offdir --rules rename top >out 2>&1; status=$?
check "... and named to run" 1 '\[rename\]' out
sed -i 's|^// default: off$|// default: maybe|' offdir/rename.cocci
"$cfix" --rule-dir offdir top >out 2>&1; status=$?
check "a bad default: value is an error" 2 "offdir/rename\.cocci: error: '// default: maybe' in the header: default takes on or off" out
sed -i 's|^// default: maybe$|// severity: fatal|' offdir/rename.cocci
"$cfix" --rule-dir offdir top >out 2>&1; status=$?
check "a bad severity: value is an error" 2 "offdir/rename\.cocci: error: '// severity: fatal' in the header: severity takes error, warning or note" out

# --test
mkdir -p t/rename.tests
cp rules/rename.cocci t/
printf 'int g(void) { return old_call(2); }\n' >t/rename.c
printf 'int g(void) { return new_call(2); }\n' >t/rename.res
printf 'int h(void) { return other(2); }\n' >t/rename.tests/nofire.c
cp t/rename.tests/nofire.c t/rename.tests/nofire.res
"$cfix" --test t/rename.cocci >out 2>&1; status=$?
check "--test passes its cases" 0 '^2 passed, 0 failed$' out
printf 'int g(void) { return old_call(3); }\n' >t/rename.tests/wrong.c
cp t/rename.tests/wrong.c t/rename.tests/wrong.res
"$cfix" --test t/rename.cocci >out 2>&1; status=$?
check "--test fails a wrong case" 1 '^FAIL t/rename.tests/wrong.c' out
check "--test shows the diff" 1 '^\+int g\(void\) \{ return new_call\(3\); \}$' out
"$cfix" --test rules/rename.cocci >out 2>&1; status=$?
check "--test with no case says so" 1 'no test case' out

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
