#!/usr/bin/env bash
# A worker that crashes or hangs on a file costs that file only:
#
#   test/batch/workers.sh CFIX
#
# Uses cfix's test hooks (tool/batch.c): CFIX_TEST_CRASH=TEXT makes a
# worker raise SIGSEGV, CFIX_TEST_HANG=TEXT makes it loop on the CPU
# forever, CFIX_TEST_BLOCK=TEXT makes it wait forever using none, on a
# file whose path contains TEXT.  Over the golden cases' inputs with -j 2:
# the crashed and the timed-out file each get one "error: ...; skipped"
# line, every other file's output is what a clean run prints, and the
# exit status is 2.  --timeout counts CPU time: a worker that waits
# without using the CPU for --timeout seconds (after the first) is
# stopped, and says so.  Then what a script rule prints comes out in file
# order with -j 2.  The last line is "N passed, N failed, N skipped".
set -uo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/../lib.sh"
export LC_ALL=C

[ $# -eq 1 ] || { echo "usage: $0 CFIX" >&2; exit 2; }
cfix=$(realpath "$1")
repo=$(cd "$(dirname "$0")/../.." && pwd)
scratch_dir workers

tree=$scratch/tree
for case_dir in "$repo"/test/cases/*/; do
	name=$(basename "$case_dir")
	ls "$case_dir"*.c >/dev/null 2>&1 || continue
	mkdir -p "$tree/$name"
	cp "$case_dir"*.c "$tree/$name/"
done
crash=two-on-one-line/input.c
hang=seed-one-line/input.c

cd "$tree" || exit 2
"$cfix" -j 2 . >"$scratch/clean.out" 2>"$scratch/clean.err"
start=$(date +%s)
CFIX_TEST_CRASH=$crash CFIX_TEST_HANG=$hang "$cfix" -j 2 --timeout 3 . \
	>"$scratch/hurt.out" 2>"$scratch/hurt.err"
status=$?
took=$(($(date +%s) - start))

[ "$status" -eq 2 ] && pass "exit status 2" || fail "exit status $status, expected 2"
# (under AddressSanitizer the SIGSEGV becomes ASan's exit status)
grep -qxE "\./$crash: error: cfix crashed \((signal 11|exit status [0-9]+)\); skipped" "$scratch/hurt.err" &&
	pass "the crash is reported" || fail "no crash report in: $(cat "$scratch/hurt.err")"
grep -qx "./$hang: error: cfix timed out after 3 s of CPU time; skipped" "$scratch/hurt.err" &&
	pass "the time-out is reported" || fail "no time-out report in: $(cat "$scratch/hurt.err")"
[ "$took" -lt 120 ] && pass "the hanging worker was stopped (${took} s)" ||
	fail "the run took ${took} s"
# A worker waiting without using the CPU (a blocking read) is stopped
# too, said as such.
start=$(date +%s)
CFIX_TEST_BLOCK=$hang "$cfix" -j 2 --timeout 1 "./$hang" \
	>/dev/null 2>"$scratch/block.err"
took=$(($(date +%s) - start))
grep -qx "./$hang: error: cfix timed out: its worker waited 1 s without using the CPU; skipped" "$scratch/block.err" &&
	[ "$took" -lt 60 ] &&
	pass "a waiting worker is stopped (${took} s)" ||
	fail "waiting worker: ${took} s, $(cat "$scratch/block.err")"

# What the two files print in a clean run, and nothing else, is missing.
grep -v -e "^\./$crash:" -e "^\./$hang:" "$scratch/clean.out" |
	grep -v '^[ 	]' >"$scratch/clean.kept"
grep -v '^[ 	]' "$scratch/hurt.out" >"$scratch/hurt.kept"
if cmp -s "$scratch/clean.kept" "$scratch/hurt.kept"; then
	pass "every other file's findings are printed, in order"
else
	fail "the other files' findings differ (< clean, > with a crash):"
	diff "$scratch/clean.kept" "$scratch/hurt.kept" | head -20 | sed 's/^/    /'
fi

# What script rules print goes out with its file's output, in file order,
# whatever the workers' timing: the script sleeps on the first file, so
# a worker that printed straight to stdout would print the other
# worker's files (c.c, d.c) first.
mkdir -p "$scratch/scripts" && cd "$scratch/scripts" || exit 2
cat >print.cocci <<'COCCI'
@r@
identifier f;
position p;
@@
f@p(...);

@script:python@
f << r.f;
p << r.p;
@@
import time
if p[0].file.endswith("a.c"):
    time.sleep(1)
print("%s:%s: %s" % (p[0].file, p[0].line, f))
COCCI
for f in a b c d; do
	printf 'void g_%s(void);\nvoid %s(void) { g_%s(); }\n' $f $f $f >$f.c
	echo "$f.c:2: g_$f" >>scripts.want
done
"$cfix" -j 2 --sp-file print.cocci a.c b.c c.c d.c >scripts.out 2>scripts.err
if cmp -s scripts.want scripts.out; then
	pass "what scripts print comes out in file order with -j 2"
else
	fail "scripts' output with -j 2 (< wanted, > printed):"
	diff scripts.want scripts.out | head -10 | sed 's/^/    /'
	sed 's/^/    /' scripts.err | head -10
fi

# --worker-recycle: a worker holding more than SIZE after a file ends
# and a fresh one takes the next file (1 byte: every file).  The script
# prints its worker's process id: -j 1 with no bound runs the four files
# in one worker, with a 1-byte bound in four, and what is found is the
# same.  A finalize rule still sees every file (its worker is never
# renewed: it holds what the files left).
cat >pid.cocci <<'COCCI'
@initialize:python@
@@
seen = []

@r@
identifier f;
position p;
@@
f@p(...);

@script:python@
f << r.f;
@@
import os
seen.append(f)
print("%s %d" % (f, os.getpid()))

@finalize:python@
@@
print("seen %d" % len(seen))
COCCI
workers_of() { grep -c . < <(awk 'NF == 2 && $1 ~ /^g_/ { print $2 }' "$1" | sort -u); }
"$cfix" -j 1 --worker-recycle 0 --sp-file print.cocci a.c b.c c.c d.c >kept.out 2>kept.err
"$cfix" -j 1 --worker-recycle 1 --sp-file print.cocci a.c b.c c.c d.c >renewed.out 2>renewed.err
if cmp -s kept.out renewed.out && cmp -s scripts.want renewed.out; then
	pass "a 1-byte --worker-recycle finds the same"
else
	fail "--worker-recycle 1 changed the output: $(diff kept.out renewed.out | head -5)"
fi
sed -n '/^@finalize/,$d; p' pid.cocci >pid-only.cocci
"$cfix" -j 1 --worker-recycle 0 --sp-file pid-only.cocci a.c b.c c.c d.c >one.out 2>&1
"$cfix" -j 1 --worker-recycle 1 --sp-file pid-only.cocci a.c b.c c.c d.c >four.out 2>&1
n1=$(workers_of one.out) n4=$(workers_of four.out)
[ "$n1" = 1 ] && [ "$n4" = 4 ] &&
	pass "--worker-recycle 1 renews the worker after each file (1 worker without, 4 with)" ||
	fail "workers seen: $n1 without a bound, $n4 with a 1-byte one (want 1 and 4): $(head -5 four.out)"
"$cfix" -j 1 --worker-recycle 1 --sp-file pid.cocci a.c b.c c.c d.c >final.out 2>&1
[ "$(workers_of final.out)" = 1 ] && grep -qx "seen 4" final.out &&
	pass "with a finalize rule the worker is kept: it sees all 4 files" ||
	fail "with a finalize rule: $(cat final.out | head -6)"

summary
