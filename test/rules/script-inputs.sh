#!/usr/bin/env bash
# Script inputs "x << virtual.y;" (spatch's command line, -D y=value):
# script, initialize and finalize rules get the value, and a rule one of
# whose virtual inputs -D did not give is not run.  Expected output is
# spatch 1.1.1's on script-inputs/ (with only -D ww=bye, spatch then
# fails in Python: 'cocci' is not defined, a spatch bug; cfix exits 0).
#
#   test/rules/script-inputs.sh CFIX
#
# Last line "N passed, N failed"; exit status 1 when a check failed.
set -uo pipefail
export LC_ALL=C
[ $# -eq 1 ] || { echo "usage: $0 CFIX" >&2; exit 2; }
cfix=$(realpath "$1")
cd "$(dirname "$0")/script-inputs" || exit 2
passed=0 failed=0
. ../lib.sh

# same NAME EXPECTED -D...: cfix's stdout in spatch mode is EXPECTED
same() {
	local name=$1 want=$2 got
	shift 2
	got=$("$cfix" --sp-file virt.cocci a.c "$@" 2>&1)
	if [ "$got" = "$want" ]; then
		pass "$name"
	else
		fail "$name" "expected:" "$want" "got:" "$got"
	fi
}

same "virtual input in initialize and script rules" \
	"init hello
script hello g" -D vv=hello
same "a rule without its virtual input does not run" "final bye" -D ww=bye
same "every rule with its inputs runs" "init x
script x g
final bye" -D ww=bye -D vv=x
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
