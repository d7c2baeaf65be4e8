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
