#!/usr/bin/env bash
# Contained, bounded input and honest exit codes (issue 22): every file
# cfix works on is processed in a worker process under --timeout and a
# memory limit, also with -j 1 and in spatch mode; an input file too big
# or not a regular file is refused unread; rule loading is linear; a
# script rule that exits or hangs is an error (exit status 2), never
# "no finding".
#
#   test/reliability/limits.sh CFIX
#
# Cases (each must end within its time, with the status and message
# given):
#   - a macro bomb (each of 40 macros doubles the one before) under
#     -j 1 --timeout 5, and in spatch mode with a finalize rule
#     (`cfix spatch --sp-file R --timeout 5`): reported skipped, status
#     2, in well under 20 s of CPU time (--timeout counts CPU time, so
#     the time-out cases bound the run's CPU time, not its wall time);
#   - the bomb under --memory-limit 150M: "went over the memory limit";
#   - a 20 MB file: refused, naming it and the 16 MiB limit;
#   - /dev/zero and a fifo, as C files or rule files: refused at once;
#   - os._exit(0), sys.exit(0) and an endless loop in a script rule,
#     under -j 1, -j 2 and spatch mode: status 2;
#   - an endless loop in an initialize rule in spatch mode (which runs
#     initialize rules before forking its workers) --timeout 3: status 2;
#   - two hanging files under -j 2 --timeout 5: both stopped, each after
#     5 s of CPU time;
#   - 20,000 small rules in one file load in under 20 s (BASE: minutes).
#
# Exit 0 when every case passed, 1 when one failed, 2 on bad usage.  The
# last line is "N passed, N failed".
set -uo pipefail
export LC_ALL=C

