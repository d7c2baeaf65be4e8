#!/usr/bin/env bash
# Benchmark (not a test): the prefilter alone (`--prefilter-only`,
# nothing parsed) of two cfix binaries over one folder, alternating, and
# which files each keeps.
#
#   bench/prefilter-ab.sh CFIX_A CFIX_B FOLDER [ROUNDS [CFIX ARGS...]]
#
# ROUNDS (default 3) runs of each, A then B, in one sitting; CFIX ARGS
# pick the rules (default: the rules the folder's kind runs, e.g.
# `--rules '*'` for every built-in rule).  Prints each run's wall and
# CPU seconds, the median of each, the ratio B / A (CPU and wall), and
# the files kept by one binary only (a bounded budget that gives up on
# a file keeps it: such a file shows as kept by B only).
set -uo pipefail
export LC_ALL=C CFIX_NO_CACHE=1
here=$(cd "$(dirname "$0")" && pwd)
a=$(realpath "${1:?usage: prefilter-ab.sh CFIX_A CFIX_B FOLDER [ROUNDS [ARGS...]]}")
b=$(realpath "${2:?usage}")
folder=$(realpath "${3:?usage}")
rounds=${4:-3}
shift 4 2>/dev/null || shift $#
bench_tmp=$(mktemp -d "${TMPDIR:-/tmp}/cfix-prefilter-ab.XXXXXX")
trap 'rm -rf "$bench_tmp"' EXIT
. "$here/lib.sh"

declare -A cpu wall
for ((i = 1; i <= rounds; i++)); do
	for which in a b; do
		bin=$a; [ "$which" = b ] && bin=$b
		read -r w c _ < <(bench_measure "$which$i" "$folder" "$bin" \
			--prefilter-only "$@" .)
		echo "$which run $i: wall $w s, CPU $c s, kept $(grep -c . "$bench_tmp/$which$i.out")"
		wall[$which]+="$w "; cpu[$which]+="$c "
	done
done
median() { tr ' ' '\n' | grep . | sort -n | awk '{v[NR]=$1} END {print v[int((NR+1)/2)]}'; }
for which in a b; do
	mc=$(echo "${cpu[$which]}" | median); mw=$(echo "${wall[$which]}" | median)
	eval "m_cpu_$which=$mc m_wall_$which=$mw"
	echo "$which median: wall $mw s, CPU $mc s"
done
echo "ratio B / A: CPU $(bench_ratio "$m_cpu_b" "$m_cpu_a"), wall $(bench_ratio "$m_wall_b" "$m_wall_a")"
sort "$bench_tmp/a1.out" >"$bench_tmp/a.kept"
sort "$bench_tmp/b1.out" >"$bench_tmp/b.kept"
echo "kept by A only: $(comm -23 "$bench_tmp/a.kept" "$bench_tmp/b.kept" | grep -c .)"
comm -23 "$bench_tmp/a.kept" "$bench_tmp/b.kept" | sed 's/^/    /'
echo "kept by B only: $(comm -13 "$bench_tmp/a.kept" "$bench_tmp/b.kept" | grep -c .)"
comm -13 "$bench_tmp/a.kept" "$bench_tmp/b.kept" | sed 's/^/    /'
