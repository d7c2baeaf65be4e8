#!/usr/bin/env bash
# Runs cfix on bad input: broken rule files (test/bad-rules/) and C files
# that are huge, deeply nested, empty, binary, not C, or have bytes that
# must survive a rewrite (test/bad-c/).
#
#   test/run-bad-input.sh CFIX [CASE...]
#
# CASE is a case name ("misspelt-kind", "big") from either folder; without
# one, every case runs.  The files of a case are described in
# test/bad-rules/README.md and test/bad-c/README.md.  Every run must end
# within its time limit (CFIX_BAD_TIMEOUT, default 60 s, or the case's
# NAME.timeout), with exit status 0, 1 or 2, no signal and no sanitizer
# report.  KEEP_SCRATCH=1 keeps the scratch folder.  The last line is
# "N passed, N failed"; the exit status is 1 when a case failed, 2 on bad
# usage.
set -uo pipefail
export LC_ALL=C

usage() {
	echo "usage: $0 CFIX [CASE...]" >&2
	exit 2
}
[ $# -ge 1 ] || usage
cfix=$1
shift
case $cfix in /*) ;; *) cfix=$PWD/$cfix ;; esac
if [ ! -x "$cfix" ] || [ -d "$cfix" ]; then
	echo "run-bad-input: $cfix: not an executable" >&2
	exit 2
fi

here=$(cd "$(dirname "$0")" && pwd)
rules_dir=$here/bad-rules
c_dir=$here/bad-c
default_limit=${CFIX_BAD_TIMEOUT:-60}
scratch_root=$(mktemp -d "${TMPDIR:-/tmp}/cfix-bad.XXXXXX")
if [ "${KEEP_SCRATCH:-0}" = 1 ]; then
	echo "scratch: $scratch_root"
else
	trap 'rm -rf "$scratch_root"' EXIT
fi

# The C file every rule case is run on: code most rules here would match.
read -r -d '' sample_c <<'EOF'
int f(int), g(int, int), h(int);
int use(int x)
{
	f(x);
	return !x & 4;
}
EOF

problems=()
problem() { problems+=("$*"); }

# run_cfix DIR LIMIT ARGS...: runs cfix in DIR; sets $status, and leaves
# stdout and stderr in DIR/../out and DIR/../err.
run_cfix() {
	local dir=$1 limit=$2
	shift 2
	(cd "$dir" && exec timeout -k 5 "$limit" "$cfix" "$@") \
		>"$dir/../out" 2>"$dir/../err" </dev/null
	status=$?
}

# check_health LIMIT: the last run did not crash, hang or trip a sanitizer.
check_health() {
	local err=$scratch/err
	if [ "$status" -eq 124 ] || [ "$status" -eq 137 ]; then
		problem "no answer within ${1}s"
	elif [ "$status" -gt 128 ]; then
		problem "killed by signal $((status - 128))"
	elif [ "$status" -gt 2 ]; then
		problem "exit status $status (a crash, or a sanitizer report)"
	fi
	if grep -qaE 'ERROR: (Address|Leak)Sanitizer|runtime error:|^SUMMARY: (Address|Undefined|Leak)' "$err"; then
		problem "sanitizer report:"
		problems+=("$(grep -aE 'ERROR|runtime error|SUMMARY|#[0-9] ' "$err" | head -12 | sed 's/^/    | /')")
	fi
}

# limit_of DIR NAME: the case's time limit.
limit_of() {
	if [ -f "$1/$2.timeout" ]; then tr -d ' \n' <"$1/$2.timeout"; else echo "$default_limit"; fi
}

# input_of DIR NAME EXT DEST: copies NAME.EXT, or the output of bash NAME.sh.
input_of() {
	if [ -f "$1/$2.$3" ]; then
		cp "$1/$2.$3" "$4"
	elif ! bash "$1/$2.sh" >"$4"; then
		problem "generator $2.sh failed"
		return 1
	fi
}

# ---- one rule case: exit status 2, the exact first line of stderr, no
# file written ----------------------------------------------------------
run_rule_case() {
	local name=$1 limit first want
	limit=$(limit_of "$rules_dir" "$name")
	mkdir -p "$scratch/w"
	input_of "$rules_dir" "$name" cocci "$scratch/w/$name.cocci" || return
	printf '%s\n' "$sample_c" >"$scratch/w/input.c"
	cp "$scratch/w/input.c" "$scratch/input.orig"
	run_cfix "$scratch/w" "$limit" --in-place --sp-file "$name.cocci" input.c
	check_health "$limit"
	[ "$status" -eq 2 ] || problem "exit status $status, expected 2"
	if [ ! -f "$rules_dir/$name.err" ]; then
		problem "bad case: no $name.err"
	else
		want=$(head -n 1 "$rules_dir/$name.err")
		first=$(head -n 1 "$scratch/err" | head -c 2000)
		if [ "$first" != "$want" ]; then
			problem "first line of stderr differs:"
			problems+=("    expected: $want" "    actual:   $first")
		fi
	fi
	cmp -s "$scratch/input.orig" "$scratch/w/input.c" ||
		problem "input.c was written despite the rule error"
}

# ---- one C case: a healthy run, the messages asked for, and the bytes
# asked for ---------------------------------------------------------------
run_c_case() {
	local name=$1 limit allowed ok=0 s re rule_args=() extra=()
	limit=$(limit_of "$c_dir" "$name")
	[ -f "$c_dir/$name.args" ] && read -r -a extra <"$c_dir/$name.args"
	mkdir -p "$scratch/w"
	input_of "$c_dir" "$name" c "$scratch/w/$name.c" || return
	# --no-prefilter: these inputs test the parser, which the prefilter
	# would otherwise spare them
	if [ -f "$c_dir/$name.cocci" ]; then
		cp "$c_dir/$name.cocci" "$scratch/w/"
		rule_args=(--sp-file "$name.cocci")
	fi
	run_cfix "$scratch/w" "$limit" --in-place --no-prefilter "${rule_args[@]}" "${extra[@]}" "$name.c"
	check_health "$limit"
	allowed="0 1 2"
	[ -f "$c_dir/$name.status" ] && allowed=$(cat "$c_dir/$name.status")
	for s in $allowed; do [ "$status" = "$s" ] && ok=1; done
	[ "$ok" -eq 1 ] || problem "exit status $status, expected ${allowed// / or }"
	# findings go to stdout with --in-place, errors to stderr
	cat "$scratch/out" "$scratch/err" >"$scratch/both"
	if [ -f "$c_dir/$name.grep" ]; then
		while IFS= read -r re || [ -n "$re" ]; do
			case $re in '' | '#'*) continue ;; esac
			grep -qaE -e "$re" "$scratch/both" || problem "no output line matches /$re/"
		done <"$c_dir/$name.grep"
	fi
	if [ -f "$c_dir/$name.c.expected" ] &&
		! cmp -s "$c_dir/$name.c.expected" "$scratch/w/$name.c"; then
		problem "$name.c after --in-place differs from $name.c.expected:"
		problems+=("$(cmp "$c_dir/$name.c.expected" "$scratch/w/$name.c" 2>&1 | head -3 | sed 's/^/    /')")
	fi
	[ "${#problems[@]}" -gt 0 ] &&
		problems+=("  output was:" "$(head -c 3000 "$scratch/both" | head -12 | cut -c1-200 | sed 's/^/    | /')")
}

# ---- all cases -------------------------------------------------------------

# Case names: NAME.cocci or NAME.sh in bad-rules/, NAME.c or NAME.sh in
# bad-c/ (NAME.c.expected is not a case).
list_cases() {
	local dir=$1 ext=$2 f
	for f in "$dir"/*."$ext" "$dir"/*.sh; do
		[ -f "$f" ] || continue
		f=${f##*/}
		echo "${f%.*}"
	done | sort -u
}

