#!/usr/bin/env bash
# --sarif: a SARIF 2.1.0 log with fixes.  For every golden case, the log's
# fixes applied must give the same files as --in-place; then the logs are
# validated by Microsoft's SARIF validator (npm's @microsoft/sarif-multitool
# `validate`), installed into a scratch folder with npm (or taken from
# $SARIF_MULTITOOL_DIR if it holds node_modules/.bin/sarif-multitool).  A
# validator error fails the test; its warnings are shown only.
#
#   test/exports/sarif.sh CFIX   (last line "N passed, N failed")
flag=--sarif
kind=sarif
source "$(dirname "$0")/lib.sh"
source "$here/roundtrip.sh"

export_run() {
	case_run "$1" "$2" --sarif "$3" -q
}

roundtrip_check() {
	python3 - "$2" <<'PY' && return 0
import json, sys
log = json.load(open(sys.argv[1]))
run = log["runs"][0]
assert log["version"] == "2.1.0" and run["tool"]["driver"]["name"] == "cfix"
for r in run["results"]:
    assert r["ruleId"] and r["message"]["text"] and r["locations"]
PY
	fail "$1" "SARIF structure"
	return 1
}

roundtrip_cases

tool_dir=${SARIF_MULTITOOL_DIR:-$scratch/sarif-tool}
tool=$tool_dir/node_modules/.bin/sarif-multitool
if [ ! -x "$tool" ] && command -v npm >/dev/null; then
	mkdir -p "$tool_dir"
	(cd "$tool_dir" && timeout 300 npm install --no-audit --no-fund \
		--loglevel=error @microsoft/sarif-multitool) >"$scratch/npm.log" 2>&1
fi
if [ ! -x "$tool" ]; then
	echo "skip: @microsoft/sarif-multitool could not be installed from npm;" \
		"only the structure and the fixes were checked"
	tail -3 "$scratch/npm.log" 2>/dev/null | sed 's/^/  npm: /'
	finish
	exit
fi
# One validator process for all the logs (it starts in seconds: one per
# log took most of this check's time); its console lines name the file.
mkdir -p "$scratch/logs"
for log in "$scratch"/*/export; do
	name=${log%/export}
	name=${name##*/}
	[ -s "$log" ] && cp "$log" "$scratch/logs/$name.sarif"
done
"$tool" validate "$scratch"/logs/*.sarif -o "$scratch/validation.sarif" \
	>"$scratch/validate.vlog" 2>&1
status=$?
count=$(ls "$scratch/logs" | wc -l)
if [ $status -ne 0 ] || ! grep -q "Done. $count files\? scanned" "$scratch/validate.vlog"; then
	fail "sarif-multitool validate" "status $status; $count logs given" \
		"$(tail -5 "$scratch/validate.vlog")"
fi
for log in "$scratch"/logs/*.sarif; do
	name=${log##*/}
	name=${name%.sarif}
	errors=$(grep -F "$log(" "$scratch/validate.vlog" | grep -E ': error ')
	if [ -n "$errors" ]; then
		fail "sarif-multitool validate $name" "$errors"
	else
		pass "sarif-multitool validate $name"
	fi
done
grep -h -o 'warning SARIF[0-9]*: [^.]*' "$scratch/validate.vlog" 2>/dev/null | sort | uniq -c |
	sed 's/^/  validator /'
finish
