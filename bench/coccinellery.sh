#!/usr/bin/env bash
# Survey (not a test, not in CI): cfix on the coccinellery collection,
# Julia Lawall's semantic patches for Linux, which nothing in this
# project was tuned on (issue 20; docs/conformance.md, "coccinellery").
#
# usage: bench/coccinellery.sh CFIX [parse|folder|all]
#
# The collection is the bare git dir $CELLERY_REPO (default
# /work/.mirror/coccinelle+coccinellery/repo), exported to $CELLERY_DIR
# (default /var/tmp/cellery) when that folder does not exist.  Results go
# to $CELLERY_OUT (default /var/tmp/cellery-bench): spatch's are kept
# there and reused (spatch 1.1.1 does not change), cfix's are redone.
#
# The split, fixed before any result was looked at: a rule file (its
# path in the collection, e.g. devmir/devmir.cocci) is HELD OUT when the
# first byte of SHA-256("cfix-cellery:" + path) is a multiple of 4 (about
# a quarter); the rest is the WORKING part.  Only the working part's
# failures are listed by name; the held-out part is counted only.
#
# A rule declaring virtual rules runs in a mode: -D the first of patch,
# context, report, org it declares (none of them: no -D), as make
# coccicheck would pass.
#
# parse: for each rule file, whether spatch parses it (`spatch
# --parse-cocci R` with the mode's -D, status 0; or spatch's "No rules
# apply", a rule whose every rule depends on what is not defined, which
# parsed) and, among those, whether cfix accepts it
# (`cfix --no-config --sp-file R EMPTY.c` on an empty .c file: the rule
# set is loaded, checked and compiled and its initialize rules and
# script checks run, which --dump-rule skips; status 0 and no error
# line).  Prints per part: spatch parses / cfix parses among those, and
# cfix's refusals by kind (the message with quoted text replaced by
# '_'); then the working part's rules spatch refuses and cfix accepts,
# and its refusals with cfix's first error line.
#
# folder: for rules both parse, spatch and cfix (spatch mode, the same
# command line) run in patch mode over one kernel folder of
# $CFIX_KERNEL_DIR/linux-source-6.1 (default /var/tmp/cfix-kernel), each
# capped at 30 s; the diffs (each file's hunks, files sorted) are
# compared: same (both found the same changes), empty (both nothing),
# differs, spatch-no / cfix-no (an error or the 30 s cap).  The folder,
# fixed before any result: among the folders under drivers/ holding
# directly 20 to 40 .c files, the one with the smallest
# SHA-256("cfix-cellery-folder:" + its path relative to the tree).  Both
# run in a scratch folder (spatch leaves temporary files in its cwd)
# holding a link to the configured build's compile_commands.json (cfix's
# clang reads it for typed rules, docs/coccicheck.md).
set -uo pipefail

cfix=$(realpath "${1:?usage: coccinellery.sh CFIX [parse|folder|all]}")
what=${2:-all}
repo=${CELLERY_REPO:-/work/.mirror/coccinelle+coccinellery/repo}
src=${CELLERY_DIR:-/var/tmp/cellery}
out=${CELLERY_OUT:-/var/tmp/cellery-bench}
tree=${CFIX_KERNEL_DIR:-/var/tmp/cfix-kernel}/linux-source-6.1
build=${CFIX_KERNEL_DIR:-/var/tmp/cfix-kernel}/out
command -v spatch >/dev/null || { echo "no spatch" >&2; exit 77; }
if [ ! -d "$src" ]; then
	mkdir -p "$src" && git -C "$repo" archive HEAD | tar -x -C "$src" ||
		{ echo "cannot export $repo" >&2; exit 77; }
fi
mkdir -p "$out/spatch" "$out/cfix"
: >"$out/empty.c"

