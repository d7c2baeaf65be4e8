#!/usr/bin/env bash
# Issue 3's "plant and fix" on Debian's linux-source-6.1 (set up by
# test/kernel/setup.sh, outside the repository), at every site:
#
#  1. a scratch tree of hard links to the pristine tree and a compile
#     database for it (test/kernel/scratch-tree.sh);
#  2. the seed rule finds nothing in the chosen folders (the baseline);
#  3. the reverse rule (test/kernel/notand-plant.cocci: `- !(E & C)` /
#     `+ !E & C`, except where the planted text would parse differently:
#     under another `!`, as an operand of `==`, `+`, `<<`..., on the
#     right of `&`; a position constraint) reports every site, and
#     with --in-place plants the bug at each one it can rewrite (not in a
#     macro's definition or expansion; cfix writes a new file and renames
#     it, so the hard links to the pristine tree are broken, never
#     written through);
#  4. the seed rule (matchers/rules/notand.cocci) reports exactly as many
#     sites as were planted, each on a line the reverse rule changed (and,
#     with --parser own, cfix's parser without clang, the same sites),
#     and with --in-place fixes them all;
#  5. the folders are then byte-identical to the pristine ones, a second
#     seed run finds nothing, and no file of the pristine tree changed.
#
# Usage: test/kernel/plant-every-site.sh CFIX [FOLDER...]
#   FOLDER (relative to the tree) default: drivers/platform/x86 (the
#   seed bug's folder) and fs/jbd2; with CFIX_THOROUGH=1 also fs/ext4 and
#   fs/nfs (the suite runs the short set; the long one is a documented
#   command: docs/kernel.md).
# Environment: CFIX_KERNEL_DIR (default /var/tmp/cfix-kernel; the scratch
# folder is made inside it), CFIX_JOBS (default nproc), CFIX_KEEP=1 keeps
# the scratch folder.  Prints the counts; exits 0 only if every check
# passed.  The default folders take about 1.5 minutes of CPU; the
# thorough set about 2.5 (7 minutes on 2 busy cores).
set -uo pipefail
export LC_ALL=C

