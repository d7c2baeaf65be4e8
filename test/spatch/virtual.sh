#!/usr/bin/env bash
# "identifier virtual.ns;" in spatch mode (-D ns=VALUE), issue 20: the
# hunks cfix prints for test/spatch/virtual/ns.cocci on a.c are those
# spatch 1.1.1 printed (recorded in virtual/*.expected, from the first
# "@@" on: the file header lines differ); with no value, or a value no
# code spells, nothing changes, nothing is said and the status is 0.
#
#   test/spatch/virtual.sh CFIX
set -uo pipefail
cfix=$(realpath "${1:?usage: virtual.sh CFIX}")
cd "$(dirname "$0")/virtual" || exit 2
passed=0
failed=0
check() { # name expected actual
	if [ "$2" == "$3" ]; then
		passed=$((passed + 1)); echo "ok   $1"
	else
		failed=$((failed + 1)); echo "FAIL $1"
		diff -u <(echo "$2") <(echo "$3")
	fi
}
hunks() { # -D arguments...
	local st=0 out
	out=$("$cfix" --very-quiet --sp-file ns.cocci "$@" a.c 2>&1) || st=$?
	echo "$out" | grep -E 'error|warning' # a skipped rule says so
	echo "$out" | sed -n '/^@@/,$p'
	[ "$st" = 0 ] || echo "status $st"
}
check nsdeps-value "$(cat nsdeps-FOO.expected)" "$(hunks -D nsdeps -D ns=FOO)"
check value-alone "$(cat FOO.expected)" "$(hunks -D ns=FOO)"
check value-unspelled "" "$(hunks -D nsdeps -D ns=FOO_NS)"
check no-value "" "$(hunks -D nsdeps)"
echo "$passed passed, $failed failed"
[ "$failed" = 0 ]
