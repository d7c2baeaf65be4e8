#!/usr/bin/env bash
# Runs the golden end-to-end cases in test/cases/ against a cfix binary.
#
#   test/run-cases.sh CFIX [CASE...]
#
# CASE is a folder name under test/cases/ (or a path to a case folder);
# without one, every case runs.  test/cases/README.md describes a case's
# files and what is checked.  KEEP_SCRATCH=1 keeps the scratch folders of
# failing cases.  CFIX_CASE_SHARD=K/N runs only the K-th of N equal
# shares of the selected cases (every N-th case from the K-th, in name
# order), so ctest can run the shares in parallel.  The last line is "N passed, N failed, N skipped"; the
# exit status is 1 when a case failed, 2 on bad usage.
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
	echo "run-cases: $cfix: not an executable" >&2
	exit 2
fi

here=$(cd "$(dirname "$0")" && pwd)
cases_root=$here/cases
time_limit=${CFIX_CASE_TIMEOUT:-60}
control='^(expected\..*|args|paths|XFAIL|not-idempotent|README\.md)$'

# Files a case holds to steer the runner; they are not copied as input.
is_control() { [[ $1 =~ $control ]]; }

# ---- per-case state ------------------------------------------------------
# case_dir, scratch, problems (a file collecting what went wrong),
# rule_args, opt_args, cc_args, paths.

problem() { printf '  %s\n' "$*" >>"$problems"; }

# Copies the case's input files (not its control files) into $1,
# keeping modes.
copy_input() {
	mkdir -p "$1"
	local f name
	for f in "$case_dir"/* "$case_dir"/.[!.]*; do
		[ -e "$f" ] || continue
		name=${f##*/}
		is_control "$name" && continue
		cp -Rp "$f" "$1/"
	done
}

# run_cfix LABEL DIR [MODE-ARGS...]: runs cfix in DIR; stdout and stderr go
# to $scratch/LABEL.out and .err, the status to $status.
run_cfix() {
	local label=$1 dir=$2
	shift 2
	(cd "$dir" && exec timeout -k 5 "$time_limit" "$cfix" "$@" \
		"${rule_args[@]}" "${opt_args[@]}" "${paths[@]}" "${cc_args[@]}") \
		>"$scratch/$label.out" 2>"$scratch/$label.err" </dev/null
	status=$?
	echo "$status" >"$scratch/$label.status"
}

# check_health RUN LABEL: a crash, a time-out or a sanitizer report in run
# RUN (see run_cfix) is a problem whatever the case expects.  Returns 1
# when the run is not healthy.
check_health() {
	local run=$1 label=$2 ok=0
	if [ "$status" -eq 124 ]; then
		problem "$label: no answer within ${time_limit}s"
		ok=1
	elif [ "$status" -gt 128 ]; then
		problem "$label: killed by signal $((status - 128))"
		ok=1
	elif [ "$status" -gt 2 ]; then
		problem "$label: crashed (exit status $status)"
		ok=1
	fi
	if grep -qE 'ERROR: (Address|Leak)Sanitizer|runtime error:|^SUMMARY: (Address|Undefined|Leak)' \
		"$scratch/$run.err"; then
		problem "$label: sanitizer report"
		ok=1
	fi
	if [ "$ok" -ne 0 ]; then
		sed 's/^/    | /' "$scratch/$run.err" | head -40 >>"$problems"
	fi
	return "$ok"
}

# check_status RUN LABEL ALLOWED...: the status of the last run, RUN, is
# one of ALLOWED.
check_status() {
	local run=$1 label=$2 want
	shift 2
	for want; do
		[ "$status" = "$want" ] && return 0
	done
	problem "$label: exit status $status, expected ${*// / or }"
	if [ -s "$scratch/$run.err" ]; then
		sed 's/^/    | /' "$scratch/$run.err" | head -20 >>"$problems"
	fi
	return 1
}

# same_text LABEL EXPECTED ACTUAL
same_text() {
	if ! diff -u --label "expected $1" --label "actual $1" "$2" "$3" \
		>"$scratch/d.txt" 2>&1; then
		problem "$1 differs:"
		sed 's/^/    /' "$scratch/d.txt" >>"$problems"
		return 1
	fi
}

