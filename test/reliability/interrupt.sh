#!/usr/bin/env bash
# Ctrl-C in the middle of `cfix --in-place -j2`: every file must be
# either as it was or fully fixed, byte for byte, and no temporary file
# (.NAME.cfix-XXXXXX, fixits/write.c) may be left behind.
#
#   test/reliability/interrupt.sh CFIX [ROUNDS]
#
# Each round copies one C file with findings 200 times, runs
# `cfix --in-place -j2` on the copies in a process group of its own, waits
# until some files are written, then sends a signal: SIGINT to the whole
# group (what Ctrl-C in a terminal does), SIGINT to cfix alone (its
# workers see the parent go), or SIGTERM to the group, in turn.  The
# fixed version is what `cfix --in-place` makes of one more copy.  After
# the signal, no cfix process may be left after 10 s, and each copy must
# equal the original or the fixed version.  ROUNDS (default 6) rounds
# are run, the signal a little later each time.
#
# Those rounds hit a file being written only by chance (the window is an
# fsync), so one more round makes sure: under strace, fsync waits 2 s, and
# SIGINT comes while the temporary file exists.  cfix must finish that
# file (it holds SIGINT until the rename) and leave nothing behind.  It
# needs strace (tool/setup.sh --test-tools); without it the round says
# "skip:".
#
# Exit 0 when every round passed, 1 when one failed, 2 on bad usage.  The
# last line is "N passed, N failed".
set -uo pipefail
export LC_ALL=C

[ $# -ge 1 ] && [ $# -le 2 ] || { echo "usage: $0 CFIX [ROUNDS]" >&2; exit 2; }
cfix=$1 rounds=${2:-6}
case $cfix in /*) ;; *) cfix=$PWD/$cfix ;; esac
[ -x "$cfix" ] && [ ! -d "$cfix" ] || { echo "interrupt: $cfix: not an executable" >&2; exit 2; }
copies=200

scratch=$(mktemp -d "${TMPDIR:-/tmp}/cfix-interrupt.XXXXXX")
trap 'rm -rf "$scratch"' EXIT

# The file: a few hundred lines, with a finding in every tenth function,
# so that each copy takes a worker some tens of milliseconds.
awk 'BEGIN {
	print "#define FLAG 0x4"
	print "struct dev { unsigned flags; int n; };"
	for (i = 0; i < 120; i++) {
		printf "int f%d(struct dev *d)\n{\n", i
		if (i % 10 == 0)
			print "\tif (!d->flags & FLAG)\n\t\treturn -1;"
		printf "\treturn d->n * %d;\n}\n", i
	}
}' >"$scratch/orig.c"
mkdir "$scratch/fixed"
cp "$scratch/orig.c" "$scratch/fixed/t.c"
"$cfix" --in-place -q -j1 "$scratch/fixed/t.c" 2>"$scratch/err"
if [ $? -ne 1 ] || cmp -s "$scratch/orig.c" "$scratch/fixed/t.c"; then
	echo "interrupt: cfix did not fix the sample file:" >&2
	cat "$scratch/err" >&2
	exit 1
fi
fixed_marker='if (!(d->flags & FLAG))'

passed=0 failed=0

# written DIR: how many copies are fixed so far.
written() {
	grep -lF -- "$fixed_marker" "$1"/*.c 2>/dev/null | wc -l
}

# group_alive PGID: a process of the group still runs.
group_alive() {
	pgrep -g "$1" >/dev/null 2>&1
}

# one_round N SIGNAL TARGET(group|parent) AFTER: runs cfix, signals it once
# AFTER copies are written; checks the files.
one_round() {
	local n=$1 sig=$2 target=$3 after=$4 dir=$scratch/round$1
	local pid problems=() nfixed=0 norig=0 bad=() left i
	mkdir "$dir"
	for i in $(seq -w 1 $copies); do cp "$scratch/orig.c" "$dir/c$i.c"; done
	# (a script's background job ignores SIGINT unless told otherwise)
	setsid env --default-signal=INT,QUIT "$cfix" --in-place -q -j2 "$dir" \
		>"$dir.out" 2>"$dir.err" </dev/null &
	pid=$!
	for i in $(seq 600); do
		[ "$(written "$dir")" -ge "$after" ] && break
		kill -0 "$pid" 2>/dev/null || break
		sleep 0.02
	done
	if [ "$target" = group ]; then
		kill -"$sig" -- -"$pid" 2>/dev/null
	else
		kill -"$sig" "$pid" 2>/dev/null
	fi
	wait "$pid"
	local status=$?
	for i in $(seq 100); do group_alive "$pid" || break; sleep 0.1; done
	if group_alive "$pid"; then
		problems+=("cfix processes still running 10 s after the signal: $(pgrep -g "$pid" | tr '\n' ' ')")
		pkill -KILL -g "$pid"
	fi
	for f in "$dir"/c*.c; do
		if cmp -s "$f" "$scratch/orig.c"; then
			norig=$((norig + 1))
		elif cmp -s "$f" "$scratch/fixed/t.c"; then
			nfixed=$((nfixed + 1))
		else
			bad+=("${f##*/}")
		fi
	done
	[ "${#bad[@]}" -eq 0 ] || problems+=("${#bad[@]} files neither original nor fixed: ${bad[*]:0:5}")
	left=$(find "$dir" -name '.*cfix-*' | head -5)
	[ -z "$left" ] || problems+=("temporary files left behind: $(echo "$left" | xargs -n1 basename | tr '\n' ' ')")
	local what="SIG$sig to the $target after $after files (exit status $status): $nfixed fixed, $norig untouched"
	if [ "$norig" -eq 0 ]; then
		# the run ended before the signal: nothing was tested
		problems+=("the run finished before the signal; no file was left untouched")
	fi
	if [ "${#problems[@]}" -eq 0 ]; then
		echo "PASS round $n: $what"
		passed=$((passed + 1))
	else
		echo "FAIL round $n: $what"
		printf '  %s\n' "${problems[@]}"
		sed 's/^/  | /' "$dir.err" | head -5
		failed=$((failed + 1))
	fi
	rm -rf "$dir"
}