# held_out PATH: status 0 when PATH is in the held-out part.
held_out() {
	local h
	h=$(printf 'cfix-cellery:%s' "$1" | sha256sum | cut -c1-2)
	[ $((16#$h % 4)) -eq 0 ]
}

# part PATH: "working" or "held-out".
part() { if held_out "$1"; then echo held-out; else echo working; fi; }

rules=$(cd "$src" && find . -name '*.cocci' | sed 's|^\./||' | LC_ALL=C sort)

# key PATH: a file name for PATH's results.
key() { echo "$1" | tr '/' '%'; }

# defines PATH: the -D option of the rule's mode, if any.
defines() {
	local m
	for m in patch context report org; do
		if grep -qE "^virtual([ ,]+[a-z_0-9]+)*[ ,]+$m([ ,]|\$)" "$src/$1"; then
			echo "-D $m"
			return
		fi
	done
}

# cfix's refusal kind from its first error line.
kind() {
	sed -e 's/^.*\(error\|warning\): //' -e "s/'[^']*'/'_'/g" \
		-e 's/"[^"]*"/"_"/g' -e 's/[0-9][0-9]*/N/g'
}

do_parse() {
	local r k s c
	: >"$out/parse.tsv"
	for r in $rules; do
		k=$(key "$r")
		if [ ! -f "$out/spatch/$k.parse" ]; then
			(cd "$out" && timeout 60 spatch --parse-cocci "$src/$r" \
				$(defines "$r") >"$out/spatch/$k.parse.out" 2>&1)
			s=$?
			grep -q '^No rules apply' "$out/spatch/$k.parse.out" && s=0
			echo $s >"$out/spatch/$k.parse"
		fi
		s=$(cat "$out/spatch/$k.parse")
		timeout 60 "$cfix" --no-config --sp-file "$src/$r" \
			"$out/empty.c" >/dev/null 2>"$out/cfix/$k.parse.err"
		c=$?
		if [ $c -eq 0 ] && grep -q 'error:' "$out/cfix/$k.parse.err"; then
			c=1
		fi
		printf '%s\t%s\t%s\t%s\n' "$(part "$r")" "$r" "$s" "$c" \
			>>"$out/parse.tsv"
	done
	for p in working held-out; do
		awk -F'\t' -v p=$p '$1 == p { n++; if ($3 == 0) { s++; if ($4 == 0) c++ } }
			END { printf "%s: %d rules, spatch parses %d, cfix accepts %d of those; spatch refuses %d, cfix accepts %d of those\n", p, n, s, c, n - s, a }
			$1 == p && $3 != 0 && $4 == 0 { a++ }' \
			"$out/parse.tsv"
		awk -F'\t' -v p=$p '$1 == p && $3 == 0 && $4 != 0 { print $2 }' \
			"$out/parse.tsv" | while read -r r; do
			grep -m1 -e 'error:' -e 'not supported' \
				"$out/cfix/$(key "$r").parse.err" | kind
		done | sort | uniq -c | sort -rn | sed 's/^/  /'
	done
	echo "working part, refused by spatch, accepted by cfix:"
	awk -F'\t' '$1 == "working" && $3 != 0 && $4 == 0 { print "  " $2 }' \
		"$out/parse.tsv"
	echo "working part, refused by cfix (spatch parses):"
	awk -F'\t' '$1 == "working" && $3 == 0 && $4 != 0 { print $2 }' \
		"$out/parse.tsv" | while read -r r; do
		echo "  $r: $(grep -m1 -e 'error:' -e 'not supported' \
			"$out/cfix/$(key "$r").parse.err" | sed "s|$src/||")"
	done
}

# The folder of the folder rule above, relative to the tree.
pick_folder() {
	(cd "$tree" && find drivers -type d) | while read -r d; do
		n=$(find "$tree/$d" -maxdepth 1 -name '*.c' | wc -l)
		[ "$n" -ge 20 ] && [ "$n" -le 40 ] &&
			printf '%s %s\n' "$(printf 'cfix-cellery-folder:%s' "$d" |
				sha256sum | cut -c1-64)" "$d"
	done | LC_ALL=C sort | head -n 1 | cut -d' ' -f2
}

# The diff of a patch-mode run, each file's diff kept whole, files sorted.
diffs() {
	sed -n '/^diff -u -p /,$p' "$1" |
		awk '/^diff -u -p /{ f = $0 } { printf "%s\t%08d\t%s\n", f, NR, $0 }' |
		sort -t "$(printf '\t')" -k1,1 -k2,2n | cut -f3- |
		grep -v -e '^--- ' -e '^+++ '
}

do_folder() {
	local folder work r k v
	folder=$(pick_folder)
	[ -n "$folder" ] || { echo "no folder picked" >&2; return 1; }
	echo "folder: $folder ($(find "$tree/$folder" -maxdepth 1 -name '*.c' | wc -l) .c files)"
	work=$out/run
	mkdir -p "$work"
	[ -f "$build/compile_commands.json" ] &&
		ln -sf "$build/compile_commands.json" "$work/compile_commands.json"
	: >"$out/folder.tsv"
	for r in $(awk -F'\t' '$3 == 0 && $4 == 0 { print $2 }' "$out/parse.tsv"); do
		k=$(key "$r")
		if [ ! -f "$out/spatch/$k.folder.rc" ]; then
			(cd "$work" && timeout 30 spatch --sp-file "$src/$r" \
				$(defines "$r") --dir "$tree/$folder" >"$out/spatch/$k.folder" \
				2>/dev/null)
			echo $? >"$out/spatch/$k.folder.rc"
		fi
		(cd "$work" && timeout 30 "$cfix" --sp-file "$src/$r" \
			$(defines "$r") --dir "$tree/$folder" >"$out/cfix/$k.folder" \
			2>"$out/cfix/$k.folder.err")
		echo $? >"$out/cfix/$k.folder.rc"
		diffs "$out/spatch/$k.folder" >"$out/spatch/$k.res"
		diffs "$out/cfix/$k.folder" >"$out/cfix/$k.res"
		if [ "$(cat "$out/spatch/$k.folder.rc")" != 0 ]; then
			v=spatch-no
		elif [ "$(cat "$out/cfix/$k.folder.rc")" != 0 ] ||
			grep -q 'skipped: cfix cannot run' "$out/cfix/$k.folder.err"; then
			v=cfix-no
		elif ! cmp -s "$out/spatch/$k.res" "$out/cfix/$k.res"; then
			v=differs
		elif [ -s "$out/spatch/$k.res" ]; then
			v=same
		else
			v=empty
		fi
		printf '%s\t%s\t%s\n' "$(part "$r")" "$r" "$v" >>"$out/folder.tsv"
	done
	for p in working held-out; do
		printf '%s:' $p
		for v in same empty differs cfix-no spatch-no; do
			printf ' %s %d,' $v "$(awk -F'\t' -v p=$p -v v=$v \
				'$1 == p && $3 == v' "$out/folder.tsv" | wc -l)"
		done
		echo
	done
	echo "working part, not the same:"
	awk -F'\t' '$1 == "working" && $3 != "same" && $3 != "empty" { print "  " $3 " " $2 }' \
		"$out/folder.tsv"
}

case $what in
parse) do_parse ;;
folder) do_folder ;;
all) do_parse && do_folder ;;
*) echo "usage: coccinellery.sh CFIX [parse|folder|all]" >&2; exit 2 ;;
esac
