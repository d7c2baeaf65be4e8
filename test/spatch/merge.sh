#!/usr/bin/env bash
# A finalize rule's "x << merge.y" (Coccinelle's parallel-merge inputs)
# in spatch's command line (tool/spatch.c): Python's coccinelle.y and
# OCaml's y as a list of one, the value of the one process that ran the
# files' scripts (a finalize rule keeps cfix to one worker, so -j 2
# changes nothing); the output is spatch 1.1.1's without -j (recorded
# from it: with -j 2 spatch lists two values, one per process, whose
# merge prints the same counts).  merge.y outside a finalize rule is an
# error at its place.
#
#   test/spatch/merge.sh CFIX
set -uo pipefail
cfix=$(realpath "${1:?usage: merge.sh CFIX}")
cd "$(dirname "$0")/merge" || exit 2
. ../../lib.sh

out=$("$cfix" --sp-file calls.cocci --very-quiet -j 2 --dir files)
check_output "Python merge inputs" calls.expected "$out"

out=$("$cfix" --sp-file calls_ml.cocci --very-quiet -j 2 --dir files)
check_output "OCaml merge inputs" calls_ml.expected "$out"

out=$("$cfix" --sp-file misplaced.cocci --very-quiet --dir files 2>&1)
status=$?
check_output "merge.y in a script rule: refused" misplaced.expected "$status $out"

summary
