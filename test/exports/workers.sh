#!/usr/bin/env bash
# The run-wide documents (--export-fixes, --sarif) are collected from
# worker processes: with -j 1 (one process) and -j 3 (workers, files
# finishing out of order) every golden case, and all of them in one run,
# must give byte-identical documents, and the line formats (--json,
# --fixit-lines) identical output.
#
#   test/exports/workers.sh CFIX
flag=--export-fixes
source "$(dirname "$0")/lib.sh"

# docs NAME DIR J: the four exports of the case in DIR with -j J.
docs() {
	case_run "$1" "$2" -j "$3" --export-fixes "$2/../fixes-$3.yaml" \
		--sarif "$2/../log-$3.sarif"
	case_run "$1" "$2" -j "$3" --json
	mv "$2.out" "$2/../json-$3"
	case_run "$1" "$2" -j "$3" --fixit-lines
	mv "$2.out" "$2/../fixits-$3"
}

all=$scratch/all
mkdir -p "$all"
for name in $(export_cases); do
	mkdir -p "$scratch/$name"
	copy_case "$name" "$scratch/$name/in"
	docs "$name" "$scratch/$name/in" 1
	docs "$name" "$scratch/$name/in" 3
	bad=()
	for f in fixes-%.yaml log-%.sarif json-% fixits-%; do
		one=$scratch/$name/${f/\%/1} three=$scratch/$name/${f/\%/3}
		[ -s "$one" ] || [ "$f" = json-% ] || [ "$f" = fixits-% ] ||
			bad+=("${f/\%/1} is empty")
		cmp -s "$one" "$three" || bad+=("${f/\%/J} differs between -j 1 and -j 3")
	done
	if ((${#bad[@]})); then fail "$name" "${bad[@]}"; else pass "$name"; fi
	# gather the plain cases (rule + C files, no args) for one big run
	src=$cases_root/$name
	if [ ! -f "$src/args" ] && [ ! -f "$src/paths" ] && [ ! -f "$src/rule.cocci" ]; then
		for c in "$scratch/$name/in"/*.c; do
			[ -f "$c" ] && cp "$c" "$all/$name-${c##*/}"
		done
	fi
done

# One run over many files: results arrive from workers out of order.
(cd "$all" && "$cfix" -q -j 1 --export-fixes ../all-1.yaml --sarif ../all-1.sarif . 2>/dev/null)
(cd "$all" && "$cfix" -q -j 3 --export-fixes ../all-3.yaml --sarif ../all-3.sarif . 2>/dev/null)
n=$(grep -c 'DiagnosticName' "$scratch/all-1.yaml" 2>/dev/null || echo 0)
if [ "$n" -lt 3 ]; then
	fail "all cases in one run" "only $n diagnostics in the YAML"
elif cmp -s "$scratch/all-1.yaml" "$scratch/all-3.yaml" &&
	cmp -s "$scratch/all-1.sarif" "$scratch/all-3.sarif"; then
	pass "all cases in one run ($n diagnostics, -j 1 = -j 3)"
else
	fail "all cases in one run" "documents differ between -j 1 and -j 3"
fi
finish
