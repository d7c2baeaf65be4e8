#!/usr/bin/env bash
# Runs the kernel's own `make coccicheck` with spatch and with cfix as
# SPATCH, rule by rule, and compares what they find.
#
#   test/spatch/coccicheck.sh CFIX [FOLDER] [MODES]
#
# CFIX: the cfix binary; FOLDER: the kernel folder given as M=
# (default drivers/staging/greybus); MODES: "report patch" by default.
# The tree is $CFIX_KERNEL_DIR/linux-source-6.1 (default /var/tmp/cfix-kernel,
# see docs/kernel.md); nothing in it is written.  CFIX_COCCI_RULES, an
# extended regular expression, picks the rules (e.g. 'misc/|tests/').  Skipped (exit 0) when the
# tree or spatch is missing.
#
# Per rule and mode it prints one line:
#   same      both found the same (report: file:line:cols and message,
#             sorted; patch: the diff), with the count of results
#   empty     both found nothing
#   differs   the results differ (the diff is kept in the log folder)
#   expected  they differ as test/spatch/expected-differences lists
#   cfix-no   cfix stopped with an error (a construct not supported yet)
#   spatch-no spatch stopped with an error
# and a summary.  Exit status 1 when a rule differs without an entry in
# the expected list, else 0.
set -uo pipefail

cfix=$(realpath "${1:?usage: coccicheck.sh CFIX [FOLDER] [MODES]}")
folder=${2:-drivers/staging/greybus}
modes=${3:-report patch}
here=$(cd "$(dirname "$0")" && pwd)
tree=${CFIX_KERNEL_DIR:-/var/tmp/cfix-kernel}/linux-source-6.1
expected=$here/expected-differences

if [ ! -d "$tree/scripts/coccinelle" ] || ! command -v spatch >/dev/null; then
	echo "coccicheck: skipped (no kernel tree at $tree, or no spatch)"
	exit 0
fi
log=$(mktemp -d /tmp/cfix-coccicheck.XXXXXX)
echo "coccicheck: $tree M=$folder, modes: $modes; log in $log"

# The results of one run: report lines, or the diff, from its output.
results() {
	if [ "$1" = report ]; then
		grep -E '^[^ ]+:[0-9]+:[0-9]+-[0-9]+: ' "$2" | sort
	else
		sed -n '/^diff -u -p /,$p' "$2" | grep -v '^coccicheck failed'
	fi
}

run() { # tool-binary mode rule out
	local err=$4.err
	rm -f "$err"
	(cd "$tree" && timeout 900 make -s coccicheck MODE="$2" COCCI="$3" \
		M="$folder" SPATCH="$1" DEBUG_FILE="$err" >"$4" 2>&1)
}

declare -A count
start=$SECONDS
for rule in $(cd "$tree" && find scripts/coccinelle -name '*.cocci' | sort |
	grep -E -- "${CFIX_COCCI_RULES:-.}"); do
	name=${rule#scripts/coccinelle/}
	for mode in $modes; do
		base=$log/$(echo "$name" | tr / _).$mode
		t0=$SECONDS
		run spatch "$mode" "$rule" "$base.spatch"
		t1=$SECONDS
		run "$cfix" "$mode" "$rule" "$base.cfix"
		t2=$SECONDS
		results "$mode" "$base.spatch" >"$base.spatch.res"
		results "$mode" "$base.cfix" >"$base.cfix.res"
		n=$(grep -c '' <"$base.spatch.res")
		if grep -q '^coccicheck failed' "$base.spatch"; then
			verdict=spatch-no
		elif grep -q '^coccicheck failed' "$base.cfix"; then
			verdict=cfix-no
		elif cmp -s "$base.spatch.res" "$base.cfix.res"; then
			[ "$n" -gt 0 ] && verdict=same || verdict=empty
		elif grep -qx "$name $mode" "$expected" 2>/dev/null; then
			verdict=expected
		else
			verdict=differs
			diff -u "$base.spatch.res" "$base.cfix.res" >"$base.diff"
		fi
		count[$verdict]=$((${count[$verdict]:-0} + 1))
		printf '%-9s %-6s %-45s spatch %3d lines %3ds, cfix %3d lines %3ds\n' \
			"$verdict" "$mode" "$name" "$n" $((t1 - t0)) \
			"$(grep -c '' <"$base.cfix.res")" $((t2 - t1))
	done
done
echo "coccicheck: same ${count[same]:-0}, empty ${count[empty]:-0}," \
	"expected ${count[expected]:-0}, differs ${count[differs]:-0}," \
	"cfix-no ${count[cfix-no]:-0}, spatch-no ${count[spatch-no]:-0}" \
	"($((SECONDS - start)) s)"
[ "${count[differs]:-0}" -eq 0 ]
