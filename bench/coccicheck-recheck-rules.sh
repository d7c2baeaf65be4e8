#!/usr/bin/env bash
# Some kernel rules rerun in report mode over the 18 folders of the
# report comparison with one cfix, against spatch's lines the
# comparison stored (issue 20; docs/coccicheck.md, "Session 23's
# merges, rechecked").  Not a test: minutes per rule.
#
#   bench/coccicheck-recheck-rules.sh CFIX OUTDIR RULE...
#
# RULE is a path under scripts/coccinelle without .cocci
# (misc/minmax).  Each rule runs in cfix's spatch mode with the
# arguments coccicheck gave it in the stored comparison (the first
# command line of that rule in CMP/cfix/drivers_*.out, its --dir
# replaced by each folder in turn, from CMP/cfix/obj as coccicheck ran
# it), nice -n 10; the report lines, tree paths made relative, sorted,
# go to OUTDIR/RULE.cfix (RULE's / as _), spatch's from CMP/all.spatch
# to OUTDIR/RULE.spatch (with a `(ran)` line per folder spatch did),
# and OUTDIR/summary gets per rule the lines only spatch gave, only
# cfix gave, and both.  CMP is /var/tmp/coccicheck/cmp21
# (bench/coccicheck-compare.sh's output; CFIX_CMP), the tree
# /var/tmp/coccicheck/linux (CFIX_KERNEL_SRC).
set -uo pipefail

usage="usage: coccicheck-recheck-rules.sh CFIX OUTDIR RULE..."
cfix=$(realpath "${1:?$usage}")
outdir=$(realpath -m "${2:?$usage}")
shift 2 || { echo "$usage" >&2; exit 2; }
tree=${CFIX_KERNEL_SRC:-/var/tmp/coccicheck/linux}
cmp=${CFIX_CMP:-/var/tmp/coccicheck/cmp21}
mkdir -p "$outdir"
cd "$cmp/cfix/obj" || exit 1

for rule in "$@"; do
	name=$(echo "$rule" | tr / _)
	cmd=$(grep -h -m1 -- "--cocci-file $tree/scripts/coccinelle/$rule.cocci " \
		"$cmp"/cfix/drivers_*.out | head -1)
	if [ -z "$cmd" ]; then
		echo "$rule: no stored command line" >>"$outdir/summary"
		continue
	fi
	# The command's words but the tool and its --dir.
	args=$(echo "$cmd" | sed -e 's/^[^ ]* //' -e 's/--dir [^ ]*//')
	awk '{print $1}' "$cmp/folders" | while read -r f; do
		# shellcheck disable=SC2086 # coccicheck's words, split as it did
		timeout 1800 nice -n 10 "$cfix" $args --dir "$tree/$f" 2>/dev/null |
			grep -E '^[^ ]+:[0-9]+:[0-9]+-[0-9]+: ' | sed "s|^$tree/||"
	done | sort >"$outdir/$name.cfix"
	grep -h "^$rule.cocci	" "$cmp/all.spatch" | cut -f2 | sort >"$outdir/$name.spatch"
	s=$(comm -23 "$outdir/$name.spatch" "$outdir/$name.cfix" | grep -vc '^(')
	c=$(comm -13 "$outdir/$name.spatch" "$outdir/$name.cfix" | wc -l)
	b=$(comm -12 "$outdir/$name.spatch" "$outdir/$name.cfix" | wc -l)
	echo "$rule: $s spatch-only, $c cfix-only, $b both" >>"$outdir/summary"
done
