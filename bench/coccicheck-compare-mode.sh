#!/usr/bin/env bash
# `make coccicheck MODE=patch` (or context) run with SPATCH=spatch and
# SPATCH=cfix over three kernel folders, and every difference between
# the two outputs, per rule (issue 20; docs/coccicheck.md, "Patch and
# context modes against spatch").  Not a test: it takes an hour.
#
#   bench/coccicheck-compare-mode.sh CFIX OUTDIR MODE [run|spatch|cfix|compare] [FOLDER...]
#
# The folders, a rule fixed before any run: the three smallest by .c
# count of the 18 folders of the report comparison
# (bench/coccicheck-compare.sh): drivers/edac (62), drivers/block (73),
# drivers/base (78).  FOLDER... picks among them (default: all three).
#
# spatch stops the whole `make coccicheck MODE=patch` at the first rule
# that declares no `virtual patch` ("virtual rule patch not
# supported", exit 255, and coccicheck stops), so each tool runs
# coccicheck once per rule that declares `virtual MODE` (COCCI=RULE,
# J=1, nice -n 10, a scratch O= folder linking the configured build's
# generated headers and compile database, as coccicheck-compare.sh),
# each output in OUTDIR/TOOL/FOLDER/RULE.out; a rule already done is
# not run again.  Patch mode prints diffs (no --in-place): nothing is
# written into the tree.
#
# compare: per rule and folder both tools finished, for patch mode the
# hunks (file path made relative to the tree, diff and ---/+++ headers
# and timestamps dropped, each hunk's @@ line and body kept as they
# are), for context mode the `-` lines (FILE:LINE: text, the line
# counted from the hunk header); prints per rule `same N` or `differs`
# with what only one tool gave ("< " spatch's, "> " cfix's), and the
# notes (cfix skipped the rule, a tool failed).  OUTDIR/summary gets it.
set -uo pipefail
. "$(dirname "$0")/lib.sh"

usage="usage: coccicheck-compare-mode.sh CFIX OUTDIR MODE [run|spatch|cfix|compare] [FOLDER...]"
cfix=$(realpath "${1:?$usage}")
outdir=$(realpath -m "${2:?$usage}")
mode=${3:?$usage}
what=${4:-run}
shift 4 2>/dev/null || shift $#
folders=${*:-drivers/edac drivers/block drivers/base}
tree=${CFIX_KERNEL_SRC:-/var/tmp/coccicheck/linux}
build=${CFIX_KERNEL_OUT:-/var/tmp/coccicheck/out}
mkdir -p "$outdir"

# The rules declaring the mode, in coccicheck's order.
rules() {
	find "$tree/scripts/coccinelle/" -name '*.cocci' -type f | sort |
		while read -r r; do
			grep -q "^virtual[ \t].*\\b$mode\\b" "$r" && echo "$r"
		done
}

objdir() { # tool
	coccicheck_objdir "$outdir/$1/obj" "$build"
}

rule_name() { # path
	local r=${1#"$tree/scripts/coccinelle/"}
	echo "${r%.cocci}" | tr / _
}

run_tool() { # name binary
	local o f r out t0
	o=$(objdir "$1")
	for f in $folders; do
		mkdir -p "$outdir/$1/$(echo "$f" | tr / _)"
		for r in $(rules); do
			out=$outdir/$1/$(echo "$f" | tr / _)/$(rule_name "$r").out
			[ -f "$out" ] && continue
			t0=$SECONDS
			(cd "$o" && nice -n 10 make -s -C "$tree" O="$o" coccicheck \
				MODE="$mode" COCCI="$r" J=1 M="$tree/$f" SPATCH="$2" \
				>"$out.tmp" 2>&1)
			echo "$f $(rule_name "$r"): status $?, $((SECONDS - t0)) s" >>"$outdir/$1/times"
			mv "$out.tmp" "$out"
		done
	done
}

# One output as records, one a line: for patch mode each hunk
# "FILE<TAB>@@ ...@@<SOH>line<SOH>line...", for context mode each `-`
# line "FILE:LINE: text"; notes "(note) ...".
records() { # out-file
	awk -v tree="$tree/" -v mode="$mode" '
	function flush() { if (h != "") print file "\t" h; h = "" }
	function rel(p) {
		sub(/\t.*/, "", p)
		if (index(p, tree) == 1) p = substr(p, length(tree) + 1)
		sub(/^\/tmp\/nothing\//, "", p)
		if (index(p, tree) == 1) p = substr(p, length(tree) + 1)
		sub(/^[ab]\//, "", p)
		return p
	}
	/^diff -u -p / { flush(); inhunk = 0; next }
	/^--- / && !inhunk { flush(); file = rel(substr($0, 5)); next }
	/^\+\+\+ / && !inhunk { next }
	/^@@ / {
		flush(); inhunk = 1
		split($2, a, ","); line = -a[1]
		if (mode == "patch") h = $0
		next
	}
	inhunk && /^[-+ \\]/ {
		if (mode == "patch") { h = h "\001" $0; next }
		if (/^-/) { print file ":" line ": " substr($0, 2); line++ }
		else if (/^ /) line++
		next
	}
	{ flush(); inhunk = 0 }
	/skipped: |^coccicheck failed|rror/ { print "(note) " $0 }
	END { flush() }' "$1"
}

compare() {
	local f r name s c
	: >"$outdir/all.spatch"
	: >"$outdir/all.cfix"
	: >"$outdir/all.rules"
	for f in $folders; do
		for r in $(rules); do
			name=$(rule_name "$r")
			s=$outdir/spatch/$(echo "$f" | tr / _)/$name.out
			c=$outdir/cfix/$(echo "$f" | tr / _)/$name.out
			[ -f "$s" ] && [ -f "$c" ] || continue
			records "$s" | sed "s|^|$name\t|" >>"$outdir/all.spatch"
			records "$c" | sed "s|^|$name\t|" >>"$outdir/all.cfix"
			echo "$name" >>"$outdir/all.rules"
		done
	done
	for name in $(sort -u "$outdir/all.rules"); do
		grep "^$name	(note)" "$outdir/all.cfix" | sort -u | sed "s|^$name	(note) |$name: cfix: |"
		grep "^$name	(note)" "$outdir/all.spatch" | sort -u | sed "s|^$name	(note) |$name: spatch: |"
		grep "^$name	[^(]" "$outdir/all.spatch" | cut -f2- | sort >"$outdir/rule.spatch"
		grep "^$name	[^(]" "$outdir/all.cfix" | cut -f2- | sort >"$outdir/rule.cfix"
		s=$(wc -l <"$outdir/rule.spatch")
		c=$(wc -l <"$outdir/rule.cfix")
		if cmp -s "$outdir/rule.spatch" "$outdir/rule.cfix"; then
			echo "$name: same $s"
		else
			echo "$name: differs (spatch $s, cfix $c)"
			diff "$outdir/rule.spatch" "$outdir/rule.cfix" | grep '^[<>]' |
				sed 's/^/    /' | tr '\001' '\n' | sed '/^    [<>]/!s/^/      /'
		fi
	done | tee "$outdir/summary"
	rm -f "$outdir/all.rules" "$outdir/rule.spatch" "$outdir/rule.cfix"
}

mkdir -p "$outdir/spatch" "$outdir/cfix"
coccicheck_step "$what" "$cfix"
compare
