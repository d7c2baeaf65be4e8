#!/usr/bin/env bash
# Every export format, over every golden case, checked by its consumer:
#
#   test/exports/formats.sh CFIX   (last line "N passed, N failed")
#   CFIX_SHARD=K/N test/exports/formats.sh CFIX   (the K-th of every N cases)
#
# For each case (test/exports/lib.sh's export_cases), cfix runs with
# -j 1 and, for a case of several files or a folder, with -j 3 (workers,
# files finishing out of order; with one file cfix runs one worker
# whatever -j says), each time once with --export-fixes, --sarif and
# --json together and once with --fixit-lines; once with --in-place for
# the reference tree.  Then, each
# a line of its own ("ok   FORMAT CASE"):
# - yaml:   clang-apply-replacements-19 applies the --export-fixes YAML;
# - sarif:  test/exports/apply.py applies the SARIF log's fixes, the log
#           has the expected structure, and Microsoft's validator (npm's
#           @microsoft/sarif-multitool, into a scratch folder or from
#           $SARIF_MULTITOOL_DIR) reports no error on any log;
# - json:   apply.py applies the JSON lines' edits, one line per finding
#           of the report;
# - fixit:  apply.py applies the fix-it lines, every line of the two forms;
# - -j:     the four documents are byte-identical for -j 1 and -j 3
#           (cases of several files or a folder);
# each applied export must give the files --in-place gives.  json and
# fixit skip cases whose args hold -q (the report is empty) and cases
# whose script rules print (to stdout, beside the JSON and fix-it lines).  Last, one
# run over all the plain cases together, -j 1 against -j 3.
#
# Each cfix run serves every format (one run per format took four
# times as long).  A missing consumer (clang-apply-replacements-19,
# npm) prints "skip:" and the check fails in test/run-all.sh.
flag=--export-fixes
source "$(dirname "$0")/lib.sh"

apply_yaml=$(command -v clang-apply-replacements-19 || command -v clang-apply-replacements)
if [ -z "$apply_yaml" ]; then
	echo "skip: clang-apply-replacements-19 missing (apt-get install clang-tools-19)"
	echo "0 passed, 0 failed, 1 skipped"
	exit 0
fi
# One Python process applies every case's exports (apply.py --serve).
coproc APPLY { python3 "$here/apply.py" --serve; }

# ask REQUEST...: apply.py's answer to one request (fields tab-separated).
ask() {
	local IFS=$'\t' reply
	echo "$*" >&"${APPLY[1]}"
	read -r reply <&"${APPLY[0]}" || reply="apply.py --serve is gone"
	echo "$reply"
}

fixit_form='^fix-it:"([^"\\]|\\.)*":\{[0-9]+:[0-9]+-[0-9]+:[0-9]+\}:"([^"\\]|\\.)*"$'
diag_form='^([^ ]+|"([^"\\]|\\.)*"):[0-9]+:[0-9]+: (error|warning|note): '

# exports NAME DIR J OUT: the four documents of the case in DIR with
# -j J, as OUT.yaml, OUT.sarif, OUT.json, OUT.fixit (one DIR for both -j:
# the YAML and SARIF documents hold absolute paths).
exports() {
	case_run "$1" "$2" -j "$3" --export-fixes "$4.yaml" --sarif "$4.sarif" --json
	mv "$2.out" "$4.json"
	case_run "$1" "$2" -j "$3" --fixit-lines
	mv "$2.out" "$4.fixit"
}

# applies NAME FORMAT DIR REF: resets DIR to the case's input, applies
# FORMAT's export (DIR.FORMAT for the -j 1 run in DIR) and compares with
# REF (the --in-place tree); "" when equal, else why not.
applies() {
	local name=$1 format=$2 dir=$3 ref=$4 out
	rm -rf "$dir"
	copy_case "$name" "$dir"
	if [ "$format" = yaml ]; then
		mkdir -p "$dir.fixes"
		cp "$dir.yaml" "$dir.fixes/fixes.yaml"
		out=$("$apply_yaml" "$dir.fixes" 2>&1) ||
			{ echo "clang-apply-replacements failed: $out"; return; }
	else
		out=$(ask "$format" "$dir.$format" "$dir")
		[ -z "$out" ] || { echo "the export does not apply: $out"; return; }
	fi
	out=$(diff -r "$ref" "$dir") || echo "files differ from --in-place: $out"
}

