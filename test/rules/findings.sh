#!/usr/bin/env bash
# Findings worth reading, and rule tests that pin them (issue 21):
# a report-only finding is at its starred code, with that code's exact
# range and no "not rewritten" note, in the report, --json, --sarif and
# the language server alike; --test compares a case's findings with its
# `// ruleid: NAME` / `// ok: NAME` marker comments; -p takes the
# compile_commands.json itself.
#
#   test/rules/findings.sh CFIX
#
# Last line "N passed, N failed"; exit status 1 when a check failed.
set -uo pipefail
export LC_ALL=C
[ $# -eq 1 ] || { echo "usage: $0 CFIX" >&2; exit 2; }
cfix=$1
case $cfix in /*) ;; *) cfix=$PWD/$cfix ;; esac
here=$(cd "$(dirname "$0")" && pwd)
passed=0 failed=0
scratch=$(mktemp -d /tmp/cfix-findings-XXXXXX)
trap 'rm -rf "$scratch"' EXIT
cd "$scratch" || exit 2
# The lock is taken through a macro, which only clang expands: the
# default would read this untyped rule's file with cfix's own parser
# (as spatch reads it), so every run here, --test and the editor's too,
# asks for clang through the folder's .cfix.
printf 'parser: clang\n' >.cfix

source "$here/lib.sh"

# A lock taken (through a macro) and not released on one path: the
# finding is the starred return, line 10, columns 3 to 17.
cat >lock.cocci <<'EOF'
// name: lock
@@
@@
  lock();
  ... when != unlock();
* return ...;
EOF
cat >lock.c <<'EOF'
void lock(void);
void unlock(void);
int work(void);
#define LOCK() lock()

int forgets(int x)
{
	LOCK();
	if (x)
		return work();
	unlock();
	return 0;
}
EOF

"$cfix" --sp-file lock.cocci lock.c >out 2>&1; status=$?
check "report: at the starred line" 1 '^lock\.c:10:3: warning: matches rule .lock. \[lock\]$' out
check "report: the starred code's range" 1 '^		\^~{13}$' out
absent "report: no 'not rewritten' note" 'not rewritten' out

"$cfix" --sp-file lock.cocci --json lock.c >out 2>/dev/null; status=$?
check "--json: the starred range" 1 '"line":10,"col":3,"end_line":10,"end_col":17,' out
absent "--json: no not_rewritten" 'not_rewritten' out

"$cfix" --sp-file lock.cocci --sarif lock.sarif lock.c >/dev/null 2>&1; status=$?
python3 -c '
import json, sys
r = json.load(open("lock.sarif"))["runs"][0]["results"]
print([x["locations"][0]["physicalLocation"]["region"] for x in r])' >out 2>&1
check "--sarif: the starred range" 1 "^\[\{'startLine': 10, 'startColumn': 3, 'endLine': 10, 'endColumn': 17\}\]$" out

python3 - "$cfix" "$here/../lsp" >out 2>&1 <<'EOF'
import os, sys
sys.path.insert(0, sys.argv[2])
from lspclient import Client, file_uri
path = os.path.abspath("lock.c")
c = Client(sys.argv[1], ["--sp-file", os.path.abspath("lock.cocci")])
try:
    c.initialize(capabilities={"general": {"positionEncodings": ["utf-8"]}})
    c.notify("textDocument/didOpen", {"textDocument": {
        "uri": file_uri(path), "languageId": "c", "version": 1,
        "text": open(path).read()}})
    for d in c.diagnostics(file_uri(path)):
        print("range", d["range"], "message", d["message"])
finally:
    c.close()
EOF
status=$?
check "lsp: the starred range" 0 "^range \{'start': \{'line': 9, 'character': 2\}, 'end': \{'line': 9, 'character': 16\}\}" out
absent "lsp: no 'not rewritten' note" 'not rewritten' out

# --test: the findings against the case's markers
mkdir -p t/lock.tests
cp lock.cocci t/
sed 's|^		return work();$|		return work();	// ruleid: lock|' lock.c >t/lock.c
cp t/lock.c t/lock.res
sed 's|^		return work();$|		/* ruleid: lock */\n		return work();|' lock.c >t/lock.tests/above.c
cp t/lock.tests/above.c t/lock.tests/above.res
"$cfix" --parser clang --test t/lock.cocci >out 2>&1; status=$?
check "--test: marked findings pass" 0 '^2 passed, 0 failed$' out

cp lock.c t/lock.tests/unmarked.c
cp lock.c t/lock.tests/unmarked.res
"$cfix" --parser clang --test t/lock.cocci >out 2>&1; status=$?
check "--test: a report-only finding no marker expects fails" 1 '^FAIL t/lock\.tests/unmarked\.c: the rule fires' out
check "--test: ... naming the finding" 1 "^t/lock\.tests/unmarked\.c:10:3: unexpected finding of 'lock'$" out
rm t/lock.tests/unmarked.*

sed 's|^	unlock();$|	unlock();	// ruleid: lock|' lock.c >t/lock.tests/wrong.c
cp t/lock.tests/wrong.c t/lock.tests/wrong.res
"$cfix" --parser clang --test t/lock.cocci >out 2>&1; status=$?
check "--test: a missing finding is named" 1 "^t/lock\.tests/wrong\.c:11: no finding of 'lock'" out
check "--test: an extra finding is named" 1 "^t/lock\.tests/wrong\.c:10:3: unexpected finding of 'lock'$" out
rm t/lock.tests/wrong.*

sed 's|^		return work();$|		return work();	/* ok: lock */|' lock.c >t/lock.tests/ok.c
cp t/lock.tests/ok.c t/lock.tests/ok.res
"$cfix" --parser clang --test t/lock.cocci >out 2>&1; status=$?
check "--test: a finding an ok: marker refuses fails" 1 "^t/lock\.tests/ok\.c:10:3: unexpected finding of 'lock'$" out
rm t/lock.tests/ok.*

# -p names the folder or the compile_commands.json in it
mkdir -p build
printf '[{"directory": "%s", "file": "lock.c", "arguments": ["cc", "-c", "lock.c"]}]\n' \
	"$scratch" >build/compile_commands.json
"$cfix" --sp-file lock.cocci -p build/compile_commands.json lock.c >out 2>&1; status=$?
check "-p build/compile_commands.json" 1 '^lock\.c:10:3: warning' out
"$cfix" --sp-file lock.cocci -p build lock.c >out 2>&1; status=$?
check "-p build" 1 '^lock\.c:10:3: warning' out

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
