#!/usr/bin/env bash
# Benchmark (not a test): the seed rule (`!E & C`) over a whole Linux 6.1
# tree (Debian's linux-source-6.1, 32,005 .c files) or a part of it:
# `cat` of the files (the floor), cfix -j 2 with its prefilter and the
# compile database of a defconfig tree, and spatch 1.1.1 -j 2, one after
# the other in one run.  Writes a Markdown table to stdout;
# docs/benchmarks.md records the latest one.
#
# usage: bench/seed-whole-tree.sh [CFIX [FOLDER...]]
#   CFIX default build/cfix; FOLDER (relative to the tree) default: the
#   whole tree.  spatch over the whole tree takes about 16 minutes on 2
#   cores; SKIP_SPATCH=1 leaves it out.
#
# Every tool runs in a scratch folder (spatch leaves temporary folders in
# its working directory) with absolute paths into the tree, which stays
# untouched.
set -euo pipefail

repo=$(cd "$(dirname "$0")/.." && pwd)
cfix=$(realpath "${1:-$repo/build/cfix}")
shift || true
folders=("$@")
[ ${#folders[@]} -gt 0 ] || folders=(.)
command -v spatch >/dev/null || DEBIAN_FRONTEND=noninteractive apt-get install -y -qq coccinelle >&2
mapfile -t dirs < <("$repo/test/kernel/setup.sh")
src=${dirs[0]} out=${dirs[1]}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# A private output folder: the whole tree's compile database (make -n,
# about 15 s) must not replace the one the kernel tests write.
cp -a "$out" "$tmp/out"
python3 "$repo/tool/kernel-compdb.py" "$src" "$tmp/out" >/dev/null
rule=$repo/matchers/rules/notand.cocci
paths=()
for f in "${folders[@]}"; do paths+=("$src/$f"); done
mkdir "$tmp/work"
cd "$tmp/work"
find "${paths[@]}" -name '*.c' -type f | sort >"$tmp/files"
files=$(wc -l <"$tmp/files")
mb=$(xargs -a "$tmp/files" -d '\n' cat | wc -c)
mb=$((mb / 1024 / 1024))

bench_tmp=$tmp
# shellcheck source=bench/lib.sh
. "$repo/bench/lib.sh"
# measure NAME CMD...: NAME, wall, CPU, peak RSS, findings, CMD run here.
measure() {
	local name=$1
	shift
	echo "$name $(bench_measure "$name" . "$@") $(bench_findings "$name")"
}

# warm the page cache once, so every tool reads from memory
xargs -a "$tmp/files" -d '\n' cat >/dev/null
k=$(measure cat xargs -a "$tmp/files" -d '\n' cat)
c=$(measure cfix "$cfix" -j 2 --stats -q --sp-file "$rule" -p "$tmp/out" "${paths[@]}")
read -r _ kw kc _ _ <<<"$k"
read -r _ cw cc cr cf <<<"$c"
summary=$(grep -E '^cfix: [0-9]+ files? scanned' "$tmp/cfix.err" || true)
parsed=$(sed -E 's/.* ([0-9]+) parsed.*/\1/' <<<"$summary")
if [ -z "${SKIP_SPATCH:-}" ]; then
	dirargs=()
	for f in "${paths[@]}"; do dirargs+=(--dir "$f"); done
	s=$(measure spatch spatch --very-quiet --no-show-diff -j 2 --sp-file "$rule" "${dirargs[@]}" -I "$src/include" -I "$src/arch/x86/include" -I "$tmp/out/include" -I "$tmp/out/arch/x86/include/generated" --include "$src/include/linux/kconfig.h")
	read -r _ sw sc sr sf <<<"$s"
fi
cat <<EOT
Seed rule over ${folders[*]} ($files files, $mb MB), $(date -u +%Y-%m-%d), $(nproc) cores, page cache warm:

| tool | wall s | CPU s | peak RSS MB | files parsed | findings |
| --- | --- | --- | --- | --- | --- |
| \`cat\` of the files | $kw | $kc | | | |
| cfix -j 2, prefilter | $cw | $cc | $((cr / 1024)) | $parsed | $cf |
EOT
if [ -z "${SKIP_SPATCH:-}" ]; then
	cat <<EOT
| spatch 1.1.1 -j 2 | $sw | $sc | $((sr / 1024)) | all | $sf |
| ratio spatch / cfix | $(bench_ratio "$sw" "$cw") | $(bench_ratio "$sc" "$cc") | | | |
EOT
fi
echo "| ratio cfix / cat | $(bench_ratio "$cw" "$kw") | | | | |"
echo
echo "cfix's summary: ${summary#cfix: }"
