#!/usr/bin/env bash
# --export-fixes: clang-tidy's replacements YAML, applied by Debian's
# clang-apply-replacements-19 (package clang-tools-19), must give the same
# files as --in-place, for every golden case (test/cases/).
#
#   test/exports/clang-apply-replacements.sh CFIX
#
# Last line "N passed, N failed"; skips (exit 0) when cfix has no
# --export-fixes yet or clang-apply-replacements-19 is missing.
flag=--export-fixes
source "$(dirname "$0")/lib.sh"

apply=$(command -v clang-apply-replacements-19 || command -v clang-apply-replacements)
if [ -z "$apply" ]; then
	echo "skip: clang-apply-replacements-19 missing (apt-get install clang-tools-19)"
	echo "0 passed, 0 failed, 1 skipped"
	exit 0
fi

for name in $(export_cases); do
	a=$scratch/$name/in-place b=$scratch/$name/exported
	copy_case "$name" "$a"
	copy_case "$name" "$b"
	mkdir -p "$scratch/$name/fixes"
	case_run "$name" "$a" --in-place -q
	case_run "$name" "$b" --export-fixes "$scratch/$name/fixes/fixes.yaml" -q
	if [ ! -s "$scratch/$name/fixes/fixes.yaml" ]; then
		fail "$name" "no YAML written" "$(cat "$b.err")"
		continue
	fi
	if ! "$apply" "$scratch/$name/fixes" >"$scratch/$name/apply.log" 2>&1; then
		fail "$name" "clang-apply-replacements failed:" \
			"$(cat "$scratch/$name/apply.log")"
		continue
	fi
	if ! out=$(diff -r "$a" "$b"); then
		fail "$name" "files differ from --in-place:" "$out"
		continue
	fi
	pass "$name"
done
finish