# same_tree LABEL EXPECTED-DIR ACTUAL-DIR [nomodes]: contents, and modes of
# files unless told not to.
same_tree() {
	local label=$1 want=$2 got=$3 modes=${4:-modes} bad=0
	if ! diff -ru "$want" "$got" >"$scratch/d.txt" 2>&1; then
		problem "$label: files differ from the expected ones:"
		sed -e "s|$want/||g" -e "s|$got/||g" -e 's/^/    /' "$scratch/d.txt" \
			>>"$problems"
		bad=1
	fi
	(cd "$want" && find . -type f -exec stat -c '%a %n' {} + | sort) >"$scratch/m1.txt"
	(cd "$got" && find . -type f -exec stat -c '%a %n' {} + | sort) >"$scratch/m2.txt"
	[ "$modes" = modes ] || return "$bad"
	if [ "$bad" -eq 0 ] && ! cmp -s "$scratch/m1.txt" "$scratch/m2.txt"; then
		problem "$label: file modes changed (expected | actual):"
		diff "$scratch/m1.txt" "$scratch/m2.txt" | sed 's/^/    /' >>"$problems"
		bad=1
	fi
	return "$bad"
}

# grep_lines LABEL PATTERNS-FILE TEXT-FILE: every pattern matches a line.
grep_lines() {
	local label=$1 re missing=0 patterns=0
	while IFS= read -r re || [ -n "$re" ]; do
		case $re in '' | '#'*) continue ;; esac
		patterns=$((patterns + 1))
		if ! grep -qE -e "$re" "$3"; then
			problem "$label: no line matches /$re/"
			missing=1
		fi
	done <"$2"
	if [ "$patterns" -eq 0 ]; then
		problem "bad case: ${2##*/} has no pattern, it asserts nothing"
		return 1
	fi
	if [ "$missing" -ne 0 ]; then
		problem "$label was:"
		sed 's/^/    | /' "$3" | head -40 >>"$problems"
	fi
	return "$missing"
}

# A diff reduced to what the contract fixes: no "diff --git"/"index" lines,
# no timestamps, no function context after a hunk header, ",1" dropped.
normalize_diff() {
	awk '
	/^diff / || /^index / { next }
	/^(---|\+\+\+) / { sub(/\t.*/, ""); print; next }
	/^@@ / {
		old = $2; new = $3
		sub(/,1$/, "", old); sub(/,1$/, "", new)
		print "@@ " old " " new " @@"; next
	}
	{ print }' "$1"
}

# apply_diff TOOL DIFF DIR: applies DIFF in DIR with patch -p1 or git apply.
apply_diff() {
	local tool=$1 diff=$2 dir=$3
	[ -s "$diff" ] || return 0
	if [ "$tool" = patch ]; then
		(cd "$dir" && patch -p1 -s -f --no-backup-if-mismatch <"$diff") \
			>"$scratch/apply.txt" 2>&1
	else
		# Stop git from finding a repository above the scratch folder.
		(cd "$dir" && GIT_CEILING_DIRECTORIES=$(dirname "$dir") \
			git apply "$diff") >"$scratch/apply.txt" 2>&1
	fi
}

# ---- one case ------------------------------------------------------------

