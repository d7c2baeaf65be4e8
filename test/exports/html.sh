#!/usr/bin/env bash
# --html DIR: the report of a small tree, with names from the tree that
# are markup (a file `<script>.c`, a folder whose name closes an
# attribute and opens an <img>), checked in a real headless browser
# (Debian's chromium, by test/exports/html_browser.py): the counts shown
# equal the run's --json, a finding's link opens its diff, filters hide
# what they should, and no name becomes markup.  Then: the site is the
# same for -j 1 and -j 3; a DIR cfix did not write is refused and left
# as it was; a report cfix wrote is replaced whole.
#
#   test/exports/html.sh CFIX   (last line "N passed, N failed, N skipped")
set -uo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/../lib.sh"
export LC_ALL=C

[ $# -eq 1 ] || { echo "usage: $0 CFIX" >&2; exit 2; }
cfix=$1
case $cfix in /*) ;; *) cfix=$PWD/$cfix ;; esac
here=$(cd "$(dirname "$0")" && pwd)

if ! command -v chromium >/dev/null; then
	echo "skip: chromium is not installed (tool/setup.sh --test-tools)"
	echo "0 passed, 0 failed, 1 skipped"
	exit 0
fi
scratch_dir html
cd "$scratch" || exit 2

# The tree: two folders, three rules of three severities.
odd='x"><img src=x onerror=cfixPwned=1>'
mkdir -p src/a "src/$odd"
cat >src/a/dev.c <<'EOF'
#include <stdlib.h>
struct dev { int flags; };
int start(struct dev *d, int *p)
{
	if (!d->flags & 4)
		return 1;
	p = malloc(sizeof(p));
	return !d->flags & 8;
}
EOF
cat >"src/a/<script>.c" <<'EOF'
int stop(int flags)
{
	return !flags & 2;
}
EOF
cat >"src/$odd/port.c" <<'EOF'
int port(int x)
{
	return x == 0 ? 1 : 1;
}
EOF
mkdir rules
cat >rules/same.cocci <<'EOF'
// message: <b>same</b> value & 'both' ways
// severity: note
@same@
expression E, A;
@@
* E ? A : A
EOF
run() {
	"$cfix" --rule-dir rules --rules '-*,notand,alloc_sizeof_ptr,same' --review-fixes \
		"$@" src -- -std=gnu11
}
run -j 3 --html site --json >run.json 2>run.err
status=$?
if [ $status -eq 1 ] && [ -f site/index.html ]; then
	pass "--html writes the site (exit 1: findings)"
else
	fail "--html writes the site" "exit $status" "$(head -5 run.err)"
fi
if [ "$(wc -l <run.json)" -ge 5 ] &&
   [ "$(grep -c '"rule":"same"' run.json)" -ge 1 ]; then
	pass "the run has findings of three rules"
else
	fail "the run has findings of three rules" "$(cut -c1-120 run.json)"
fi

"$here/html_browser.py" site run.json '<script>.c' "$odd" \
	"<b>same</b> value & 'both' ways" >browser.log 2>&1
sed '$d' browser.log
if grep -q '^skip' browser.log; then
	fail "the browser check left out a check on this tree"
fi
last=$(tail -1 browser.log)
if [[ $last =~ ^([0-9]+)\ passed,\ ([0-9]+)\ failed$ ]]; then
	passed=$((passed + BASH_REMATCH[1]))
	failed=$((failed + BASH_REMATCH[2]))
else
	fail "the browser check" "$last"
fi

run -j 1 --html site1 -q 2>/dev/null
if diff -r site site1 >site.diff; then
	pass "the same site for -j 1 and -j 3"
else
	fail "the same site for -j 1 and -j 3" "$(head -5 site.diff)"
fi

mkdir mine && echo keep >mine/notes.txt
run -q --html mine 2>mine.err
status=$?
if [ $status -eq 2 ] && grep -q "^mine: error: .*notes.txt.*not replacing" mine.err &&
   [ "$(ls -A mine)" = notes.txt ] && [ "$(cat mine/notes.txt)" = keep ]; then
	pass "a folder cfix did not write is refused and left as it was"
else
	fail "a folder cfix did not write is refused" "exit $status" "$(cat mine.err)" "$(ls -A mine)"
fi
echo keep >site1/files/notes.txt
run -q --html site1 2>mine.err
status=$?
if [ $status -eq 2 ] && [ -f site1/files/notes.txt ] && [ -f site1/index.html ]; then
	pass "a report holding a file cfix did not write is refused"
else
	fail "a report holding a file cfix did not write is refused" "exit $status" "$(cat mine.err)"
fi
touch plain
run -q --html plain 2>mine.err
if [ $? -eq 2 ] && grep -q "^plain: error: 'plain' exists and is not a folder" mine.err &&
   [ -f plain ]; then
	pass "a DIR that is a file is refused"
else
	fail "a DIR that is a file is refused" "$(cat mine.err)"
fi

# A second run into a report cfix wrote replaces it whole: one rule now.
"$cfix" --rules '-*,notand' --html site -q src -- -std=gnu11 2>again.err
leftover=$(ls -A . | grep -c 'cfix-')
if [ $? -le 1 ] && [ "$(ls site/rules)" = 0.html ] && [ "$leftover" = 0 ] &&
   grep -q '<span id="rules">1</span>' site/index.html; then
	pass "a report cfix wrote is replaced whole, nothing left beside it"
else
	fail "a report cfix wrote is replaced whole" "$(cat again.err)" "$(ls site/rules)" "$(ls -A .)"
fi

summary
