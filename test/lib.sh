# Shared by the shell checks under test/: counted results and the last
# line test/run-all.sh reads ("N passed, N failed[, N skipped]").
# Source it; it sets the counters to 0.

passed=0 failed=0 skipped=0

# pass WHAT; fail WHAT [DETAIL-LINE...]; skip WHAT
pass() { passed=$((passed + 1)); echo "ok   $*"; }
fail() { failed=$((failed + 1)); echo "FAIL $1"; shift; for l in "$@"; do echo "  $l"; done; }
skip() { skipped=$((skipped + 1)); echo "SKIP $*"; }

# check_output WHAT EXPECTED-FILE ACTUAL: passes when ACTUAL (a string)
# is the file's text, else fails with the unified diff.
check_output() {
	if diff -u "$2" <(echo "$3"); then
		pass "$1"
	else
		fail "$1"
	fi
}

# scratch_dir NAME: a fresh folder in $scratch, removed on exit.
scratch_dir() {
	scratch=$(mktemp -d "${TMPDIR:-/tmp}/cfix-$1.XXXXXX")
	trap 'rm -rf "$scratch"' EXIT
}

# summary: the counts as the last line; the status is 1 when a check
# failed.
summary() {
	echo "$passed passed, $failed failed, $skipped skipped"
	[ "$failed" -eq 0 ]
}

# cpu_time LIMIT CMD...: runs CMD with at most LIMIT seconds of CPU time
# per process (ulimit -t) and sets cpu_used to the user+sys seconds that
# CMD and the children it waited for used (the children's line of
# `times`); returns CMD's status.  A check of cfix's --timeout (CPU
# time) bounds CPU time this way, not wall time, which the machine's
# load stretches.
cpu_time() {
	local limit=$1 out status=0
	shift
	out=$(mktemp)
	(ulimit -t "$limit"; st=0; "$@" || st=$?; times >"$out"; exit "$st") ||
		status=$?
	cpu_used=$(awk 'NR == 2 {
		for (i = 1; i <= 2; i++) {
			split($i, t, /[ms]/); sum += t[1] * 60 + t[2]
		}
		print sum
	}' "$out")
	rm -f "$out"
	return "$status"
}

# cpu_below SECONDS: whether the last cpu_time's command used less
cpu_below() {
	awk -v used="$cpu_used" -v most="$1" \
		'BEGIN { exit !(used != "" && used + 0 < most + 0) }'
}