[ $# -eq 1 ] || { echo "usage: $0 CFIX" >&2; exit 2; }
cfix=$1
case $cfix in /*) ;; *) cfix=$PWD/$cfix ;; esac
[ -x "$cfix" ] && [ ! -d "$cfix" ] || { echo "limits: $cfix: not an executable" >&2; exit 2; }

scratch=$(mktemp -d "${TMPDIR:-/tmp}/cfix-limits.XXXXXX")
trap 'rm -rf "$scratch"' EXIT
cd "$scratch" || exit 2
passed=0 failed=0

# The last case's output and status, how long it took and the CPU time
# (user and system) it and its processes used (seconds).
out=$scratch/out status=0 took=0 cpu=0

# run LIMIT CMD...: runs CMD (killed after LIMIT s), sets status, took,
# cpu.
run() {
	local limit=$1 start end
	shift
	start=$(date +%s.%N)
	/usr/bin/time -f '%U %S' -o "$scratch/cpu" \
		timeout -s KILL "$limit" "$@" >"$out" 2>&1
	status=$?
	end=$(date +%s.%N)
	took=$(awk -v a="$start" -v b="$end" 'BEGIN { printf "%.1f", b - a }')
	cpu=$(awk '/^[0-9.]+ [0-9.]+$/ { printf "%.1f", $1 + $2 }' "$scratch/cpu")
	# time(1) says so when the command failed; its status stands
	[ -n "$cpu" ] || cpu=999
}

# check NAME COND: counts a case (COND is eval'd).
check() {
	if eval "$2"; then
		passed=$((passed + 1))
		echo "ok: $1 (${took} s, ${cpu} CPU s)"
	else
		failed=$((failed + 1))
		echo "FAIL: $1 (status $status, ${took} s, ${cpu} CPU s)"
		sed 's/^/    /' "$out" | head -n 8
	fi
}

# faster LIMIT: took < LIMIT seconds.
faster() { awk -v t="$took" -v l="$1" 'BEGIN { exit !(t < l) }'; }
# cheaper LIMIT: cpu < LIMIT seconds.
cheaper() { awk -v t="$cpu" -v l="$1" 'BEGIN { exit !(t < l) }'; }

# ---- the inputs --------------------------------------------------------

# The rules name a type, so that even --parser auto (the default) reads
# the files with clang, whose parse expands the bomb's macros: cfix's
# own parser, which it picks for a rule without types, reads them
# harmlessly.
cat >notand.cocci <<'EOF'
@@
int E;
@@
- !E & 1
+ !(E & 1)
EOF
cat >final.cocci <<'EOF'
@@
int E;
@@
- !E & 1
+ !(E & 1)

@finalize:python@
@@
print("finalized")
EOF
awk 'BEGIN {
	print "#define M0 x"
	for (i = 1; i <= 40; i++)
		printf "#define M%d M%d M%d\n", i, i - 1, i - 1
	print "int f(int x) { return !M40 & 1; }"
}' >bomb.c
printf 'int g(int a) { return !a & 1; }\n' >ok.c

# script.cocci with BODY as its script rule's code
script_rule() {
	cat >script.cocci <<EOF
@r@
expression E;
position p;
@@
 !E@p & 1

@script:python@
p << r.p;
@@
$1
EOF
}

# ---- the cases ---------------------------------------------------------

run 120 "$cfix" -j1 --timeout 5 --sp-file notand.cocci bomb.c ok.c
check "macro bomb, -j 1 --timeout 5: skipped, status 2, about 5 s" \
	'[ $status -eq 2 ] && cheaper 20 && grep -q "^bomb.c: error: cfix timed out after 5 s of CPU time; skipped" "$out" && grep -q "^ok.c:1:23: warning" "$out"'

run 120 "$cfix" spatch --sp-file final.cocci --timeout 5 bomb.c ok.c
check "macro bomb, spatch mode with a finalize rule, --timeout 5: skipped, status 2" \
	'[ $status -eq 2 ] && cheaper 20 && grep -q "^bomb.c: error: cfix timed out after 5 s of CPU time; skipped" "$out" && grep -q "^finalized" "$out"'

run 30 "$cfix" -j1 --memory-limit 150M --sp-file notand.cocci bomb.c
check "macro bomb, --memory-limit 150M: reported, status 2" \
	'[ $status -eq 2 ] && faster 20 && grep -q "^bomb.c: error: cfix went over the memory limit of 150 MiB; skipped" "$out"'

head -c 20000000 /dev/zero | tr '\0' ' ' >big.c
run 10 "$cfix" --sp-file notand.cocci big.c ok.c
check "a 20 MB file: refused, naming it and the limit" \
	'[ $status -eq 2 ] && grep -q "^big.c: error: the file is 20000000 bytes, more than the limit of 16 MiB" "$out" && grep -q "^ok.c:1:23: warning" "$out"'
rm -f big.c

run 10 "$cfix" --sp-file notand.cocci /dev/zero
check "/dev/zero: refused at once" \
	'[ $status -eq 2 ] && faster 5 && grep -q "^/dev/zero: error: not a regular file" "$out"'

mkfifo fifo.c
run 10 "$cfix" --sp-file notand.cocci fifo.c
check "a fifo: refused at once" \
	'[ $status -eq 2 ] && faster 5 && grep -q "^fifo.c: error: not a regular file (a fifo)" "$out"'
run 10 "$cfix" spatch --sp-file notand.cocci fifo.c /dev/zero
check "a fifo and /dev/zero in spatch mode: refused at once" \
	'[ $status -eq 2 ] && faster 5 && grep -q "^fifo.c: error: not a regular file" "$out"'
run 10 "$cfix" --sp-file /dev/zero ok.c
check "/dev/zero as the rule file: refused at once" \
	'[ $status -eq 2 ] && faster 5 && grep -q "^/dev/zero: error: not a regular file" "$out"'
run 10 "$cfix" spatch --sp-file fifo.c ok.c
check "a fifo as the rule file in spatch mode: refused at once" \
	'[ $status -eq 2 ] && faster 5 && grep -q "^fifo.c: error: not a regular file (a fifo)" "$out"'
rm -f fifo.c

for body in 'import os; os._exit(0)' 'import sys; sys.exit(0)'; do
	script_rule "$body"
	for mode in "-j1" "-j2" "spatch"; do
		if [ "$mode" = spatch ]; then
			run 30 "$cfix" spatch --sp-file script.cocci ok.c
		else
			run 30 "$cfix" "$mode" --sp-file script.cocci ok.c
		fi
		check "'$body' in a script rule, $mode: status 2, the rule named" \
			'[ $status -eq 2 ] && grep -q "script rule .* called .*exit(0) on ok.c" "$out"'
	done
done

script_rule 'while True: pass'
for mode in "-j1" "-j2" "spatch"; do
	if [ "$mode" = spatch ]; then
		run 120 "$cfix" spatch --timeout 3 --sp-file script.cocci ok.c
	else
		run 120 "$cfix" "$mode" --timeout 3 --sp-file script.cocci ok.c
	fi
	check "an endless loop in a script rule, $mode --timeout 3: status 2" \
		'[ $status -eq 2 ] && cheaper 15 && grep -q "^ok.c: error: cfix timed out after 3 s of CPU time; skipped" "$out"'
done

cat >init.cocci <<'EOF'
@initialize:python@
@@
while True: pass

@@
expression E;
@@
- !E & 1
+ !(E & 1)
EOF
run 30 "$cfix" spatch --timeout 3 --sp-file init.cocci ok.c
check "an endless loop in an initialize rule, spatch mode --timeout 3: status 2" \
	'[ $status -eq 2 ] && faster 15 && grep -q "initialize rule ran past --timeout" "$out"'

cp bomb.c bomb2.c
run 120 "$cfix" -j2 --timeout 5 --sp-file notand.cocci bomb.c bomb2.c
check "two hanging files, -j 2 --timeout 5: both stopped, each after 5 s of CPU time" \
	'[ $status -eq 2 ] && cheaper 20 && [ "$(grep -c "timed out after 5 s" "$out")" -eq 2 ]'

awk 'BEGIN {
	for (i = 0; i < 20000; i++)
		printf "@r%d@\nexpression E;\n@@\n- foo%d(E)\n+ bar%d(E)\n\n", i, i, i
}' >many.cocci
run 60 "$cfix" spatch --sp-file many.cocci --parse-cocci
check "20,000 rules load in under 20 s" \
	'[ $status -eq 0 ] && faster 20'

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
