#!/usr/bin/env bash
# --json: one finding per line (file, line, col, end_line, end_col, rule,
# message, fix, edits).  Every line must parse, there must be one per
# finding of the default report, and the edits applied must give the same
# files as --in-place, for every golden case.
#
#   test/exports/json.sh CFIX        (last line "N passed, N failed")
flag=--json
kind=json
skip_quiet=1
source "$(dirname "$0")/lib.sh"
source "$here/roundtrip.sh"

export_run() {
	case_run "$1" "$2" --json
	cp "$2.out" "$3"
}

roundtrip_check() {
	local report=$scratch/$1/report
	copy_case "$1" "$report"
	case_run "$1" "$report"
	local want got
	want=$(grep -c -E ': (error|warning|note): .* \[[^] ]+\]$' "$report.out")
	got=$(grep -c . "$2")
	[ "$want" = "$got" ] && return 0
	fail "$1" "$got JSON lines for $want findings"
	return 1
}

roundtrip_cases
finish
