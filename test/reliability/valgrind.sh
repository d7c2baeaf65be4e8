#!/usr/bin/env bash
# cfix under valgrind's memcheck on a few golden cases: no invalid read
# or write, no use of uninitialised memory, no leak.
#
#   test/reliability/valgrind.sh CFIX [CASE...]
#
# Runs `valgrind --error-exitcode=99 --leak-check=full CFIX -j1 ...` on
# each CASE of test/cases/ (default: a set that goes through every stage:
# a rule file, the built-in rules, code that does not compile, macros,
# control flow, inherited metavariables, a folder walk, compiler
# arguments) with --in-place on a scratch copy (the report, then the
# rewrite); the first two cases also with --diff, the first with every
# export format (--json, --sarif, --export-fixes).  -j1 keeps the work in
# the process valgrind watches.  Two runs go at a time.  The ASan build finds most of the same
# bugs faster; valgrind also checks the release build as shipped, and
# what ASan cannot see: libclang's and libgit2's use of the memory cfix
# hands them, and reads of uninitialised memory.
#
# test/reliability/valgrind.supp suppresses what is libclang's own (each
# entry says why).
#
# Exit 0 when every run was clean, 1 when valgrind reported an error
# (its log is shown), 2 on bad usage, 77 when valgrind is not installed
# (tool/setup.sh --test-tools installs it).  The last line is "N passed,
# N failed".
set -uo pipefail
export LC_ALL=C

[ $# -ge 1 ] || { echo "usage: $0 CFIX [CASE...]" >&2; exit 2; }
cfix=$1
shift
case $cfix in /*) ;; *) cfix=$PWD/$cfix ;; esac
[ -x "$cfix" ] && [ ! -d "$cfix" ] || { echo "valgrind: $cfix: not an executable" >&2; exit 2; }
if ! command -v valgrind >/dev/null; then
	echo "skip: valgrind not installed (tool/setup.sh --test-tools)"
	exit 77
fi

here=$(cd "$(dirname "$0")/.." && pwd)
cases=("$@")
[ ${#cases[@]} -gt 0 ] || cases=(seed-sp-file garbage-beside-good
	macro-partial smpl-dots-all-paths smpl-depends-inherit
	rule-kzalloc-fix folder-walk compile-args)
time_limit=${CFIX_VALGRIND_TIMEOUT:-300}

scratch=$(mktemp -d "${TMPDIR:-/tmp}/cfix-valgrind.XXXXXX")
trap 'rm -rf "$scratch"' EXIT

# case_command CASE: the words of the case's command line (after cfix),
# one a line, paths relative to the case's copy: [--sp-file rule.cocci]
# ARGS-BEFORE PATHS [-- ARGS-AFTER], as test/run-cases.sh builds it.
case_command() {
	local dir=$here/cases/$1 before=() after=() words w seen=0 f
	[ -f "$dir/rule.cocci" ] && printf '%s\n' --sp-file rule.cocci
	if [ -f "$dir/args" ]; then
		read -ra words <"$dir/args"
		for w in "${words[@]}"; do
			[ "$w" = -- ] && seen=1
			if [ "$seen" -eq 1 ]; then after+=("$w"); else before+=("$w"); fi
		done
	fi
	[ ${#before[@]} -eq 0 ] || printf '%s\n' "${before[@]}"
	if [ -f "$dir/paths" ]; then
		read -ra words <"$dir/paths"
		printf '%s\n' "${words[@]}"
	else
		for f in "$dir"/*.c; do
			f=${f##*/}
			[ "$f" = expected.c ] || echo "$f"
		done | sort
	fi
	[ ${#after[@]} -eq 0 ] || printf '%s\n' "${after[@]}"
}

# one_run CASE MODE: valgrind over cfix in a fresh copy of CASE; writes
# $scratch/CASE.MODE.result ("ok SECONDS" or "fail: WHY").
one_run() {
	local name=$1 mode=$2 work=$scratch/$1.$2 start=$SECONDS status
	local words=() mode_args=()
	mkdir -p "$work"
	cp -Rp "$here/cases/$name/." "$work/"
	mapfile -t words < <(case_command "$name")
	case $mode in
	diff) mode_args=(--diff) ;;
	in-place) mode_args=(--in-place) ;;
	exports) mode_args=(--json --sarif out.sarif --export-fixes out.yaml) ;;
	esac
	(cd "$work" && exec timeout -k 5 "$time_limit" valgrind -q \
		--error-exitcode=99 --leak-check=full --num-callers=30 \
		--suppressions="$here/reliability/valgrind.supp" \
		--log-file="$work.vg" "$cfix" -j1 "${mode_args[@]}" "${words[@]}") \
		>"$work.out" 2>"$work.err" </dev/null
	status=$?
	if [ "$status" -eq 124 ] || [ "$status" -eq 137 ]; then
		echo "fail: no answer within ${time_limit}s" >"$work.result"
	elif [ "$status" -eq 99 ] || [ -s "$work.vg" ]; then
		echo "fail: valgrind reported errors (exit status $status)" >"$work.result"
	elif [ "$status" -gt 2 ]; then
		echo "fail: exit status $status" >"$work.result"
	else
		echo "ok $((SECONDS - start))" >"$work.result"
	fi
}

runs=()
for name in "${cases[@]}"; do
	if [ ! -d "$here/cases/$name" ]; then
		echo "valgrind: no such case: $name" >&2
		exit 2
	fi
	runs+=("$name in-place")
done
runs+=("${cases[0]} diff" "${cases[0]} exports")
[ ${#cases[@]} -lt 2 ] || runs+=("${cases[1]} diff")

# Two at a time.
pids=()
for run in "${runs[@]}"; do
	one_run $run &
	pids+=($!)
	if [ "${#pids[@]}" -ge 2 ]; then
		wait "${pids[0]}"
		pids=("${pids[@]:1}")
	fi
done
wait

passed=0 failed=0
for run in "${runs[@]}"; do
	set -- $run
	result=$(cat "$scratch/$1.$2.result" 2>/dev/null || echo "fail: did not run")
	if [[ $result == ok* ]]; then
		echo "PASS $1 ($2): clean, ${result#ok }s"
		passed=$((passed + 1))
	else
		echo "FAIL $1 ($2): ${result#fail: }"
		[ -s "$scratch/$1.$2.vg" ] && sed 's/^/  | /' "$scratch/$1.$2.vg" | head -40
		sed 's/^/  err| /' "$scratch/$1.$2.err" | head -5
		failed=$((failed + 1))
	fi
done

echo
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
