#!/usr/bin/env bash
# Benchmark (not a test), issue 3 (b): the seed rule over a copy of a few
# Linux 6.1 subsystems in which the bug was planted at every site, cfix
# and spatch side by side in one run.
#
#  1. a scratch tree of hard links to the pristine tree, with a compile
#     database pointed at it (test/kernel/scratch-tree.sh);
#  2. cfix plants `!E & C` at every `!(E & C)` it can rewrite
#     (test/kernel/notand-plant.cocci, --in-place; hard links are broken
#     by the rename, the pristine tree is never written);
#  3. cfix -j 2 (with clang and the compile database, then with
#     --parser own, no clang) and spatch -j 2 run the seed rule
#     (matchers/rules/notand.cocci) over the planted folders, each
#     printing a diff;
#  4. reports wall and CPU time, peak RSS of the largest process (one
#     worker), files parsed, the lines each tool changes, whether each
#     tool's changed lines are exactly the planted lines, and whether
#     cfix's diff gives back the pristine files.
#
# usage: bench/planted-subsystems.sh [CFIX [FOLDER...]]
#   CFIX default build/cfix; FOLDER (relative to the tree) default:
#   drivers/platform/x86 fs/ext4 fs/nfs fs/xfs.
# Writes a Markdown table to stdout; docs/benchmarks.md records the
# latest one.  The scratch folder is made in $CFIX_KERNEL_DIR (default
# /var/tmp/cfix-kernel) and removed at the end.
set -euo pipefail
export LC_ALL=C

