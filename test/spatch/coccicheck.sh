#!/usr/bin/env bash
# Runs the kernel's own `make coccicheck` with spatch and with cfix as
# SPATCH, rule by rule, and compares what they find.
#
#   test/spatch/coccicheck.sh CFIX [FOLDER | LIST] [MODES]
#
# CFIX: the cfix binary; FOLDER: the kernel folder given as M= to every
# rule (default drivers/video/fbdev, docs/coccicheck.md); or LIST, a
# file (e.g. test/spatch/rule-folders) of lines "RULE MODE FOLDER"
# (RULE relative to scripts/coccinelle/; '#' starts a comment): each
# rule runs in that mode over its own folder, in the file's order.
# MODES: "report patch" by default (with a LIST, only its lines of those
# modes run).
# The tree is $CFIX_KERNEL_DIR/linux-source-6.1 (default /var/tmp/cfix-kernel,
# see docs/kernel.md); nothing in it is written.  make runs with O= a
# scratch folder in the log folder, so spatch and cfix run there, not in
# the tree (spatch leaves temporary folders in its cwd); its
# include/generated folders and compile_commands.json link to those of
# the configured build $CFIX_KERNEL_DIR/out: cfix's clang needs the
# generated headers and kbuild's flags (cfix's spatch mode reads the
# compile database of its cwd, docs/coccicheck.md).  M= is the
# folder's absolute path, so report lines name files by absolute path
# (patches are relative to the tree, through --patch).  CFIX_COCCI_RULES,
# an extended regular expression, picks the rules (e.g. 'misc/|tests/').
# Skipped (exit 0) when the tree or spatch is missing.
#
# Per rule and mode it prints one line:
#   same      both found the same (report: file:line:cols and message,
#             sorted; patch: the diff, its files sorted), with the count
#             of result lines
#   empty     both found nothing
#   differs   the results differ (the diff is kept in the log folder)
#   expected  they differ as test/spatch/expected-differences lists
#   cfix-no   cfix stopped with an error, or skipped the rule (a construct
#             not supported yet)
#   spatch-no spatch stopped with an error
# (with a LIST, the line ends with the folder; a patch-mode "differs" or
# "expected" line ends with "(white space only)" when the two patches,
# applied to copies of the files, give the same code but for blanks,
# tabs and newlines) and a summary, with the seconds each tool took.
# An entry of test/spatch/expected-differences is "RULE MODE" (any
# folder) or "RULE MODE FOLDER" (that folder only).  Exit status 1 when
# a rule differs without an entry in the expected list, else 0.
set -uo pipefail

cfix=$(realpath "${1:?usage: coccicheck.sh CFIX [FOLDER | LIST] [MODES]}")
folder=${2:-drivers/video/fbdev}
modes=${3:-report patch}
here=$(cd "$(dirname "$0")" && pwd)
tree=${CFIX_KERNEL_DIR:-/var/tmp/cfix-kernel}/linux-source-6.1
build=${CFIX_KERNEL_DIR:-/var/tmp/cfix-kernel}/out
expected=$here/expected-differences

if [ ! -d "$tree/scripts/coccinelle" ] || ! command -v spatch >/dev/null; then
	echo "coccicheck: skipped (no kernel tree at $tree, or no spatch)"
	exit 0
fi
# The runs, one line "RULE MODE FOLDER" each.
runs() {
	if [ -f "$folder" ]; then
		sed 's/#.*//' "$folder" | while read -r r m f; do
			[ -n "$f" ] || continue
			case " $modes " in *" $m "*) ;; *) continue ;; esac
			echo "$r $m $f"
		done | grep -E -- "${CFIX_COCCI_RULES:-.}"
	else
		(cd "$tree" && find scripts/coccinelle -name '*.cocci') | sort |
			sed 's|^scripts/coccinelle/||' |
			grep -E -- "${CFIX_COCCI_RULES:-.}" | while read -r r; do
			for m in $modes; do echo "$r $m $folder"; done
		done
	fi
}
log=$(mktemp -d /tmp/cfix-coccicheck.XXXXXX)
if [ -f "$folder" ]; then
	echo "coccicheck: $tree, folders from $folder, modes: $modes; log in $log"
else
	echo "coccicheck: $tree M=$folder, modes: $modes; log in $log"
fi
objdir=$log/out
for gen in include/generated arch/x86/include/generated; do
	mkdir -p "$objdir/$(dirname "$gen")"
	[ -d "$build/$gen" ] && ln -s "$build/$gen" "$objdir/$gen"
done
[ -f "$build/compile_commands.json" ] &&
	ln -s "$build/compile_commands.json" "$objdir/compile_commands.json"