if [ $# -lt 1 ] || [ ! -x "$1" ]; then
	echo "usage: $0 CFIX [FOLDER...]" >&2
	exit 2
fi
cfix=$(realpath "$1")
shift
folders=("$@")
if [ ${#folders[@]} -eq 0 ]; then
	folders=(drivers/platform/x86 fs/jbd2)
	[ -n "${CFIX_THOROUGH:-}" ] && folders+=(fs/ext4 fs/nfs)
fi
repo=$(cd "$(dirname "$0")/../.." && pwd)
seed=$repo/matchers/rules/notand.cocci
reverse=$repo/test/kernel/notand-plant.cocci
kdir=${CFIX_KERNEL_DIR:-/var/tmp/cfix-kernel}
jobs=${CFIX_JOBS:-$(nproc)}

failed=0
fail() { echo "FAIL: $*"; failed=1; }

mkdir -p "$kdir"
work=$(mktemp -d "$kdir/plant-every-site.XXXXXX") || exit 1
finish() {
	if [ "$failed" = 0 ] && [ -z "${CFIX_KEEP:-}" ]; then
		rm -rf "$work"
	else
		echo "scratch folder kept: $work"
	fi
}
trap finish EXIT
mapfile -t dirs < <("$repo/test/kernel/scratch-tree.sh" "$work")
src=${dirs[0]:-} tree=${dirs[1]:-}
[ -n "$tree" ] || { fail "test/kernel/scratch-tree.sh"; exit 1; }
touch "$work/.start"
echo "scratch tree $tree; folders: ${folders[*]}"

# run NAME RULE ARGS...: cfix over the folders, in the scratch tree; the
# "file:line:col" of each finding with a fix ("note: fix:") into
# $work/NAME.sites, of the others into $work/NAME.unfixed; prints the
# number of the first.
run() {
	local name=$1 rule=$2 st=0
	shift 2
	(cd "$tree" && "$cfix" -j "$jobs" --sp-file "$rule" -p "$work/out" "$@" \
		"${folders[@]}") >"$work/$name.out" 2>"$work/$name.err" || st=$?
	if [ "$st" -gt 1 ]; then
		fail "$name: cfix exit status $st"
		tail -5 "$work/$name.err"
	fi
	cat "$work/$name.out" "$work/$name.err" |
		sed -nE 's/^([^ :]+):([0-9]+):([0-9]+): [a-z]+: .*\[notand(_plant)?\]$/\1:\2:\3/p' |
		sort -u >"$work/$name.all"
	cat "$work/$name.out" "$work/$name.err" |
		sed -nE 's/^([^ :]+):([0-9]+):([0-9]+): note: fix: .*/\1:\2:\3/p' |
		sort -u >"$work/$name.sites"
	comm -23 "$work/$name.all" "$work/$name.sites" >"$work/$name.unfixed"
	wc -l <"$work/$name.sites"
}

base=$(run baseline "$seed")
[ "$base" = 0 ] || fail "the seed rule already finds $base sites in the pristine folders"

want=$(run reverse "$reverse")
[ "$want" -gt 0 ] || fail "the reverse rule finds no site to plant"
run plant "$reverse" --in-place >/dev/null
changed=$(for f in "${folders[@]}"; do diff -rq "$src/$f" "$tree/$f"; done | wc -l)
echo "reverse rule: $want sites to plant ($(wc -l <"$work/reverse.unfixed") more reported, not rewritten: in macros), $changed files planted"
[ "$changed" -gt 0 ] || fail "--in-place planted nothing"

# Every planted file is a file of its own now, not a link into the pristine tree.
while read -r line; do
	f=${line%%:*}
	[ "$(stat -c %h "$tree/$f")" = 1 ] || fail "$f: still a hard link after --in-place"
done <"$work/reverse.sites"

found=$(run found "$seed")
echo "seed rule on the planted folders: $found sites"
[ "$found" = "$want" ] || fail "planted $want sites, the seed rule finds $found"
# Each finding lies on a line that the planting changed.
cut -d: -f1,2 "$work/reverse.sites" | sort -u >"$work/planted.lines"
cut -d: -f1,2 "$work/found.sites" | sort -u >"$work/found.lines"
extra=$(comm -13 "$work/planted.lines" "$work/found.lines" | head -5)
[ -z "$extra" ] || fail "findings on lines nothing was planted on: $extra"

# cfix's own parser (--parser own: no clang, no header) finds the same
# sites: its constants include byte-order macros of constants
# (`cpu_to_le16(FLAG)`) and the enumerators and constant #defines the
# file declares in small letters (`EXT4_SPEC_mb_optimize_scan`).  Only a
# name in small letters declared in a header would escape it; none of
# the default folders has one.
found_own=$(run found-own "$seed" --parser own)
extra=$(comm -13 "$work/found.sites" "$work/found-own.sites" | head -5)
[ -z "$extra" ] || fail "--parser own finds sites clang does not: $extra"
missed=$(comm -23 "$work/found.sites" "$work/found-own.sites" | head -5)
[ -z "$missed" ] || fail "--parser own misses sites clang finds: $missed"
echo "seed rule with --parser own: $found_own sites"

run fix "$seed" --in-place >/dev/null
for f in "${folders[@]}"; do
	if ! diff -r "$src/$f" "$tree/$f" >"$work/left.diff"; then
		fail "$f differs from the pristine folder after the fix:"
		head -20 "$work/left.diff"
	fi
done
again=$(run again "$seed")
[ "$again" = 0 ] || fail "a second seed run finds $again sites"

touched=$(find "$src" -newer "$work/.start" -print -quit)
[ -z "$touched" ] || fail "the pristine tree changed: $touched"

if [ "$failed" = 0 ]; then
	echo "PASS: $want sites planted in $changed files by the reverse rule, $found found and fixed, folders byte-identical"
	exit 0
fi
exit 1