# sarif_shape LOG: "" when LOG has the structure every log must have.
sarif_shape() {
	ask shape "$1"
}

# verdict FORMAT NAME WHY: a pass when WHY is empty.
# Known export bugs (a known bug stays a known-to-fail check): FORMAT
# CASE -> why.  Such a check is counted as skipped while it fails and
# fails once it passes, so that the entry is taken out.
declare -A known_failures=(
)

verdict() {
	local known=${known_failures["$1 $2"]:-}
	if [ -n "$known" ]; then
		if [ -n "$3" ]; then skip "XFAIL $1 $2: $known"
		else fail "$1 $2" "passes now: take it out of known_failures"; fi
	elif [ -z "$3" ]; then pass "$1 $2"; else fail "$1 $2" "$3"; fi
}

# several_inputs NAME: the case passes cfix more than one file (or a
# folder).  With one file cfix runs one worker whatever -j says
# (tool/batch.c caps the workers at the file count), so -j 3 would
# repeat the -j 1 run; the -j comparison is made where it can differ.
several_inputs() {
	[ -f "$cases_root/$1/paths" ] || [ "$(case_inputs "$1" | wc -l)" -gt 1 ]
}

quiet_case() {
	[ -f "$cases_root/$1/args" ] && grep -q -E '(^| )(-q|--quiet)( |$)' "$cases_root/$1/args"
}

# printing_case NAME: the case's script rules print to stdout, where the
# JSON lines and fix-it lines go too (as spatch, a script's output is
# the run's).
printing_case() {
	local rule=$cases_root/$1/rule.cocci
	[ -f "$rule" ] && grep -q -E '^@ *(script|initialize|finalize):' "$rule" &&
		grep -q -E 'print' "$rule"
}

mkdir -p "$scratch/logs" "$scratch/all"
for name in $(export_cases); do
	d=$scratch/$name
	copy_case "$name" "$d/ref"
	case_run "$name" "$d/ref" --in-place -q
	copy_case "$name" "$d/one"
	exports "$name" "$d/one" 1 "$d/one"
	several_inputs "$name" && exports "$name" "$d/one" 3 "$d/three"

	why=
	[ -s "$d/one.yaml" ] || why="no YAML written: $(cat "$d/one.err")"
	[ -n "$why" ] || why=$(applies "$name" yaml "$d/one" "$d/ref")
	verdict yaml "$name" "$why"

	why=$(applies "$name" sarif "$d/one" "$d/ref")
	[ -n "$why" ] || why=$(sarif_shape "$d/one.sarif")
	verdict sarif "$name" "$why"
	[ -s "$d/one.sarif" ] && cp "$d/one.sarif" "$scratch/logs/$name.sarif"

	if ! quiet_case "$name" && ! printing_case "$name"; then
		why=$(applies "$name" json "$d/one" "$d/ref")
		if [ -z "$why" ]; then
			copy_case "$name" "$d/report"
			case_run "$name" "$d/report"
			want=$(grep -c -E ': (error|warning|note): .* \[[^] ]+\]$' "$d/report.out")
			got=$(grep -c . "$d/one.json")
			[ "$want" = "$got" ] || why="$got JSON lines for $want findings"
		fi
		verdict json "$name" "$why"

		why=$(applies "$name" fixit "$d/one" "$d/ref")
		if [ -z "$why" ]; then
			bad=$(grep -v -E "$fixit_form" "$d/one.fixit" | grep -v -E "$diag_form")
			[ -z "$bad" ] || why="lines of neither form: $bad"
		fi
		verdict fixit "$name" "$why"
	fi

	if several_inputs "$name"; then
		why=
		for f in yaml sarif json fixit; do
			cmp -s "$d/one.$f" "$d/three.$f" || why+="$f differs between -j 1 and -j 3; "
		done
		verdict -j "$name" "$why"
	fi

	# the plain cases (rule + C files, no args) for one big run
	src=$cases_root/$name
	if [ ! -f "$src/args" ] && [ ! -f "$src/paths" ] && [ ! -f "$src/rule.cocci" ]; then
		for c in $(case_inputs "$name"); do
			cp "$src/$c" "$scratch/all/$name-$c"
		done
	fi