# run_case: fills $problems; a case with no input or no expected.* file
# is a problem, never a skip.
run_case() {
	local name=${case_dir##*/} want_status="" words=() w after=0 c

	rule_args=() opt_args=() cc_args=() paths=()
	[ -f "$case_dir/rule.cocci" ] && rule_args=(--sp-file rule.cocci)
	if [ -f "$case_dir/args" ]; then
		read -r -a words <"$case_dir/args" || true
		for w in "${words[@]}"; do
			[ "$w" = "--" ] && after=1
			if [ "$after" -eq 1 ]; then cc_args+=("$w"); else opt_args+=("$w"); fi
		done
	fi
	if [ -f "$case_dir/paths" ]; then
		read -r -a paths <"$case_dir/paths" || true
	else
		for c in "$case_dir"/*.c; do
			[ -f "$c" ] || continue
			[ "${c##*/}" = expected.c ] && continue
			paths+=("${c##*/}")
		done
	fi
	if [ "${#paths[@]}" -eq 0 ]; then
		problem "bad case: no input (.c files or a paths file)"
		return 0
	fi
	# A case that asserts nothing must not pass.
	if ! compgen -G "$case_dir/expected.*" >/dev/null; then
		problem "bad case: no expected.* file, it asserts nothing"
		return 0
	fi
	[ -f "$case_dir/expected.status" ] && want_status=$(tr -d ' \n' <"$case_dir/expected.status")

	copy_input "$scratch/orig"
	# A mode that a rewrite through a fresh temporary file would lose.
	for c in "${paths[@]}"; do
		[ -f "$scratch/orig/$c" ] && chmod 0640 "$scratch/orig/$c"
	done

	# The tree --in-place must produce, when the case says.
	local expected_tree=""
	if [ -f "$case_dir/expected.c" ]; then
		if [ "${#paths[@]}" -ne 1 ] || [ ! -f "$scratch/orig/${paths[0]}" ]; then
			problem "bad case: expected.c needs exactly one input file"
			return 0
		fi
		cp -Rp "$scratch/orig" "$scratch/expected"
		cat "$case_dir/expected.c" >"$scratch/expected/${paths[0]}"
		expected_tree=$scratch/expected
	elif [ -f "$case_dir/expected.same" ]; then
		# The rule must leave every input file as it is.
		cp -Rp "$scratch/orig" "$scratch/expected"
		expected_tree=$scratch/expected
	elif [ -f "$case_dir/expected.diff" ]; then
		cp -Rp "$scratch/orig" "$scratch/expected"
		if ! apply_diff patch "$case_dir/expected.diff" "$scratch/expected"; then
			problem "bad case: expected.diff does not apply to the input:"
			sed 's/^/    /' "$scratch/apply.txt" >>"$problems"
			return 0
		fi
		expected_tree=$scratch/expected
	fi

	# 1. Report mode.
	cp -Rp "$scratch/orig" "$scratch/report"
	run_cfix report "$scratch/report"
	check_health report report
	if [ -n "$want_status" ]; then
		check_status report report "$want_status"
	fi
	[ -f "$case_dir/expected.out" ] &&
		same_text "report stdout" "$case_dir/expected.out" "$scratch/report.out"
	[ -f "$case_dir/expected.err" ] &&
		same_text "report stderr" "$case_dir/expected.err" "$scratch/report.err"
	[ -f "$case_dir/expected.out.grep" ] &&
		grep_lines "report stdout" "$case_dir/expected.out.grep" "$scratch/report.out"
	[ -f "$case_dir/expected.err.grep" ] &&
		grep_lines "report stderr" "$case_dir/expected.err.grep" "$scratch/report.err"
	same_tree "report mode (must not write)" "$scratch/orig" "$scratch/report"

	local ok_status=(0 1)
	[ "$want_status" = 2 ] && ok_status=(2)

	# 2. --diff: the text, no file touched, applies with patch and git.
	cp -Rp "$scratch/orig" "$scratch/diffrun"
	run_cfix diff "$scratch/diffrun" --diff
	check_health diff --diff && check_status diff --diff "${ok_status[@]}"
	same_tree "--diff (must not write)" "$scratch/orig" "$scratch/diffrun"
	if [ -f "$case_dir/expected.diff" ]; then
		normalize_diff "$case_dir/expected.diff" >"$scratch/diff.want"
		normalize_diff "$scratch/diff.out" >"$scratch/diff.got"
		same_text "--diff output" "$scratch/diff.want" "$scratch/diff.got"
	fi
	if [ "$want_status" = 2 ]; then
		[ -s "$scratch/diff.out" ] && problem "--diff printed a diff despite the rule error"
	else
		local tool
		for tool in patch git; do
			cp -Rp "$scratch/orig" "$scratch/applied-$tool"
			if ! apply_diff "$tool" "$scratch/diff.out" "$scratch/applied-$tool"; then
				problem "the --diff output does not apply with $tool:"
				sed 's/^/    | /' "$scratch/apply.txt" >>"$problems"
			elif [ -n "$expected_tree" ]; then
				# git apply outside a repository sets modes of its own.
				same_tree "--diff applied with $tool" "$expected_tree" \
					"$scratch/applied-$tool" nomodes
			fi
		done
	fi

	# 3. --in-place.
	cp -Rp "$scratch/orig" "$scratch/inplace"
	run_cfix inplace "$scratch/inplace" --in-place
	check_health inplace --in-place && check_status inplace --in-place "${ok_status[@]}"
	if [ "$want_status" = 2 ]; then
		same_tree "--in-place with a rule error (must not write)" "$scratch/orig" "$scratch/inplace"
		return 0
	fi
	[ -n "$expected_tree" ] &&
		same_tree "--in-place" "$expected_tree" "$scratch/inplace"

	# 4. Idempotence: a second run over the fixed files changes nothing,
	# unless the rule itself matches its own output again in spatch too
	# (the case's not-idempotent file says why).
	[ -f "$case_dir/not-idempotent" ] && return 0
	cp -Rp "$scratch/inplace" "$scratch/again"
	run_cfix again-diff "$scratch/again" --diff
	check_health again-diff "second --diff"
	if [ -s "$scratch/again-diff.out" ]; then
		problem "second run: --diff over fixed files is not empty:"
		sed 's/^/    | /' "$scratch/again-diff.out" | head -40 >>"$problems"
	fi
	# A second --in-place adds nothing where the first was checked against
	# the expected tree (so --in-place wrote what --diff printed) and the
	# second --diff is empty: both come from one edit set.
	if [ -z "$expected_tree" ] || [ -s "$scratch/again-diff.out" ]; then
		run_cfix again-inplace "$scratch/again" --in-place
		check_health again-inplace "second --in-place"
		same_tree "second --in-place (must change nothing)" "$scratch/inplace" "$scratch/again"
	fi
	return 0
}

