#!/usr/bin/env bash
# The grammar table cannot drift from the cases: in docs/rule-language.md's
# section "The grammar, production by production", every case a row names
# must be a folder of test/cases/, marked "(XFAIL)" exactly when it holds
# an XFAIL file; every row that says "supported" must name a case; and
# every test/cases/grammar-* case must be named by a row.
#
#   test/docs/grammar-table.sh [CFIX]
#
# (CFIX, which test/run-all.sh passes to every check, is not used.)
set -uo pipefail
export LC_ALL=C
[ $# -le 1 ] || { echo "usage: $0 [CFIX]" >&2; exit 2; }
cd "$(dirname "$0")/../.." || exit 2
passed=0 failed=0

ok() { passed=$((passed + 1)); }
fail() { failed=$((failed + 1)); echo "FAIL $*"; }

# The table's rows: from the section's heading to the next heading.
rows=$(awk '/^## The grammar, production by production/ { on = 1; next }
	on && /^## / { exit }
	on && /^\| / && !/^\| (production|---) /' docs/rule-language.md)
[ -n "$rows" ] || { echo "FAIL no grammar table in docs/rule-language.md"; echo "0 passed, 1 failed"; exit 1; }

named=$(mktemp)
trap 'rm -f "$named"' EXIT
while IFS= read -r row; do
	# cells split at the unescaped '|'s; the last one holds the cases,
	# each in backquotes, "(XFAIL)" after some
	row=${row//\\|/:}
	body=${row%|}
	cases=${body##*|}
	body=${body%|*}
	status=${body##*|}
	for item in $(grep -oE '`[a-z0-9-]+`( \(XFAIL\))?' <<<"$cases" | tr ' ' '+'); do
		name=${item#\`}
		name=${name%%\`*}
		echo "$name" >>"$named"
		if [ ! -d "test/cases/$name" ]; then
			fail "$name: named in the grammar table, not a case"
			continue
		fi
		xfail=no marked=no
		[ -f "test/cases/$name/XFAIL" ] && xfail=yes
		[[ $item == *XFAIL* ]] && marked=yes
		if [ $xfail != $marked ]; then
			fail "$name: XFAIL file: $xfail, marked (XFAIL) in the table: $marked"
		else
			ok
		fi
	done
	if [[ $status == " supported"* ]] && [[ $cases != *'`'* ]]; then
		fail "a supported production names no case: ${row:0:70}"
	fi
done <<<"$rows"

for dir in test/cases/grammar-*/; do
	name=$(basename "$dir")
	if grep -qx "$name" "$named"; then
		ok
	else
		fail "$name: a grammar case the table does not name"
	fi
done
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