# The results of one run: report lines, or the diff, from its output.
results() {
	if [ "$1" = report ]; then
		grep -E '^[^ ]+:[0-9]+:[0-9]+-[0-9]+: ' "$2" | sort
	else
		# spatch --jobs prints each file's diff as its worker ends it:
		# the diffs sorted by file, each kept whole
		sed -n '/^diff -u -p /,$p' "$2" | grep -v '^coccicheck failed' |
			awk '/^diff -u -p /{ f = $0 } { printf "%s\t%08d\t%s\n", f, NR, $0 }' |
			sort -t "$(printf '\t')" -k1,1 -k2,2n | cut -f3-
	fi
}

# Whether two patches (results) give the same files but for white space:
# each is applied to a copy of the files it names, and the copies are
# compared with every blank, tab and newline removed.
layout_only() { # spatch.res cfix.res
	local t f
	for t in spatch cfix; do
		rm -rf "$log/apply.$t" && mkdir -p "$log/apply.$t"
	done
	for f in $(cat "$1" "$2" | sed -n 's|^diff -u -p a/\([^ ]*\) .*|\1|p' | sort -u); do
		for t in spatch cfix; do
			mkdir -p "$log/apply.$t/$(dirname "$f")"
			cp "$tree/$f" "$log/apply.$t/$f" || return 1
		done
	done
	(cd "$log/apply.spatch" && patch -s -p1 <"$1" >/dev/null) || return 1
	(cd "$log/apply.cfix" && patch -s -p1 <"$2" >/dev/null) || return 1
	for f in $(cd "$log/apply.spatch" && find . -type f); do
		cmp -s <(tr -d ' \t\n' <"$log/apply.spatch/$f") \
			<(tr -d ' \t\n' <"$log/apply.cfix/$f") || return 1
	done
}

run() { # tool-binary mode rule out folder
	local err=$4.err
	rm -f "$err"
	(cd "$objdir" && timeout 1800 make -s -C "$tree" O="$objdir" \
		coccicheck MODE="$2" COCCI="$tree/$3" M="$tree/$5" \
		SPATCH="$1" DEBUG_FILE="$err" >"$4" 2>&1)
}

declare -A count
start=$SECONDS
tspatch=0
tcfix=0
while read -r name mode dir <&3; do
	rule=scripts/coccinelle/$name
	base=$log/$(echo "$name" | tr / _).$mode
	t0=$SECONDS
	run spatch "$mode" "$rule" "$base.spatch" "$dir"
	t1=$SECONDS
	run "$cfix" "$mode" "$rule" "$base.cfix" "$dir"
	t2=$SECONDS
	results "$mode" "$base.spatch" >"$base.spatch.res"
	results "$mode" "$base.cfix" >"$base.cfix.res"
	n=$(grep -c '' <"$base.spatch.res")
	if grep -q '^coccicheck failed' "$base.spatch"; then
		verdict=spatch-no
	elif grep -q -e '^coccicheck failed' -e '^cfix: warning: .*: skipped: cfix cannot run' "$base.cfix"; then
		verdict=cfix-no
	elif cmp -s "$base.spatch.res" "$base.cfix.res"; then
		[ "$n" -gt 0 ] && verdict=same || verdict=empty
	elif grep -qx -e "$name $mode" -e "$name $mode $dir" \
		"$expected" 2>/dev/null; then
		verdict=expected
	else
		verdict=differs
	fi
	note=
	if [ "$verdict" = differs ] || [ "$verdict" = expected ]; then
		diff -u "$base.spatch.res" "$base.cfix.res" >"$base.diff"
		[ "$mode" = patch ] &&
			layout_only "$base.spatch.res" "$base.cfix.res" &&
			note=' (white space only)'
	fi
	count[$verdict]=$((${count[$verdict]:-0} + 1))
	count[$mode $verdict]=$((${count[$mode $verdict]:-0} + 1))
	tspatch=$((tspatch + t1 - t0))
	tcfix=$((tcfix + t2 - t1))
	printf '%-9s %-6s %-45s spatch %3d lines %3ds, cfix %3d lines %3ds' \
		"$verdict" "$mode" "$name" "$n" $((t1 - t0)) \
		"$(grep -c '' <"$base.cfix.res")" $((t2 - t1))
	[ -f "$folder" ] && printf '  M=%s' "$dir"
	echo "$note"
done 3< <(runs)
for mode in $modes; do
	printf 'coccicheck %s:' "$mode"
	for v in same empty expected differs cfix-no spatch-no; do
		printf ' %s %d' "$v" "${count[$mode $v]:-0}"
	done
	echo
done
echo "coccicheck: time spatch ${tspatch} s, cfix ${tcfix} s"
echo "coccicheck: same ${count[same]:-0}, empty ${count[empty]:-0}," \
	"expected ${count[expected]:-0}, differs ${count[differs]:-0}," \
	"cfix-no ${count[cfix-no]:-0}, spatch-no ${count[spatch-no]:-0}" \
	"($((SECONDS - start)) s)"
[ "${count[differs]:-0}" -eq 0 ]