# slow_fsync_round: SIGINT while a temporary file exists.
slow_fsync_round() {
	local dir=$scratch/slow pid child i problems=() result
	if ! command -v strace >/dev/null; then
		echo "skip: strace not installed; no signal sent during a write"
		return
	fi
	mkdir "$dir"
	cp "$scratch/orig.c" "$dir/t.c"
	(cd "$dir" && exec strace -f -o /dev/null -e trace=fsync \
		-e inject=fsync:delay_enter=2000000 \
		env --default-signal=INT "$cfix" --in-place -q -j1 t.c) \
		>"$dir.out" 2>"$dir.err" </dev/null &
	pid=$!
	for i in $(seq 400); do
		[ -n "$(find "$dir" -name '.t.c.cfix-*')" ] && break
		sleep 0.02
	done
	child=$(pgrep -P "$pid")
	if [ -z "$(find "$dir" -name '.t.c.cfix-*')" ] || [ -z "$child" ]; then
		problems+=("never saw the temporary file (strace may not be able to trace here)")
	fi
	[ -n "$child" ] && kill -INT "$child"
	wait "$pid"
	[ -z "$(find "$dir" -name '.t.c.cfix-*')" ] || problems+=("temporary file left behind")
	if cmp -s "$dir/t.c" "$scratch/fixed/t.c"; then
		result=fixed
	elif cmp -s "$dir/t.c" "$scratch/orig.c"; then
		result=untouched
	else
		problems+=("t.c is neither original nor fixed")
		result=broken
	fi
	if [ "${#problems[@]}" -eq 0 ]; then
		echo "PASS slow fsync: SIGINT while the temporary file exists: t.c $result, no temporary file"
		passed=$((passed + 1))
	else
		echo "FAIL slow fsync: SIGINT while the temporary file exists: t.c $result"
		printf '  %s\n' "${problems[@]}"
		sed 's/^/  | /' "$dir.err" | head -5
		failed=$((failed + 1))
	fi
	rm -rf "$dir"
}

slow_fsync_round

signals=("INT group" "INT parent" "TERM group")
for n in $(seq "$rounds"); do
	set -- ${signals[$(((n - 1) % ${#signals[@]}))]}
	one_round "$n" "$1" "$2" $((5 + (n - 1) * 15))
done

echo
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