repo=$(cd "$(dirname "$0")/.." && pwd)
cfix=$(realpath "${1:-$repo/build/cfix}")
shift || true
folders=("$@")
[ ${#folders[@]} -gt 0 ] || folders=(drivers/platform/x86 fs/ext4 fs/nfs fs/xfs)
kdir=${CFIX_KERNEL_DIR:-/var/tmp/cfix-kernel}
seed=$repo/matchers/rules/notand.cocci
plant=$repo/test/kernel/notand-plant.cocci
command -v spatch >/dev/null || DEBIAN_FRONTEND=noninteractive apt-get install -y -qq coccinelle >&2
mkdir -p "$kdir"
work=$(mktemp -d "$kdir/bench-planted.XXXXXX")
trap 'rm -rf "$work"' EXIT
mapfile -t dirs < <("$repo/test/kernel/scratch-tree.sh" "$work")
src=${dirs[0]:-} tree=${dirs[1]:-}
[ -n "$tree" ] || { echo "test/kernel/scratch-tree.sh failed" >&2; exit 1; }

(cd "$tree" && "$cfix" -j 2 -q --sp-file "$plant" -p "$work/out" --in-place "${folders[@]}") >/dev/null 2>&1 || true
(cd "$tree" && for f in "${folders[@]}"; do diff -ru "$src/$f" "$f" || true; done) >"$work/planted.diff"
# The planted lines: "file:line" of each `+` line of the planting diff.
planted_lines() {
	awk '/^\+\+\+ /{ f = $2; sub(/^[^\/]*\/linux\//, "", f); next }
	     /^@@/{ split($3, a, ","); n = substr(a[1], 2) + 0; next }
	     /^\+/{ print f ":" n; n++; next }
	     /^ /{ n++ }' "$1" | sort -u
}
# The changed lines of a tool's diff: "file:line" of each `-` line, in
# the planted (old) file.
changed_lines() {
	awk '/^--- /{ f = $2; sub(/^(a\/|\.\/)/, "", f); sub(/^.*\/linux\//, "", f); next }
	     /^\+\+\+ /{ next }
	     /^@@/{ split($2, a, ","); n = substr(a[1], 2) + 0; next }
	     /^-/{ print f ":" n; n++; next }
	     /^ /{ n++ }' "$1" | sort -u
}
# Planted lines are numbered in the new (planted) file: the `+` side.
planted_lines "$work/planted.diff" >"$work/planted.lines"
nplanted=$(wc -l <"$work/planted.lines")
nfiles=$(grep -c '^+++ ' "$work/planted.diff" || true)

cd "$work"
find "${folders[@]/#/$tree/}" -name '*.c' -type f | sort >"$work/files"
total=$(wc -l <"$work/files")
xargs -a "$work/files" -d '\n' cat >/dev/null

bench_tmp=$work
# shellcheck source=bench/lib.sh
. "$repo/bench/lib.sh"
measure() { bench_measure "$@"; }

read -r cw cc cr <<<"$(measure cfix "$tree" "$cfix" -j 2 --stats --diff --sp-file "$seed" -p "$work/out" "${folders[@]}")"
read -r ow oc or <<<"$(measure cfix-own "$tree" "$cfix" -j 2 --stats --diff --parser own --sp-file "$seed" "${folders[@]}")"
dirargs=()
for f in "${folders[@]}"; do dirargs+=(--dir "$tree/$f"); done
mkdir -p "$work/spatch-cwd"
read -r sw sc sr <<<"$(measure spatch "$work/spatch-cwd" spatch --very-quiet -j 2 --sp-file "$seed" \
	--patch "$tree" "${dirargs[@]}" -I "$tree/include" -I "$tree/arch/x86/include" \
	-I "$work/out/include" -I "$work/out/arch/x86/include/generated" \
	--include "$tree/include/linux/kconfig.h")"

changed_lines "$work/cfix.out" >"$work/cfix.lines"
changed_lines "$work/cfix-own.out" >"$work/cfix-own.lines"
own_same=no
cmp -s "$work/cfix.out" "$work/cfix-own.out" && own_same=yes
own_summary=$(grep -E '^cfix: [0-9]+ files? scanned' "$work/cfix-own.err" || true)
own_parsed=$(sed -E 's/.* ([0-9]+) parsed.*/\1/' <<<"$own_summary")
changed_lines "$work/spatch.out" >"$work/spatch.lines"
summary=$(grep -E '^cfix: [0-9]+ files? scanned' "$work/cfix.err" || true)
parsed=$(sed -E 's/.* ([0-9]+) parsed.*/\1/' <<<"$summary")
verdict() {
	local miss extra
	miss=$(comm -23 "$work/planted.lines" "$1" | wc -l)
	extra=$(comm -13 "$work/planted.lines" "$1" | wc -l)
	echo "$(wc -l <"$1") lines ($miss planted lines missed, $extra other lines)"
}
# cfix's diff applied to the planted tree gives back the pristine files?
back=no
if (cd "$tree" && patch -s -p1 --dry-run <"$work/cfix.out" >/dev/null 2>&1); then
	(cd "$tree" && patch -s -p1 <"$work/cfix.out" >/dev/null 2>&1)
	back=yes
	for f in "${folders[@]}"; do
		diff -rq "$src/$f" "$tree/$f" >"$work/left" 2>&1 || { back="no ($(wc -l <"$work/left") files differ)"; break; }
	done
fi
cat <<EOT
Seed rule over ${folders[*]} ($total files) with the bug planted by cfix
at $nplanted lines in $nfiles files, $(date -u +%Y-%m-%d), $(nproc) cores, page cache warm:

| tool | wall s | CPU s | peak RSS MB (one process) | files parsed | changed |
| --- | --- | --- | --- | --- | --- |
| cfix -j 2, prefilter | $cw | $cc | $((cr / 1024)) | $parsed | $(verdict "$work/cfix.lines") |
| cfix -j 2, prefilter, --parser own | $ow | $oc | $((or / 1024)) | $own_parsed | $(verdict "$work/cfix-own.lines") |
| spatch 1.1.1 -j 2 | $sw | $sc | $((sr / 1024)) | all | $(verdict "$work/spatch.lines") |
| ratio spatch / cfix | $(bench_ratio "$sw" "$cw") | $(bench_ratio "$sc" "$cc") | | | |
| ratio spatch / cfix --parser own | $(bench_ratio "$sw" "$ow") | $(bench_ratio "$sc" "$oc") | | | |

cfix's diff applied to the planted folders gives back the pristine files: $back.
cfix --parser own printed the same diff as cfix with clang: $own_same.
cfix's summary: ${summary#cfix: }
EOT
