#!/usr/bin/env bash
# The whole `make coccicheck MODE=report` (every rule, no COCCI=) run
# with SPATCH=spatch and SPATCH=cfix over some 3,000 kernel .c files,
# and every difference between the two reports, per rule (issue 20;
# docs/coccicheck.md, "The whole coccicheck against spatch").  Not a
# test: it takes hours.
#
#   bench/coccicheck-compare.sh CFIX OUTDIR [run|spatch|cfix|compare]
#
# The folders, a rule fixed before any result was seen: the top-level
# folders of drivers/, in alphabetical order, holding from 50 to 500
# .c files (counted with their subfolders), each taken whole, until
# they hold 3,000 .c files together (written to OUTDIR/folders).
# Smaller folders are a handful of files each; bigger ones (clk, gpu,
# media, net, ...) would take one tool hours alone.
#
# run (the default): both tools, at once, each over the folders in
# order (`make coccicheck MODE=report J=1 M=FOLDER`, nice -n 10), each
# folder's output kept in OUTDIR/TOOL/FOLDER.out; a folder already done
# is not run again, so an interrupted run goes on where it stopped.
# Then compare.  spatch, cfix: that tool alone (no compare).
# compare: over what both tools have done (each folder's rules both
# finished, also in a folder still running), splits each output per
# rule (coccicheck echoes each command before its output), keeps
# the report lines (FILE:LINE:COL-COL: message), paths relative to the
# tree, sorted, and prints per rule: same N, differs (the lines only
# one tool gave, "< " spatch's, "> " cfix's), or the rule's note (cfix
# skipped it, a tool failed); OUTDIR/summary gets the per-rule counts.
#
# The tree is $CFIX_KERNEL_SRC (default /var/tmp/coccicheck/linux, a
# `cp -al` copy of /var/tmp/cfix-kernel/linux-source-6.1; nothing in it
# is written); $CFIX_KERNEL_OUT (default /var/tmp/coccicheck/out) is a
# configured build with its whole-tree compile database
# (tool/kernel-compdb.py SRC OUT), linked into each tool's scratch O=
# folder so cfix parses with kbuild's flags.
set -uo pipefail
. "$(dirname "$0")/lib.sh"

cfix=$(realpath "${1:?usage: coccicheck-compare.sh CFIX OUTDIR [run|compare]}")
outdir=$(realpath -m "${2:?usage: coccicheck-compare.sh CFIX OUTDIR [run|compare]}")
what=${3:-run}
tree=${CFIX_KERNEL_SRC:-/var/tmp/coccicheck/linux}
build=${CFIX_KERNEL_OUT:-/var/tmp/coccicheck/out}
mkdir -p "$outdir"

# The folders, by the rule above.
pick_folders() {
	local d n total=0
	for d in $(cd "$tree/drivers" && ls -d -- */ | sort); do
		d=${d%/}
		n=$(find "$tree/drivers/$d" -name '*.c' -type f | wc -l)
		[ "$n" -ge 50 ] && [ "$n" -le 500 ] || continue
		echo "drivers/$d $n"
		total=$((total + n))
		[ "$total" -ge 3000 ] && break
	done
}

# A scratch O= folder for one tool, linking the build's generated
# headers and compile database.
objdir() { # tool
	coccicheck_objdir "$outdir/$1/obj" "$build"
}

run_tool() { # name binary
	local o f n t0
	o=$(objdir "$1")
	while read -r f n; do
		local out=$outdir/$1/$(echo "$f" | tr / _).out
		[ -f "$out" ] && continue
		t0=$SECONDS
		(cd "$o" && nice -n 10 make -s -C "$tree" O="$o" coccicheck \
			MODE=report J=1 M="$tree/$f" SPATCH="$2" >"$out.tmp" 2>&1)
		echo "$f $n files: status $?, $((SECONDS - t0)) s" >>"$outdir/$1/times"
		mv "$out.tmp" "$out"
	done <"$outdir/folders"
}

