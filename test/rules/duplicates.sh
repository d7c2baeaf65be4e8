#!/usr/bin/env bash
# Each place a built-in rule file finds is reported once: two variants of
# a rule (or a variant and the isomorphism of another: `if (E != NULL)`
# also matches `if (E)`) must not print the same finding twice.  Runs
# every built-in rule, default-off ones too, over the input of every
# rule-* golden case, and fails on two findings with the same place and
# the same message.
#
#   test/rules/duplicates.sh CFIX
#
# Last line "N passed, N failed"; exit status 1 when a check failed.
set -uo pipefail
export LC_ALL=C
[ $# -eq 1 ] || { echo "usage: $0 CFIX" >&2; exit 2; }
cfix=$(realpath "$1")
repo=$(cd "$(dirname "$0")/../.." && pwd)
passed=0 failed=0
scratch=$(mktemp -d /tmp/cfix-dups-XXXXXX)
trap 'rm -rf "$scratch"' EXIT

for dir in "$repo"/test/cases/rule-*/; do
	name=$(basename "$dir")
	[ -f "$dir/input.c" ] || continue
	(cd "$dir" && "$cfix" --no-config --rules '*' input.c >"$scratch/out" 2>/dev/null)
	# "input.c:L:C: severity: message [variant]" -> place and message
	sed -n -E 's/^([^ ]+:[0-9]+:[0-9]+): (error|warning|note): (.*) \[[A-Za-z0-9_]+\]$/\1 \3/p' \
		"$scratch/out" | grep -v ' fix: ' | sort | uniq -d >"$scratch/dups"
	if [ -s "$scratch/dups" ]; then
		failed=$((failed + 1))
		echo "FAIL $name: reported twice:"
		sed 's/^/  /' "$scratch/dups"
	else
		passed=$((passed + 1))
		echo "ok   $name"
	fi
done
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
