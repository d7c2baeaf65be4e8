#!/usr/bin/env bash
# Benchmark (not a test), issue 19 "cheaper clang parses": what
# libclang's parse options cost over a fixed sample of kernel files, and
# two cfix builds over the same sample, in one run.
#
# usage: bench/parse-options.sh [CFIX [OTHER_CFIX]]
#   CFIX default build/cfix; OTHER_CFIX (say, a build of the commit
#   before a change) is run the same way when given.
# The sample: the first 30 .c files of drivers/platform/x86 and the first
# 30 of fs/ext4 in the Linux 6.1 tree of test/kernel/setup.sh, sorted
# by path; its compile database (a file it does not list borrows a
# neighbour's command, as cfix does).  Prints, per configuration of
# bench/parse-options.c, the CPU seconds of libclang's parses of the
# sample, then per cfix build its CPU seconds with the default rule set
# (-j 1, --no-prefilter: every file parsed) and its findings, and whether
# the two builds' findings are identical.  docs/benchmarks.md records a
# run.
set -euo pipefail
export LC_ALL=C

repo=$(cd "$(dirname "$0")/.." && pwd)
cfix=$(realpath "${1:-$repo/build/cfix}")
other=${2:+$(realpath "$2")}
mapfile -t dirs < <("$repo/test/kernel/setup.sh")
src=${dirs[0]} out=${dirs[1]}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
bench_tmp=$work
# shellcheck source=bench/lib.sh
. "$repo/bench/lib.sh"

{
	find "$src/drivers/platform/x86" -name '*.c' -type f | sort | head -n 30
	find "$src/fs/ext4" -name '*.c' -type f | sort | head -n 30
} >"$work/files"
xargs -a "$work/files" -d '\n' cat >/dev/null	# a warm page cache

cc -O2 -I/usr/lib/llvm-19/include -o "$work/parse-options" \
	"$repo/bench/parse-options.c" -L/usr/lib/llvm-19/lib -lclang \
	-Wl,-rpath,/usr/lib/llvm-19/lib
echo "## libclang alone, $(wc -l <"$work/files") files (CPU s, files with errors, configuration)"
"$work/parse-options" "$out" ${CONFIGS:-0 1 2 3 4 5 6} <"$work/files"

run_cfix() {
	local name=$1 bin=$2 wall cpu rss
	read -r wall cpu rss < <(bench_measure "$name" / xargs -a "$work/files" \
		-d '\n' "$bin" -j 1 --no-prefilter -p "$out")
	echo "| $name | $cpu | $wall | $rss | $(bench_findings "$name") |"
}

echo
echo "## cfix, default rule set, -j 1 --no-prefilter"
echo "| build | CPU s | wall s | peak RSS kB | findings |"
echo "| --- | --- | --- | --- | --- |"
run_cfix cfix "$cfix"
if [ -n "$other" ]; then
	run_cfix other "$other"
	if cmp -s "$work/cfix.out" "$work/other.out"; then
		echo "findings: identical"
	else
		echo "findings: DIFFER"
		diff "$work/other.out" "$work/cfix.out" | head -n 20
	fi
fi
