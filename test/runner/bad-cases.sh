#!/usr/bin/env bash
# Checks that test/run-cases.sh fails a case that asserts nothing: each
# folder under test/runner/bad/ (no input, no expected.* file, a .grep
# file with no pattern) must be a FAIL "bad case", never a pass or skip.
#
#   test/runner/bad-cases.sh CFIX
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
out=$("$here/../run-cases.sh" "$1" "$here"/bad/*/ 2>&1)
n=$(ls -d "$here"/bad/*/ | wc -l)
bad=$(grep -c '^  bad case:' <<<"$out")
if [ "$bad" -ne "$n" ] || ! grep -q "^0 passed, $n failed, 0 skipped$" <<<"$out"; then
	echo "run-cases.sh did not fail each of the $n bad cases:"
	echo "$out"
	exit 1
fi
echo "$n bad cases failed, as they must"
