#!/usr/bin/env bash
# Benchmark (not a test): every built-in rule of the default set (no
# --sp-file; the rules marked "default: off" stay off) over a Linux 6.1
# tree (Debian's linux-source-6.1) or a part of it, cfix -j 2 --stats
# with the compile database of a defconfig tree.  Issue 7: the run must
# not crash and each worker must stay within 400 MB.  Writes a Markdown
# table to stdout; docs/benchmarks.md records the latest one.
#
# usage: bench/all-rules-tree.sh [--files LIST] [CFIX [FOLDER...]]
#   CFIX default build/cfix; FOLDER (relative to the tree) default: the
#   whole tree.  CFIX_BENCH_OUT=DIR: a copy of the output folder that
#   already holds the whole tree's compile database (saves its 1.5 min).
#   --files LIST: the files of LIST instead (paths relative to the tree,
#   one a line), e.g. the 1-in-16 sample of bench/tree-sample.py
#   (issue 19: the whole tree's run measured on a sample).
#   CFIX_BENCH_ARGS: more options for cfix (e.g. "--rules unsigned_lt_zero").
#
# Memory: /usr/bin/time's peak RSS is that of the largest single process
# (the parent or one worker: the parent waits for its workers), so the
# workers are also sampled with ps every 2 s, and each one's peak is
# kept: the table gives the largest and the number of workers seen (a
# worker that crashed or timed out is replaced by a new one).
#
# cfix runs in a scratch folder with absolute paths into the tree, which
# stays untouched.  The finding lines (stdout) are kept in
# $CFIX_BENCH_KEEP (a folder) when set, for reading or comparing runs.
set -euo pipefail

repo=$(cd "$(dirname "$0")/.." && pwd)
list=
if [ "${1:-}" = --files ]; then
	list=$(realpath "$2")
	shift 2
fi
cfix=$(realpath "${1:-$repo/build/cfix}")
shift || true
folders=("$@")
[ ${#folders[@]} -gt 0 ] || folders=(.)
mapfile -t dirs < <("$repo/test/kernel/setup.sh")
src=${dirs[0]} out=${dirs[1]}
tmp=$(mktemp -d)
sampler=
cleanup() {
	[ -z "$sampler" ] || kill "$sampler" 2>/dev/null || true
	rm -rf "$tmp"
}
trap cleanup EXIT
# A private output folder: the whole tree's compile database (make -n,
# about 15 s) must not replace the one the kernel tests write.
# CFIX_BENCH_OUT: such a folder, prepared by an earlier run.
if [ -n "${CFIX_BENCH_OUT:-}" ]; then
	ln -s "$(realpath "$CFIX_BENCH_OUT")" "$tmp/out"
else
	cp -a "$out" "$tmp/out"
	python3 "$repo/tool/kernel-compdb.py" "$src" "$tmp/out" >/dev/null
fi
paths=()
if [ -n "$list" ]; then
	mapfile -t listed <"$list"
	for f in "${listed[@]}"; do paths+=("$src/$f"); done
	folders=("the files of $(basename "$list")")
	files=${#paths[@]}
else
	for f in "${folders[@]}"; do paths+=("$src/$f"); done
	files=$(find "${paths[@]}" -name '*.c' -type f | wc -l)
fi
read -ra extra <<<"${CFIX_BENCH_ARGS:-}"
mkdir "$tmp/work"
cd "$tmp/work"
# counted in the tree: the kind of project (kernel) picks the set
rules=$(cd "$src" && "$cfix" "${extra[@]}" --list-rules 2>/dev/null | awk 'NR > 1 && $4 == "on"' | wc -l)

/usr/bin/time -f '%e %U %S %M' -o "$tmp/time" \
	"$cfix" -j 2 --stats "${extra[@]}" -p "$tmp/out" "${paths[@]}" >"$tmp/out.txt" 2>"$tmp/err.txt" &
timer=$!
# ps sampling: "pid rss_kB" of every cfix under /usr/bin/time
(
	while kill -0 "$timer" 2>/dev/null; do
		for p in $(pgrep -P "$timer"); do
			echo "$p $(ps -o rss= -p "$p" 2>/dev/null || echo 0) parent"
			for w in $(pgrep -P "$p"); do
				echo "$w $(ps -o rss= -p "$w" 2>/dev/null || echo 0) worker"
			done
		done
		sleep 2
	done
) >"$tmp/rss" 2>/dev/null &
sampler=$!
status=0
wait "$timer" || status=$?
wait "$sampler" 2>/dev/null || true
sampler=

# (GNU time puts "Command exited with non-zero status N" first)
read -r wall user sys rss < <(tail -n 1 "$tmp/time")
cpu=$(echo "$user + $sys" | bc)
# each worker's peak, then the largest of them and how many there were
read -r workers wpeak < <(awk '$3 == "worker" && $2 + 0 > peak[$1] + 0 { peak[$1] = $2 }
	$3 == "worker" { seen[$1] = 1 }
	END { n = 0; m = 0; for (p in seen) { n++; if (peak[p] + 0 > m) m = peak[p] } print n, m }' "$tmp/rss")
ppeak=$(awk '$3 == "parent" && $2 + 0 > m { m = $2 + 0 } END { print m + 0 }' "$tmp/rss")
summary=$(grep -E '^cfix: [0-9]+ files? scanned' "$tmp/err.txt" || true)
num() { sed -nE "s/.*[ :(]([0-9]+) $1.*/\1/p" <<<"$summary"; }
parsed=$(num 'parsed') tolerant=$(num 'with parse errors') crashed=$(num 'crashed or timed out')
findings=$(num 'findings?;')
if [ -n "${CFIX_BENCH_KEEP:-}" ]; then
	mkdir -p "$CFIX_BENCH_KEEP"
	grep -E '\[[A-Za-z0-9_.:-]+\]$' "$tmp/out.txt" >"$CFIX_BENCH_KEEP/findings.txt" || true
	cp "$tmp/err.txt" "$CFIX_BENCH_KEEP/stderr.txt"
fi

cat <<EOT
Every built-in rule of the default set ($rules rules) over ${folders[*]} ($files files), $(date -u +%Y-%m-%d), $(nproc) cores, exit status $status:

| wall s | CPU s | files parsed | with parse errors | findings | crashed or timed out | peak RSS, largest process MB | peak RSS per worker MB (ps, every 2 s) | parent MB |
| --- | --- | --- | --- | --- | --- | --- | --- | --- |
| $wall | $cpu | $parsed | $tolerant | $findings | $crashed | $((rss / 1024)) | $((wpeak / 1024)) ($workers workers) | $((ppeak / 1024)) |

Findings per rule:

| rule | findings |
| --- | --- |
EOT
grep -oE '\[[A-Za-z0-9_.:-]+\]$' "$tmp/out.txt" | sort | uniq -c | sort -rn |
	awk '{ gsub(/[][]/, "", $2); printf "| %s | %s |\n", $2, $1 }'
echo
echo "cfix's summary: ${summary#cfix: }"
