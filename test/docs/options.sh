#!/usr/bin/env bash
# The documentation cannot drift from the program: every option
# `cfix --help` lists must be in the man page (docs/cfix.1) and in the
# user guide's table (docs/user-guide.md), and the man page must render
# without a warning.
#
#   test/docs/options.sh CFIX
set -uo pipefail
export LC_ALL=C
[ $# -eq 1 ] || { echo "usage: $0 CFIX" >&2; exit 2; }
cd "$(dirname "$0")/../.." || exit 2
passed=0 failed=0
options=$("$1" --help | grep -oE -- '--[a-z][a-z-]+' | sort -u)
[ -n "$options" ] || { echo "FAIL no option in cfix --help"; exit 1; }
for opt in $options; do
	# in roff, "-" is written "\-"
	roff=${opt//-/\\\\-}
	missing=()
	grep -q -- "$roff" docs/cfix.1 || missing+=("docs/cfix.1")
	grep -q -- "\`$opt" docs/user-guide.md || missing+=("docs/user-guide.md")
	if ((${#missing[@]})); then
		failed=$((failed + 1))
		echo "FAIL $opt is not in ${missing[*]}"
	else
		passed=$((passed + 1))
	fi
done
warnings=$(man --warnings -l docs/cfix.1 2>&1 >/dev/null)
if [ -n "$warnings" ]; then
	failed=$((failed + 1))
	echo "FAIL docs/cfix.1 renders with warnings:"
	echo "$warnings"
else
	passed=$((passed + 1))
	echo "ok   docs/cfix.1 renders without a warning"
fi
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