# One tool's output for one folder, as lines "RULE<TAB>LINE": each
# report line (tree paths made relative) and each note (a skipped rule,
# a failure) under the rule whose command coccicheck echoed before it.
# With "partial" (a run still going), the last rule, maybe unfinished,
# is left out.
per_rule() { # out-file [partial]
	awk -v tree="$tree/" -v partial="${2:-}" '
	/ --cocci-file / {
		for (i = 1; i <= NF; i++)
			if ($i == "--cocci-file") rule = $(i + 1)
		sub(".*/scripts/coccinelle/", "", rule)
		n++
		out[n] = rule "\t(ran)"; of[n] = rule
		next
	}
	rule == "" { next }
	/^[^ ]+:[0-9]+:[0-9]+-[0-9]+: / {
		line = $0
		if (index(line, tree) == 1) line = substr(line, length(tree) + 1)
		n++; out[n] = rule "\t" line; of[n] = rule
		next
	}
	/skipped: |^coccicheck failed/ { n++; out[n] = rule "\t(note) " $0; of[n] = rule }
	END {
		for (i = 1; i <= n; i++)
			if (partial == "" || of[i] != rule) print out[i]
	}' "$1" | sort -u
}

# A folder's output of one tool, whole or partial, as per_rule gives it.
folder_rules() { # tool base
	if [ -f "$outdir/$1/$2" ]; then
		per_rule "$outdir/$1/$2"
	elif [ -f "$outdir/$1/$2.tmp" ]; then
		per_rule "$outdir/$1/$2.tmp" partial
	fi
}

# Only the rules both tools have finished over a folder are compared.
compare() {
	local f n rule s c base t
	: >"$outdir/all.spatch"
	: >"$outdir/all.cfix"
	while read -r f n; do
		base=$(echo "$f" | tr / _).out
		for t in spatch cfix; do
			folder_rules $t "$base" >"$outdir/$t.folder"
		done
		comm -12 <(sed -n 's/\t(ran)$//p' "$outdir/spatch.folder" | sort -u) \
			<(sed -n 's/\t(ran)$//p' "$outdir/cfix.folder" | sort -u) \
			>"$outdir/both.folder"
		[ -s "$outdir/both.folder" ] || continue
		echo "folder $f ($n files): $(wc -l <"$outdir/both.folder") rules done by both"
		for t in spatch cfix; do
			awk -F '\t' 'NR == FNR { ok[$1] = 1; next } ok[$1]' \
				"$outdir/both.folder" "$outdir/$t.folder" >>"$outdir/all.$t"
		done
	done <"$outdir/folders"
	for rule in $(cut -f1 "$outdir/all.spatch" "$outdir/all.cfix" | sort -u); do
		s=$(grep -c "^$rule	[^(]" "$outdir/all.spatch")
		c=$(grep -c "^$rule	[^(]" "$outdir/all.cfix")
		grep "^$rule	(note)" "$outdir/all.cfix" | sort -u | sed "s|^$rule	(note) |$rule: cfix: |"
		grep "^$rule	(note)" "$outdir/all.spatch" | sort -u | sed "s|^$rule	(note) |$rule: spatch: |"
		if diff -q <(grep "^$rule	[^(]" "$outdir/all.spatch" | sort) \
			<(grep "^$rule	[^(]" "$outdir/all.cfix" | sort) >/dev/null; then
			echo "$rule: same $s"
		else
			echo "$rule: differs (spatch $s, cfix $c)"
			diff <(grep "^$rule	[^(]" "$outdir/all.spatch" | cut -f2 | sort) \
				<(grep "^$rule	[^(]" "$outdir/all.cfix" | cut -f2 | sort) |
				grep '^[<>]' | sed 's/^/    /'
		fi
	done | tee "$outdir/summary"
}

[ -f "$outdir/folders" ] || pick_folders >"$outdir/folders"
mkdir -p "$outdir/spatch" "$outdir/cfix"
coccicheck_step "$what" "$cfix"
compare
