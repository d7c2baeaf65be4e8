#!/usr/bin/env bash
# Benchmark (not a test), issue 4: what matching `...` along control flow
# costs.  cfix builds no separate flow graph: a statement `...` walks the
# function's own node tree from where the pattern's first statement
# matched, and only in files the prefilter keeps, only in functions where
# that first statement matched.  This script shows the cost against the
# same work without `...`, over one kernel folder, with cfix's own parser
# (so that parsing, the same in every run, does not hide the matcher) and
# one worker:
#   parse    a rule that matches nothing, --no-prefilter: parse + walk
#   plain    `* kfree(E);`                        (no dots)
#   dots     `kfree(E); ... when != E = ... * E->f` (dots from each kfree)
#   builtin  the built-in rules with `...`: kfree_twice, use_after_kfree,
#            spinlock_sleep
# each with the prefilter and with --no-prefilter (every file parsed and
# matched), and spatch -j 2 on the dots rule for scale.
#
# usage: bench/dots-cost.sh [CFIX [FOLDER]]   (FOLDER default fs)
# Writes a Markdown table to stdout; docs/benchmarks.md records a run.
set -euo pipefail
export LC_ALL=C

repo=$(cd "$(dirname "$0")/.." && pwd)
cfix=$(realpath "${1:-$repo/build/cfix}")
folder=${2:-fs}
mapfile -t dirs < <("$repo/test/kernel/setup.sh")
src=${dirs[0]}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
bench_tmp=$work
# shellcheck source=bench/lib.sh
. "$repo/bench/lib.sh"

cat >"$work/parse.cocci" <<'EOF'
@parse@
expression E;
@@
* cfix_bench_no_such_function(E);
EOF
cat >"$work/plain.cocci" <<'EOF'
@plain@
expression E;
@@
* kfree(E);
EOF
cat >"$work/dots.cocci" <<'EOF'
@dots@
expression E;
identifier f;
@@
  kfree(E);
  ... when != E = ...
* E->f
EOF

total=$(find "$src/$folder" -name '*.c' -type f | wc -l)
xargs -a <(find "$src/$folder" -name '*.c' -type f) -d '\n' cat >/dev/null

# row NAME LABEL CMD...: one table row
row() {
	local name=$1 label=$2 wall cpu rss parsed found
	shift 2
	read -r wall cpu rss < <(bench_measure "$name" "$work" "$@")
	parsed=$(grep -oE '[0-9]+ parsed' "$work/$name.err" | grep -oE '[0-9]+' || echo all)
	found=$(bench_findings "$name")
	# spatch prints a context diff: a `*` line is a `-` line
	[ "$1" != spatch ] || found=$(grep -cE '^-([^-]|$)' "$work/$name.out" || true)
	echo "| $label | $wall | $cpu | $((rss / 1024)) | $parsed | $found |"
}

own=("$cfix" --parser own -j 1 --stats)
echo "\`...\` over $folder ($total files), $(date +%F), load average $(cut -d' ' -f1-3 /proc/loadavg):"
echo
echo "| run | wall s | CPU s | peak RSS MB | files parsed | findings |"
echo "| --- | --- | --- | --- | --- | --- |"
row parse "parse only (no match possible), every file" "${own[@]}" --no-prefilter --sp-file "$work/parse.cocci" "$src/$folder"
for r in plain dots; do
	row "$r" "$r, prefilter" "${own[@]}" --sp-file "$work/$r.cocci" "$src/$folder"
	row "$r-all" "$r, every file" "${own[@]}" --no-prefilter --sp-file "$work/$r.cocci" "$src/$folder"
done
builtin=(--rules '-*,kfree_twice,use_after_kfree,spinlock_sleep')
row builtin "built-in dots rules, prefilter" "${own[@]}" "${builtin[@]}" "$src/$folder"
row builtin-all "built-in dots rules, every file" "${own[@]}" "${builtin[@]}" --no-prefilter "$src/$folder"
if command -v spatch >/dev/null && [ -z "${SKIP_SPATCH:-}" ]; then
	row spatch "spatch -j 2, dots rule" spatch --very-quiet --no-includes -j 2 \
		--sp-file "$work/dots.cocci" --dir "$src/$folder"
fi
