#!/usr/bin/env bash
# The automatic strategy's candidate pass (matchers/match/candidates.c):
#
#   test/batch/candidates.sh CFIX
#
# A rule that needs clang (a typed metavariable; a `constant` that only
# clang's view of a header decides) over a folder of small files, each
# kept by the prefilter: clang reads only the files where the rule
# matches cfix's own parse with types and constants taken as "maybe";
# -v says per file which front end read it and why; the findings are
# those of --parser clang, which reads every file.
# The last line is "N passed, N failed".
set -uo pipefail
export LC_ALL=C CFIX_NO_CACHE=1

[ $# -eq 1 ] || { echo "usage: $0 CFIX" >&2; exit 2; }
cfix=$(realpath "$1")
scratch=$(mktemp -d "${TMPDIR:-/tmp}/cfix-cands.XXXXXX")
trap 'rm -rf "$scratch"' EXIT
passed=0 failed=0

pass() { echo "PASS $*"; passed=$((passed + 1)); }
fail() { echo "FAIL $*"; failed=$((failed + 1)); }

# expect LABEL FILE REGEX: a line of FILE matches REGEX.
expect() {
	if grep -qE "$3" "$2"; then pass "$1"; else
		fail "$1: no line matches /$3/ in:"; sed 's/^/    | /' "$2"; fi
}

# same LABEL RULE: the findings (stdout, stderr without notes, status)
# of the default run and of --parser clang are the same.
same() {
	local label=$1 rule=$2 mode
	for mode in auto clang; do
		(cd "$scratch/$label" && "$cfix" -j 2 --parser "$mode" \
			--sp-file "$rule" . >"../$label.$mode.out" \
			2>"../$label.$mode.err"; echo "status $?" \
			>>"../$label.$mode.out")
	done
	if cmp -s "$scratch/$label.auto.out" "$scratch/$label.clang.out" &&
	   cmp -s "$scratch/$label.auto.err" "$scratch/$label.clang.err"; then
		pass "$label: findings as with --parser clang"
	else
		fail "$label: findings differ from --parser clang's"
		diff "$scratch/$label.clang.out" "$scratch/$label.auto.out"
		diff "$scratch/$label.clang.err" "$scratch/$label.auto.err"
	fi
}

# verbose LABEL RULE: the default run's -v notes, in LABEL.v.
verbose() {
	(cd "$scratch/$1" && "$cfix" -j 1 -v --sp-file "$2" . \
		>/dev/null 2>"../$1.v")
}

mkdir -p "$scratch/typed" "$scratch/constant"
cat >"$scratch/typed/rule.cocci" <<'EOF'
@@
unsigned int E;
@@
* E < 0
EOF
# a.c: a candidate, which clang confirms; b.c: a candidate clang's types
# refuse (m is signed); c.c: '<' and '0' (the prefilter keeps it) but
# no comparison with 0, so no candidate
printf 'int f(unsigned int n)\n{\n\tif (n < 0)\n\t\treturn 1;\n\treturn 0;\n}\n' \
	>"$scratch/typed/a.c"
printf 'int g(int m)\n{\n\tif (m < 0)\n\t\treturn 1;\n\treturn 0;\n}\n' \
	>"$scratch/typed/b.c"
printf 'int h(int m)\n{\n\tif (m < 1)\n\t\treturn 0;\n\treturn 2;\n}\n' \
	>"$scratch/typed/c.c"

verbose typed rule.cocci
expect "typed: clang reads the file with a candidate" "$scratch/typed.v" \
	"^\./a\.c: note: parsed with clang: candidate of 'rule' at \./a\.c:3:6; the metavariable 'E' at rule\.cocci:2 needs types$"
expect "typed: clang decides a candidate its types refuse" \
	"$scratch/typed.v" "^\./b\.c: note: parsed with clang: candidate of 'rule' at \./b\.c:3:6"
expect "typed: no clang where no candidate" "$scratch/typed.v" \
	"^\./c\.c: note: parsed with cfix's own parser: no candidate in cfix's own parse \(the metavariable 'E' at rule\.cocci:2 needs types\)$"
same typed rule.cocci
expect "typed: the finding" "$scratch/typed.auto.out" "^\./a\.c:3:6: warning: matches rule"

cat >"$scratch/constant/rule.cocci" <<'EOF'
@@
expression E;
constant C;
@@
- !E & C
+ !(E & C)
EOF
# d.c: flag_on is a constant only a header says (an enumerator); e.c:
# the right side is a call, no candidate
printf 'enum { flag_on = 4 };\n' >"$scratch/constant/flags.h"
printf '#include "flags.h"\nint d(int x)\n{\n\treturn !x & flag_on;\n}\n' \
	>"$scratch/constant/d.c"
printf 'int k(void);\nint e(int x)\n{\n\treturn !x & k();\n}\n' \
	>"$scratch/constant/e.c"

verbose constant rule.cocci
expect "constant: a name may be a constant: clang decides" \
	"$scratch/constant.v" \
	"^\./d\.c: note: parsed with clang: candidate of 'rule' at \./d\.c:4:9; the constant 'C' at rule\.cocci:3 needs clang's macros$"
expect "constant: no clang where no candidate" "$scratch/constant.v" \
	"^\./e\.c: note: parsed with cfix's own parser: no candidate in cfix's own parse"
same constant rule.cocci
expect "constant: the finding" "$scratch/constant.auto.out" "^\./d\.c:4:9: warning: matches rule"

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
