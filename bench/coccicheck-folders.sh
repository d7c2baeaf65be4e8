#!/usr/bin/env bash
# Survey (not a test): for kernel rules, a small folder where spatch
# finds something, for test/spatch/rule-folders (docs/coccicheck.md).
#
# usage: bench/coccicheck-folders.sh [HINTS] [TRIES]
#   HINTS: lines "RULE<TAB>PCRE" (RULE relative to scripts/coccinelle/,
#   without .cocci; default bench/coccicheck-folders.hints); TRIES: files
#   tried per rule (default 12).
#
# linux 6.1 has been swept by these very rules, so a folder of a few
# hundred files mostly gives nothing.  Per rule: the .c files whose text
# matches the hint (grep -zP, over the whole file: a rough shape of what
# the rule looks for) are ordered by the size of their folder (the .c
# and .h files under it, as M= walks it), and spatch runs in report
# mode (with the rule's // Options:) over each one alone, a copy in a
# scratch folder (spatch writes temporary files beside its cwd; the tree
# stays untouched), until 3 files have results.  Prints per hit:
#   HIT FOLDER-SIZE FOLDER FILE RESULT-LINES
# A hint that finds no file, or files without results, says nothing
# about the rule: the hint may be too narrow.  One spatch at a time,
# each capped at 60 s.
set -uo pipefail

repo=$(cd "$(dirname "$0")/.." && pwd)
hints=${1:-$repo/bench/coccicheck-folders.hints}
tries=${2:-12}
tree=${CFIX_KERNEL_DIR:-/var/tmp/cfix-kernel}/linux-source-6.1
command -v spatch >/dev/null || { echo "no spatch (apt-get install coccinelle)" >&2; exit 77; }
[ -d "$tree" ] || { echo "no tree at $tree (test/kernel/setup.sh)" >&2; exit 77; }
tmp=$(mktemp -d /var/tmp/cfix-coccicheck-folders.XXXXXX)
trap 'rm -rf "$tmp"' EXIT

while IFS=$'\t' read -r rule re; do
	case $rule in '#'* | '') continue ;; esac
	cocci=$tree/scripts/coccinelle/$rule.cocci
	opt=$(sed -n 's|^// *Options:||p' "$cocci")
	(cd "$tree" && grep -rlzP --include='*.c' -- "$re" drivers sound fs \
		net lib kernel mm crypto block security virt 2>/dev/null) |
		while read -r f; do
			echo "$(find "$tree/$(dirname "$f")" -name '*.[ch]' | wc -l) $f"
		done | sort -n >"$tmp/cands"
	echo "$rule: $(grep -c '' <"$tmp/cands") candidate files"
	hits=0 tried=0
	while read -r n f && [ "$tried" -lt "$tries" ] && [ "$hits" -lt 3 ]; do
		tried=$((tried + 1))
		rm -rf "$tmp/src" && mkdir -p "$tmp/src/$(dirname "$f")"
		cp "$tree/$f" "$tmp/src/$f"
		# shellcheck disable=SC2086
		r=$(cd "$tmp" && timeout 60 spatch -D report --very-quiet $opt \
			--cocci-file "$cocci" "src/$f" 2>/dev/null |
			grep -cE '^[^ ]+:[0-9]+:[0-9]+-[0-9]+: ')
		[ "${r:-0}" -gt 0 ] && { echo "HIT $n $(dirname "$f") $f $r"; hits=$((hits + 1)); }
	done <"$tmp/cands"
	echo "$rule: $tried files tried, $hits with results"
done <"$hints"
