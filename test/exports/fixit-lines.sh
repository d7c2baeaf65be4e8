#!/usr/bin/env bash
# --fixit-lines: each finding as "path:L:C: SEVERITY: ..." followed by
# clang's parseable fix-it lines.  The lines must have the form clang-19's
# -fdiagnostics-parseable-fixits prints (checked against clang itself),
# and applying them must give the same files as --in-place, for every
# golden case.
#
#   test/exports/fixit-lines.sh CFIX  (last line "N passed, N failed")
flag=--fixit-lines
kind=fixit
skip_quiet=1
source "$(dirname "$0")/lib.sh"
source "$here/roundtrip.sh"

pattern='^fix-it:"([^"\\]|\\.)*":\{[0-9]+:[0-9]+-[0-9]+:[0-9]+\}:"([^"\\]|\\.)*"$'

export_run() {
	case_run "$1" "$2" --fixit-lines
	cp "$2.out" "$3"
}

roundtrip_check() {
	local bad
	bad=$(grep -v -E "$pattern" "$2" | grep -v -E '^[^ ]+:[0-9]+:[0-9]+: (error|warning|note): ')
	[ -z "$bad" ] && return 0
	fail "$1" "lines of neither form:" "$bad"
	return 1
}

# clang's own fix-it lines match the same pattern (a sanity check of it).
if command -v clang-19 >/dev/null; then
	printf 'int f(int x) { if (x = 1) return 1; return 0; }\n' >"$scratch/clang.c"
	clang-19 -fsyntax-only -fdiagnostics-parseable-fixits "$scratch/clang.c" \
		2>"$scratch/clang.err"
	if grep '^fix-it:' "$scratch/clang.err" | grep -q -E "$pattern"; then
		pass "clang-19's fix-it lines have the checked form"
	else
		fail "clang-19's fix-it lines have the checked form" \
			"$(cat "$scratch/clang.err")"
	fi
fi

roundtrip_cases
finish