rule_cases=$(list_cases "$rules_dir" cocci)
c_cases=$(list_cases "$c_dir" c)
if [ $# -gt 0 ]; then
	want=" $* "
	rule_cases=$(for c in $rule_cases; do [[ $want == *" $c "* ]] && echo "$c"; done)
	c_cases=$(for c in $c_cases; do [[ $want == *" $c "* ]] && echo "$c"; done)
	if [ -z "$rule_cases$c_cases" ]; then
		echo "run-bad-input: no such case: $*" >&2
		exit 2
	fi
fi

passed=0 failed=0 xfailed=0
failures=()
for kind in rule c; do
	if [ "$kind" = rule ]; then cases=$rule_cases dir=$rules_dir; else cases=$c_cases dir=$c_dir; fi
	for name in $cases; do
		scratch=$scratch_root/$kind-$name
		mkdir -p "$scratch"
		problems=()
		"run_${kind}_case" "$name"
		label="${dir##*/}/$name"
		if [ -f "$dir/$name.XFAIL" ]; then
			reason=$(head -n 1 "$dir/$name.XFAIL")
			if [ "${#problems[@]}" -gt 0 ]; then
				echo "XFAIL $label: $reason"
				xfailed=$((xfailed + 1))
			else
				echo "FAIL $label: unexpected pass (remove $label.XFAIL: $reason)"
				failures+=("$label")
				failed=$((failed + 1))
			fi
		elif [ "${#problems[@]}" -gt 0 ]; then
			echo "FAIL $label"
			printf '  %s\n' "${problems[@]}"
			failures+=("$label")
			failed=$((failed + 1))
		else
			echo "PASS $label"
			passed=$((passed + 1))
		fi
		[ "${KEEP_SCRATCH:-0}" = 1 ] || rm -rf "$scratch"
	done
done

echo
[ "${#failures[@]}" -gt 0 ] && echo "failed cases: ${failures[*]}"
[ "$xfailed" -gt 0 ] && echo "$xfailed xfail (known to fail, not counted)"
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
