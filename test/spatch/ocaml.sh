#!/usr/bin/env bash
# OCaml script rules in spatch's command line (tool/spatch.c): the
# kernel's two OCaml rules (linux 6.1's api/check_bq27xxx_data.cocci
# and null/badzero.cocci, verbatim) in report mode print what spatch
# 1.1.1 prints (recorded from it); initialize, script
# and finalize rules over a folder, on two workers, print what spatch
# prints, Coccilib.files () too; a script that never ends is stopped by
# --timeout (exit 2) and leaves no OCaml toplevel running.
#
#   test/spatch/ocaml.sh CFIX
set -uo pipefail
cfix=$(realpath "${1:?usage: ocaml.sh CFIX}")
cd "$(dirname "$0")/ocaml" || exit 2
. ../../lib.sh
has() { # name line actual
	if grep -qxF "$2" <<<"$3"; then
		pass "$1"
	else
		fail "$1: no line '$2'"
	fi
}

out=$("$cfix" --sp-file check_bq27xxx_data.cocci -D report --very-quiet bq27xxx.c)
check_output "bq27xxx report" bq27xxx.report "$out"

out=$("$cfix" --sp-file badzero.cocci -D report --very-quiet badzero.c)
while IFS= read -r line; do
	has "badzero report" "$line" "$out"
done < <(grep WARNING badzero.report)

out=$("$cfix" --sp-file counts.cocci --very-quiet -j 2 --dir counts)
check_output "initialize, script, finalize on 2 workers" counts.expected "$out"

# the finalize rule runs after the files are freed (ASan saw it read
# the last one's path)
out=$("$cfix" --sp-file files.cocci --very-quiet -j 2 --dir counts)
check_output "Coccilib.files () per file, [] in initialize and finalize" files.expected "$out"

# the hanging script runs in a folder of its own: no process may be
# left there after cfix ends
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp hang.cocci counts/a.c "$work"
# (the worker, waiting on the toplevel without CPU, is stopped by the
# wall-time backstop; the check is its exit status, not the wall time a
# loaded machine takes: timeout 600 only ends a run whose --timeout
# failed, with status 124)
(cd "$work" && timeout 600 "$cfix" --sp-file hang.cocci --very-quiet \
	--timeout 2 a.c >/dev/null 2>&1)
status=$?
sleep 0.5
left=$(for p in /proc/[0-9]*; do
	[ "$(readlink "$p/cwd" 2>/dev/null)" = "$work" ] && echo "${p#/proc/}"
done)
if [ "$status" = 2 ] && [ -z "$left" ]; then
	pass "a hanging script: exit 2, nothing left running"
else
	fail "a hanging script: exit $status, left running: ${left:-none}"
fi

summary
