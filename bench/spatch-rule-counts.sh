#!/usr/bin/env bash
# Benchmark (not a test): spatch's findings for cfix's built-in rules
# over a Linux 6.1 tree, for docs/rules.md's per-rule counts (issue 6).
#
# usage: bench/spatch-rule-counts.sh [CFIX [RULE...]]
#   CFIX default build/cfix; RULE: names under matchers/rules/ (default:
#   the rules the whole-tree spatch runs of docs/rules.md lack).
#
# spatch reads every file of the tree for each rule (about 8 minutes a
# rule here even when it finds nothing), too long for a rule each.  So
# each rule runs over the files cfix's prefilter keeps for it (`cfix
# --prefilter-only`, which never drops a file cfix would match: checked
# by test/batch/prefilter-equivalence.sh), copied to a scratch folder
# with their paths (spatch writes temporary files beside its cwd; the
# tree stays untouched).  What spatch would find in the other files is
# not counted: its count is over the same candidates as cfix's.
#
# Per rule, one Markdown row: files given to spatch, spatch's hunks and
# its '-' lines (a '*' line of a report rule shows as a '-' line), wall
# and CPU seconds.
set -euo pipefail

repo=$(cd "$(dirname "$0")/.." && pwd)
cfix=$(realpath "${1:-$repo/build/cfix}")
shift || true
rules=("$@")
[ ${#rules[@]} -gt 0 ] || rules=(alloc_sizeof_ptr memset_sizeof_ptr kfree_twice
	use_after_kfree spinlock_sleep cond_no_effect)
tree=${CFIX_KERNEL_DIR:-/var/tmp/cfix-kernel}/linux-source-6.1
command -v spatch >/dev/null || { echo "no spatch (apt-get install coccinelle)" >&2; exit 77; }
[ -d "$tree" ] || { echo "no tree at $tree (test/kernel/setup.sh)" >&2; exit 77; }
bench_tmp=$(mktemp -d /var/tmp/cfix-spatch-counts.XXXXXX)
trap 'rm -rf "$bench_tmp"' EXIT
. "$repo/bench/lib.sh"

echo "| rule | files (cfix's prefilter) | spatch hunks | spatch '-' lines | wall s | CPU s |"
echo "| --- | --- | --- | --- | --- | --- |"
for rule in "${rules[@]}"; do
	sp=$repo/matchers/rules/$rule.cocci
	files=$bench_tmp/$rule
	rm -rf "$files" && mkdir -p "$files"
	(cd "$tree" && "$cfix" --prefilter-only --sp-file "$sp" . |
		sed 's|^\./||' | xargs -r cp --parents -t "$files")
	n=$(find "$files" -name '*.c' | wc -l)
	read -r wall cpu _ < <(bench_measure "$rule" "$bench_tmp" \
		spatch --very-quiet -j 2 --sp-file "$sp" --dir "$files")
	hunks=$(grep -c '^@@ ' "$bench_tmp/$rule.out" || true)
	minus=$(grep -c '^-[^-]' "$bench_tmp/$rule.out" || true)
	echo "| $rule | $n | $hunks | $minus | $wall | $cpu |"
	# keep the diff for reading
	[ -z "${CFIX_BENCH_KEEP:-}" ] || cp "$bench_tmp/$rule.out" "$CFIX_BENCH_KEEP/spatch-$rule.diff"
	rm -rf "$files"
done