done

# clang-19's own fix-it lines have the form checked above.
if command -v clang-19 >/dev/null; then
	printf 'int f(int x) { if (x = 1) return 1; return 0; }\n' >"$scratch/clang.c"
	clang-19 -fsyntax-only -fdiagnostics-parseable-fixits "$scratch/clang.c" \
		2>"$scratch/clang.err"
	if grep '^fix-it:' "$scratch/clang.err" | grep -q -E "$fixit_form"; then
		pass "clang-19's fix-it lines have the checked form"
	else
		fail "clang-19's fix-it lines have the checked form" "$(cat "$scratch/clang.err")"
	fi
fi

# One run over many files: results arrive from workers out of order.
(cd "$scratch/all" && "$cfix" -q -j 1 --export-fixes ../all-1.yaml --sarif ../all-1.sarif . 2>/dev/null)
(cd "$scratch/all" && "$cfix" -q -j 3 --export-fixes ../all-3.yaml --sarif ../all-3.sarif . 2>/dev/null)
n=$(grep -c 'DiagnosticName' "$scratch/all-1.yaml" 2>/dev/null)
if [ "${n:-0}" -lt 3 ]; then
	fail "all cases in one run" "only $n diagnostics in the YAML"
elif cmp -s "$scratch/all-1.yaml" "$scratch/all-3.yaml" &&
	cmp -s "$scratch/all-1.sarif" "$scratch/all-3.sarif"; then
	pass "all cases in one run ($n diagnostics, -j 1 = -j 3)"
else
	fail "all cases in one run" "documents differ between -j 1 and -j 3"
fi

# Microsoft's validator, one process for all the logs (it takes seconds
# to start); its console lines name the file.
tool_dir=${SARIF_MULTITOOL_DIR:-$scratch/sarif-tool}
tool=$tool_dir/node_modules/.bin/sarif-multitool
if [ ! -x "$tool" ] && command -v npm >/dev/null; then
	mkdir -p "$tool_dir"
	(cd "$tool_dir" && timeout 300 npm install --no-audit --no-fund \
		--loglevel=error @microsoft/sarif-multitool) >"$scratch/npm.log" 2>&1
fi
if [ ! -x "$tool" ]; then
	echo "skip: @microsoft/sarif-multitool could not be installed from npm;" \
		"the SARIF logs were not validated"
	tail -3 "$scratch/npm.log" 2>/dev/null | sed 's/^/  npm: /'
	finish
	exit
fi
"$tool" validate "$scratch"/logs/*.sarif -o "$scratch/validation.sarif" \
	>"$scratch/validate.log" 2>&1
status=$?
count=$(ls "$scratch/logs" | wc -l)
if [ $status -ne 0 ] || ! grep -q "Done. $count files\? scanned" "$scratch/validate.log"; then
	fail "sarif-multitool validate" "status $status; $count logs given" \
		"$(tail -5 "$scratch/validate.log")"
fi
for log in "$scratch"/logs/*.sarif; do
	name=${log##*/}
	errors=$(grep -F "$log(" "$scratch/validate.log" | grep -E ': error ')
	verdict "sarif-multitool validate" "${name%.sarif}" "$errors"
done
grep -o 'warning SARIF[0-9]*: [^.]*' "$scratch/validate.log" | sort | uniq -c |
	sed 's/^/  validator /'
finish