# ---- all cases -----------------------------------------------------------

case_dirs=()
if [ $# -gt 0 ]; then
	for c; do
		if [ -d "$c" ]; then
			case_dirs+=("$(cd "$c" && pwd)")
		elif [ -d "$cases_root/$c" ]; then
			case_dirs+=("$cases_root/$c")
		else
			echo "run-cases: $c: no such case" >&2
			exit 2
		fi
	done
else
	for c in "$cases_root"/*/; do
		[ -d "$c" ] && case_dirs+=("${c%/}")
	done
fi

# CFIX_CASE_SHARD=K/N: keep every N-th case, starting with the K-th.
if [ -n "${CFIX_CASE_SHARD:-}" ]; then
	if ! [[ $CFIX_CASE_SHARD =~ ^([0-9]+)/([0-9]+)$ ]] ||
		[ "${BASH_REMATCH[1]}" -lt 1 ] ||
		[ "${BASH_REMATCH[1]}" -gt "${BASH_REMATCH[2]}" ]; then
		echo "run-cases: CFIX_CASE_SHARD=$CFIX_CASE_SHARD: want K/N, 1 <= K <= N" >&2
		exit 2
	fi
	shard_k=${BASH_REMATCH[1]} shard_n=${BASH_REMATCH[2]}
	all=("${case_dirs[@]}")
	case_dirs=()
	for i in "${!all[@]}"; do
		[ $((i % shard_n)) -eq $((shard_k - 1)) ] && case_dirs+=("${all[$i]}")
	done
fi

passed=0 failed=0 skipped=0
xfails=() failures=()
scratch_root=$(mktemp -d "${TMPDIR:-/tmp}/cfix-cases.XXXXXX")
trap 'rm -rf "$scratch_root"' EXIT

for case_dir in "${case_dirs[@]}"; do
	name=${case_dir##*/}
	scratch=$scratch_root/$name
	mkdir -p "$scratch"
	problems=$scratch/problems.txt
	: >"$problems"
	run_case
	xfail_reason=""
	[ -f "$case_dir/XFAIL" ] && xfail_reason=$(head -n 1 "$case_dir/XFAIL")
	if [ -s "$problems" ]; then
		if [ -f "$case_dir/XFAIL" ]; then
			echo "XFAIL $name: $xfail_reason"
			xfails+=("$name")
			skipped=$((skipped + 1))
		else
			echo "FAIL $name (test/cases/$name)"
			cat "$problems"
			failures+=("$name")
			failed=$((failed + 1))
			if [ "${KEEP_SCRATCH:-0}" = 1 ]; then
				keep=$(mktemp -d "${TMPDIR:-/tmp}/cfix-case-$name.XXXXXX")
				cp -R "$scratch/." "$keep/"
				echo "  scratch kept in $keep"
			fi
		fi
	elif [ -f "$case_dir/XFAIL" ]; then
		echo "FAIL $name: unexpected pass (remove test/cases/$name/XFAIL: $xfail_reason)"
		failures+=("$name")
		failed=$((failed + 1))
	else
		echo "PASS $name"
		passed=$((passed + 1))
	fi
	rm -rf "$scratch"
done

echo
[ "${#failures[@]}" -gt 0 ] && echo "failed cases: ${failures[*]}"
[ "${#xfails[@]}" -gt 0 ] &&
	echo "${#xfails[@]} xfail, known to fail, counted as skipped: ${xfails[*]}"
echo "$passed passed, $failed failed, $skipped skipped"
[ "$failed" -eq 0 ]
