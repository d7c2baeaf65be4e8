#!/usr/bin/env bash
# Shards and workers change nothing in the output:
#
#   test/batch/shards.sh CFIX
#
# Over a scratch tree made of the golden cases' inputs (and, when
# test/kernel/setup.sh's tree exists, drivers/platform/x86 of Linux 6.1),
# in report mode and in --diff mode:
#   - -j 1 and -j 3 print the same stdout and stderr;
#   - shards 1/3, 2/3 and 3/3, their stdout and stderr concatenated in
#     order, equal one run's, and the worst of their exit statuses is the
#     run's;
#   - with GNU parallel installed (Debian's `parallel`), the same three
#     shards through `parallel -k` (docs/kernel.md's recipe) equal one run.
# The last line is "N passed, N failed, N skipped"; exit status 1 when a
# check failed.
set -uo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/../lib.sh"
export LC_ALL=C

[ $# -eq 1 ] || { echo "usage: $0 CFIX" >&2; exit 2; }
cfix=$(realpath "$1")
repo=$(cd "$(dirname "$0")/../.." && pwd)
kernel=${CFIX_KERNEL_DIR:-/var/tmp/cfix-kernel}
scratch_dir shards
# cfix's parse cache, in the scratch folder: the runs compared read the
# same files (test/batch/parse-cache.sh checks that a cached parse gives
# what a fresh one gives).
unset CFIX_NO_CACHE
export XDG_CACHE_HOME=$scratch/xdg

same() {
	if cmp -s "$2" "$3"; then
		return 0
	fi
	fail "$1 (< one run, > the other):"
	diff "$2" "$3" | head -30 | sed 's/^/    /'
	return 1
}

# worst STATUS...: 2 beats 1 beats 0.
worst() {
	local w=0 s
	for s; do
		if [ "$s" -eq 2 ] || { [ "$s" -eq 1 ] && [ "$w" -eq 0 ]; }; then w=$s; fi
	done
	echo "$w"
}

# The golden cases' inputs, one folder per case (copies: --diff only).
tree=$scratch/tree
for case_dir in "$repo"/test/cases/*/; do
	name=$(basename "$case_dir")
	ls "$case_dir"*.c >/dev/null 2>&1 || continue
	mkdir -p "$tree/$name"
	cp "$case_dir"*.c "$tree/$name/"
done

# check LABEL DIR ARGS...: the checks above for cfix ARGS run in DIR.
check() {
	local label=$1 dir=$2 mode out st k statuses=()
	shift 2
	for mode in report diff; do
		local extra=()
		[ "$mode" = diff ] && extra=(--diff)
		out=$scratch/$mode
		(cd "$dir" && "$cfix" -j 1 "${extra[@]}" "$@" >"$out.1.out" 2>"$out.1.err")
		st=$?
		(cd "$dir" && "$cfix" -j 3 "${extra[@]}" "$@" >"$out.3.out" 2>"$out.3.err")
		if same "$label, $mode: -j 1 against -j 3, stdout" "$out.1.out" "$out.3.out" &&
			same "$label, $mode: -j 1 against -j 3, stderr" "$out.1.err" "$out.3.err"; then
			pass "$label, $mode: -j 1 and -j 3 print the same"
		fi
		: >"$out.s.out"
		: >"$out.s.err"
		statuses=()
		for k in 1 2 3; do
			(cd "$dir" && "$cfix" --shard "$k/3" "${extra[@]}" "$@" \
				>>"$out.s.out" 2>>"$out.s.err")
			statuses+=($?)
		done
		if same "$label, $mode: shards against one run, stdout" "$out.1.out" "$out.s.out" &&
			same "$label, $mode: shards against one run, stderr" "$out.1.err" "$out.s.err"; then
			if [ "$(worst "${statuses[@]}")" = "$st" ]; then
				pass "$label, $mode: 3 shards concatenated equal one run (status $st)"
			else
				fail "$label, $mode: shards exit ${statuses[*]}, one run $st"
			fi
		fi
		if command -v parallel >/dev/null; then
			(cd "$dir" && parallel -k -j 3 "$cfix" --shard {}/3 "${extra[@]}" "$@" \
				::: 1 2 3 >"$out.p.out" 2>/dev/null)
			same "$label, $mode: GNU parallel -k against one run" "$out.1.out" "$out.p.out" &&
				pass "$label, $mode: GNU parallel -k over 3 shards equals one run"
		else
			skip "$label, $mode: GNU parallel is not installed"
		fi
	done
}

check "golden inputs" "$tree" .

src=$kernel/linux-source-6.1
if [ -n "${CFIX_SKIP_KERNEL:-}" ] || [ ! -d "$src" ] || [ ! -d "$kernel/out" ]; then
	skip "kernel: no $src (test/kernel/setup.sh makes it) or CFIX_SKIP_KERNEL"
else
	cp -a "$kernel/out" "$scratch/out"
	python3 "$repo/tool/kernel-compdb.py" "$src" "$scratch/out" \
		drivers/platform/x86/ >/dev/null 2>&1
	check "drivers/platform/x86" "$src" -p "$scratch/out" \
		--sp-file "$repo/test/batch/rules/notand-reverse.cocci" \
		drivers/platform/x86
fi

summary
