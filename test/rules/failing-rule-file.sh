#!/usr/bin/env bash
# A rule file that fails in a file drops only its own changes there: each
# --sp-file is run as spatch runs one rule file, so when one fails (a
# change reached by inconsistent control-flow paths, a script that
# raises) the others' fixes still stand, in --diff and --in-place, in
# either order; the failing one's error names its place (file:line:col)
# and the exit status is 2.  A failing rule file that changed the file
# in an earlier stage, before the others' later rules ran on that text,
# still fails the whole file (an error says so).
#
#   test/rules/failing-rule-file.sh CFIX
#
# The inputs are in test/rules/failing-rule-file/; spatch 1.1.1 on
# input.c with rename-log.cocci alone changes old_log to new_log, with
# rename-release.cocci alone release to release2 (both lines), and
# fails with incons.cocci, script-error.cocci and staged-incons.cocci
# (status 255: "reachable by inconsistent control-flow paths", "Error in
# Python script").
#
# Last line "N passed, N failed, N skipped"; exit status 1 when a check
# failed.
set -uo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/../lib.sh"
export LC_ALL=C

[ $# -eq 1 ] || { echo "usage: $0 CFIX" >&2; exit 2; }
cfix=$(realpath "$1")
inputs=$(cd "$(dirname "$0")/failing-rule-file" && pwd)
scratch_dir failing-rule-file
cp "$inputs"/* "$scratch"
cd "$scratch" || exit 2
cp input.c original.c

# check NAME WANT-IN-DIFF ERROR-REGEX RULE-FILE...: --diff exits 2,
# prints the error and changes the lines WANT-IN-DIFF names (a regex of
# the added lines, or "" for no diff at all); --in-place writes the same.
check() {
	local name=$1 want=$2 err=$3 status added
	shift 3
	local args=()
	for r; do args+=(--sp-file "$r"); done
	"$cfix" --no-config "${args[@]}" --diff input.c >diff 2>err
	status=$?
	added=$(grep -E '^\+[^+]' diff | tr '\n' ' ')
	if [ "$status" -ne 2 ]; then
		fail "$name: --diff exit status $status, not 2" "$(cat err)"
	elif ! grep -Eq "$err" err; then
		fail "$name: no error /$err/" "$(cat err)"
	elif [ -z "$want" ] && [ -s diff ]; then
		fail "$name: a diff, none wanted" "$(cat diff)"
	elif [ -n "$want" ] && ! [[ $added =~ ^$want$ ]]; then
		fail "$name: added lines '$added', not /$want/"
	else
		pass "$name: --diff"
	fi
	"$cfix" --no-config "${args[@]}" --in-place input.c >/dev/null 2>&1
	status=$?
	git diff --no-index --no-prefix original.c input.c |
		grep -E '^\+[^+]' | tr '\n' ' ' >inplace
	if [ "$status" -ne 2 ] || [ "$(cat inplace)" != "$added" ]; then
		fail "$name: --in-place (status $status) wrote '$(cat inplace)', --diff '$added'"
	else
		pass "$name: --in-place"
	fi
	cp original.c input.c
}

incons='^input\.c:9:2: error: rule starting on line 1: .*inconsistent control-flow paths'
script='^script-error\.cocci:6:1: error: script rule .* raised an exception'
logs='\+	new_log\("drop"\); '
releases='\+		release2\(x\); \+	release2\(x\); '

check "inconsistent paths, then another rule file" "$logs" "$incons" \
	incons.cocci rename-log.cocci
check "another rule file, then inconsistent paths" "$logs" "$incons" \
	rename-log.cocci incons.cocci
check "a script error, then another rule file" "$releases" "$script" \
	script-error.cocci rename-release.cocci
check "another rule file, then a script error" "$releases" "$script" \
	rename-release.cocci script-error.cocci
check "both fail" "" "$incons" incons.cocci script-error.cocci
check "a failing rule file that changed an earlier stage" "" \
	'^input\.c: error: every rule file leaves this file unchanged: staged-incons\.cocci' \
	staged-incons.cocci rename-release.cocci

# each rule file alone: the one that works changes what it changes
"$cfix" --no-config --sp-file rename-log.cocci --diff input.c >diff 2>err
if [ $? -eq 1 ] && [[ "$(grep -E '^\+[^+]' diff | tr '\n' ' ')" =~ ^$logs$ ]]; then
	pass "rename-log.cocci alone"
else
	fail "rename-log.cocci alone" "$(cat diff err)"
fi
summary
