#!/usr/bin/env bash
# The kernel's whole `make coccicheck` (every rule of scripts/coccinelle,
# no COCCI=) with SPATCH=cfix, in each mode (report, patch, context,
# org), over one small folder fixed in advance, drivers/soc/apple (4 .c
# files and a header; spatch finds a put_device bug there), issue 20:
#   - make ends with status 0 and never says "coccicheck failed";
#   - every rule is accounted for: coccicheck ran cfix on it, and cfix
#     either ran it or said on stderr which rule it skipped and why;
#   - a rule is skipped only where its file declares no "virtual MODE"
#     (spatch refuses those: "virtual rule MODE not supported") or is
#     listed in test/spatch/whole-skips ("RULE: why", rules cfix cannot
#     run yet); a listed rule that now runs is noted, not a failure.
#
#   test/spatch/whole-coccicheck.sh CFIX [MODES]
#
# MODES: "report patch context org" by default.
#
# The tree is $CFIX_KERNEL_DIR/linux-source-6.1 (default
# /var/tmp/cfix-kernel, test/kernel/setup.sh); nothing in it is written:
# make runs with O= a scratch folder linking the configured build's
# generated headers and compile database ($CFIX_KERNEL_DIR/out), as
# test/spatch/coccicheck.sh does.  Skipped (status 0) without the tree.
# About a minute.
set -uo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/../lib.sh"

cfix=$(realpath "${1:?usage: whole-coccicheck.sh CFIX}")
here=$(cd "$(dirname "$0")" && pwd)
tree=${CFIX_KERNEL_DIR:-/var/tmp/cfix-kernel}/linux-source-6.1
build=${CFIX_KERNEL_DIR:-/var/tmp/cfix-kernel}/out
folder=drivers/soc/apple
if [ ! -d "$tree/scripts/coccinelle" ] || [ ! -d "$tree/$folder" ]; then
	echo "whole-coccicheck: skipped (no kernel tree at $tree)"
	echo "0 passed, 0 failed"
	exit 0
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
objdir=$work/out
for gen in include/generated arch/x86/include/generated; do
	mkdir -p "$objdir/$(dirname "$gen")"
	[ -d "$build/$gen" ] && ln -s "$build/$gen" "$objdir/$gen"
done
[ -f "$build/compile_commands.json" ] &&
	ln -s "$build/compile_commands.json" "$objdir/compile_commands.json"
rules=$(cd "$tree/scripts/coccinelle" && find . -name '*.cocci' | sed 's|^\./||' | sort)

# Why RULE may be skipped in MODE, or nothing.
allowed_skip() { # rule mode
	grep -q "^virtual $2\b" "$tree/scripts/coccinelle/$1" || {
		echo "declares no 'virtual $2'"; return; }
	sed -n "s|^$1: ||p" "$here/whole-skips"
}

check_mode() { # mode
	local mode=$1 log=$work/$1.log st rule why bad=0
	(cd "$objdir" && timeout 900 make -s -C "$tree" O="$objdir" \
		coccicheck MODE="$mode" J=2 M="$tree/$folder" \
		SPATCH="$cfix" >"$log" 2>&1)
	st=$?
	if [ "$st" -eq 0 ] && ! grep -q '^coccicheck failed' "$log"; then
		pass "$mode: make coccicheck completes, status 0"
	else
		fail "$mode: make coccicheck status $st"; tail -5 "$log"
	fi
	for rule in $rules; do
		if ! grep -q -- "--cocci-file $tree/scripts/coccinelle/$rule " "$log"; then
			echo "  $mode: $rule: never run"; bad=1; continue
		fi
		why=$(allowed_skip "$rule" "$mode")
		if grep -q "warning: $tree/scripts/coccinelle/$rule: skipped: " "$log"; then
			[ -n "$why" ] && continue
			echo "  $mode: $rule: skipped, not listed in whole-skips:"
			grep "$rule" "$log" | grep -v -- --cocci-file | sed 's/^/    /'
			bad=1
		elif [ -n "$why" ] && grep -q "declares no" <<<"$why"; then
			echo "  $mode: $rule: ran, though it $why"; bad=1
		elif [ -n "$why" ]; then
			echo "  $mode: note: $rule runs now (whole-skips: $why)"
		fi
	done
	if [ "$bad" -eq 0 ]; then
		pass "$mode: all $(wc -w <<<"$rules") rules ran or were skipped with their reason"
	else
		fail "$mode: rules not accounted for (above)"
	fi
}

for mode in ${2:-report patch context org}; do
	check_mode "$mode"
done
summary
