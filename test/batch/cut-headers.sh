#!/usr/bin/env bash
# A worker cuts the function bodies of headers it has parsed with clang
# once (matchers/cfront/clang_cut.c) and gives the later files of its
# run those cut copies; the findings must be the same as without
# (CFIX_CUT_HEADER_BODIES=0):
#
#   test/batch/cut-headers.sh CFIX
#
# h.h's inline function reads X, which a.c defines and b.c does not: when
# a.c comes first (-j 1), b.c parses against the cut copy and compiles;
# with the cut off, clang reads the body again and b.c does not compile.
# When b.c comes first, h.h holds an error of that parse and is never
# cut, so c.c (like b.c) does not compile either: a later file sees what
# the first saw.  The last line is "N passed, N failed, N skipped".
set -uo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/../lib.sh"
export LC_ALL=C

[ $# -eq 1 ] || { echo "usage: $0 CFIX" >&2; exit 2; }
cfix=$(realpath "$1")
scratch_dir cut-headers
cd "$scratch" || exit 2

cat >h.h <<'C'
#ifndef H_H
#define H_H
static inline int helper(int v)
{
	X y = v;
	return y + 1;
}
unsigned get(void);
#endif
C
printf '#define X int\n#include "h.h"\nint fa(void)\n{\n\tunsigned u = get();\n\tif (u < 0)\n\t\treturn helper(1);\n\treturn 0;\n}\n' >a.c
printf '#include "h.h"\nint fb(void)\n{\n\tunsigned w = get();\n\tif (w < 0)\n\t\treturn 1;\n\treturn 0;\n}\n' >b.c
cp b.c c.c

# run NAME CUT FILES...: stdout to NAME.out, stderr to NAME.err
run() {
	local name=$1 cut=$2
	shift 2
	CFIX_CUT_HEADER_BODIES=$cut XDG_CACHE_HOME=$scratch/cache-$name \
		"$cfix" --rules unsigned_lt_zero -j 1 -v "$@" \
		>"$name.out" 2>"$name.err"
}
# compiles NAME FILE: did FILE compile in run NAME?
compiles() { ! grep -q "'$2' does not compile" "$1.err"; }

run on 1 a.c b.c
run off 0 a.c b.c
if [ "$(grep -c 'unsigned_lt_zero' on.out)" -eq 2 ] && cmp -s on.out off.out; then
	pass "the same two findings with and without the cut"
else
	fail "findings differ or missing" "$(diff on.out off.out)"
fi
if compiles on b.c && ! compiles off b.c; then
	pass "b.c parsed against h.h's cut copy"
else
	fail "b.c: the cut did not apply, or the switch did not turn it off" \
		"$(grep "does not compile" on.err off.err)"
fi
run broken 1 b.c c.c
if ! compiles broken b.c && ! compiles broken c.c; then
	pass "a header holding an error of its first parse is never cut"
else
	fail "h.h was cut after an error in it" "$(grep "does not compile" broken.err)"
fi
summary
