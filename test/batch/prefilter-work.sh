#!/usr/bin/env bash
# The prefilter's work on a file is bounded (matchers/prefilter/search.c,
# STEP_BUDGET and FILE_BUDGET):
#
#   test/batch/prefilter-work.sh CFIX
#
# A function of thousands of blocks in a row, `{ a += b; b ^= a; }` (as
# git's sha1dc/sha1.c is after its macros), after an allocation: the
# built-in alloc_unchecked's chain takes the run of blocks for an
# operand, and each place in it asked again whether a directive line
# stands in the run by walking the whole run.  That took minutes per
# file (git's sha1.c: over 300 s; this one: the 120 s default time-out,
# so the file's findings were lost).  The check is not a timing: each
# run has --timeout 60 (the fixed prefilter takes under a second here)
# and what is checked is that cfix finished the file: no time-out, the
# finding the file holds reported, none where it holds none.
# The last line is "N passed, N failed, N skipped".
set -uo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/../lib.sh"
export LC_ALL=C CFIX_NO_CACHE=1

[ $# -eq 1 ] || { echo "usage: $0 CFIX" >&2; exit 2; }
cfix=$(realpath "$1")
scratch_dir pfwork

# blocks FILE UNCHECKED: the function, with an unchecked allocation used
# at its end when UNCHECKED is 1.
blocks() {
	{
		printf '#include <stdlib.h>\nstruct st { int v; };\n\n'
		printf 'int blocks(struct st *s, int a, int b)\n{\n'
		printf '\tint *p = NULL, *q;\n\tp = malloc(16);\n'
		printf '\tif (!p)\n\t\treturn -1;\n'
		for ((i = 0; i < 6000; i++)); do
			printf '\t{ a += b; b ^= a; }\n'
		done
		printf '\ts->v = a + *p;\n\tfree(p);\n'
		[ "$2" = 1 ] && printf '\tq = malloc(4);\n\t*q = b;\n\tfree(q);\n'
		printf '\treturn b;\n}\n'
	} >"$1"
}

# run LABEL UNCHECKED: cfix over the file, alloc_unchecked only.
run() {
	local dir=$scratch/$1 status
	mkdir -p "$dir"
	blocks "$dir/blocks.c" "$2"
	(cd "$dir" && "$cfix" --rules alloc_unchecked --timeout 60 -j1 blocks.c \
		>out 2>err)
	status=$?
	if grep -q "timed out" "$dir/err"; then
		fail "$1: the file timed out"; sed 's/^/    | /' "$dir/err"
	elif [ "$2" = 1 ] && [ "$status" -eq 1 ] &&
	     grep -q "^blocks.c:[0-9]*:[0-9]*: .*\[alloc_unchecked\]" "$dir/out"; then
		pass "$1: finished, the unchecked allocation reported"
	elif [ "$2" = 0 ] && [ "$status" -eq 0 ] && [ ! -s "$dir/out" ]; then
		pass "$1: finished, nothing reported"
	else
		fail "$1: status $status"; sed 's/^/    | /' "$dir/out" "$dir/err"
	fi
}

run checked 0
run unchecked 1

summary
