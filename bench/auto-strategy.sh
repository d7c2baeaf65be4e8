#!/usr/bin/env bash
# Benchmark (not a test), issue 19: the seed rule with default options
# and no compile database (the way a user first tries cfix) over copies
# of kernel folders with the bug planted at every site: cfix with its
# default options (the issue's bar), cfix --parser own-first, and spatch
# with its defaults, in one run.
#
#  1. copies the folders out of the kernel tree (read only) into a
#     scratch folder;
#  2. plants `!E & C` at every `!(E & C)` the planting rule
#     (test/kernel/notand-plant.cocci) finds, read by cfix's own parser
#     and then by clang, so that a site either front end sees is planted;
#  3. runs the seed rule (matchers/rules/notand.cocci) -j 2 --diff with
#     cfix (default options, then --parser own-first) and spatch -j 2 (its defaults, no include folder: it has
#     no compile database either), each printing a diff;
#  4. reports wall and CPU time, planted lines each found and other lines
#     changed, and the ratios.
#
# usage: bench/auto-strategy.sh [CFIX [FOLDER...]]
#   CFIX default build/cfix; FOLDER (relative to the kernel tree)
#   default: drivers/platform/x86 drivers/mmc/host.  The kernel tree is
#   $CFIX_KERNEL_SRC (default /var/tmp/cfix-kernel/linux-source-6.1);
#   the scratch folder is made in $CFIX_BENCH_DIR (default /var/tmp) and
#   removed at the end.  Writes a Markdown table to stdout.
set -euo pipefail
export LC_ALL=C

repo=$(cd "$(dirname "$0")/.." && pwd)
cfix=$(realpath "${1:-$repo/build/cfix}")
shift || true
folders=("$@")
[ ${#folders[@]} -gt 0 ] || folders=(drivers/platform/x86 drivers/mmc/host)
ksrc=${CFIX_KERNEL_SRC:-/var/tmp/cfix-kernel/linux-source-6.1}
seed=$repo/matchers/rules/notand.cocci
plant=$repo/test/kernel/notand-plant.cocci
command -v spatch >/dev/null || { echo "spatch is not installed" >&2; exit 1; }
work=$(mktemp -d "${CFIX_BENCH_DIR:-/var/tmp}/bench-auto.XXXXXX")
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/src" "$work/tree"
for f in "${folders[@]}"; do
	mkdir -p "$work/src/$(dirname "$f")"
	cp -r "$ksrc/$f" "$work/src/$f"
done
cp -r "$work/src/." "$work/tree"

cd "$work/tree"
for parser in own clang; do
	"$cfix" -j 2 -q --parser "$parser" --sp-file "$plant" --in-place \
		"${folders[@]}" >/dev/null 2>&1 || true
done
(cd "$work" && diff -ru src tree || true) >"$work/planted.diff"
# "file:line" of each `+` line of a diff (the planting diff's new side)
plus_lines() {
	awk '/^\+\+\+ /{ f = $2; sub(/^[^\/]*\//, "", f); next }
	     /^@@/{ split($3, a, ","); n = substr(a[1], 2) + 0; next }
	     /^\+/{ print f ":" n; n++; next }
	     /^ /{ n++ }' "$1" | sort -u
}
# "file:line" of each `-` line of a tool's diff, in the planted file
minus_lines() {
	awk '/^--- /{ f = $2; sub(/^(a\/|\.\/)/, "", f); next }
	     /^\+\+\+ /{ next }
	     /^@@/{ split($2, a, ","); n = substr(a[1], 2) + 0; next }
	     /^-/{ print f ":" n; n++; next }
	     /^ /{ n++ }' "$1" | sort -u
}
plus_lines "$work/planted.diff" >"$work/planted.lines"
nplanted=$(wc -l <"$work/planted.lines")
nfiles=$(grep -c '^+++ ' "$work/planted.diff" || true)
total=$(find "${folders[@]}" -name '*.c' -type f | wc -l)
find "${folders[@]}" -type f -exec cat {} + >/dev/null

bench_tmp=$work
# shellcheck source=bench/lib.sh
. "$repo/bench/lib.sh"
# a fresh cache folder each: the parse cache must not serve a run
export XDG_CACHE_HOME=$work/cache-default
read -r bw bc _ <<<"$(bench_measure default "$work/tree" "$cfix" -j 2 --diff --sp-file "$seed" "${folders[@]}")"
export XDG_CACHE_HOME=$work/cache-own-first
read -r aw ac _ <<<"$(bench_measure ownfirst "$work/tree" "$cfix" -j 2 --parser own-first --diff --sp-file "$seed" "${folders[@]}")"
dirargs=()
for f in "${folders[@]}"; do dirargs+=(--dir "$f"); done
read -r sw sc _ <<<"$(bench_measure spatch "$work/tree" spatch --very-quiet -j 2 --sp-file "$seed" --patch . "${dirargs[@]}")"
verdict() {
	minus_lines "$work/$1.out" >"$work/$1.lines"
	local miss extra
	miss=$(comm -23 "$work/planted.lines" "$work/$1.lines" | wc -l)
	extra=$(comm -13 "$work/planted.lines" "$work/$1.lines" | wc -l)
	echo "$((nplanted - miss)) of $nplanted | $extra"
}
cat <<EOT
Seed rule, default options, no compile database, over ${folders[*]}
($total files) with the bug planted at $nplanted lines in $nfiles files,
$(date -u +%Y-%m-%d), $(nproc) cores, page cache warm:

| tool | wall s | CPU s | planted lines fixed | other lines changed |
| --- | --- | --- | --- | --- |
| cfix -j 2 (default options) | $bw | $bc | $(verdict default) |
| cfix --parser own-first -j 2 | $aw | $ac | $(verdict ownfirst) |
| spatch 1.1.1 -j 2 | $sw | $sc | $(verdict spatch) |
| ratio spatch / cfix | $(bench_ratio "$sw" "$bw") | $(bench_ratio "$sc" "$bc") | | |
| ratio spatch / cfix --parser own-first | $(bench_ratio "$sw" "$aw") | $(bench_ratio "$sc" "$ac") | | |
EOT
