#!/usr/bin/env bash
# Builds cfix and runs it on the bundled example project: first the report
# of the built-in rules' findings, then the fix as a diff, then a check
# that the diff applies and leaves nothing to find.
#
#   tool/demo.sh
#
# CFIX=PATH runs that binary instead of building one.
#
# The example (examples/flags-driver/) is copied to a scratch folder, where
# its compile_commands.json is written with absolute paths; the repository
# is not touched.  Exits 0 when the findings were shown.
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)

if [ -n "${CFIX:-}" ]; then
	cfix=$(cd "$(dirname "$CFIX")" && pwd)/$(basename "$CFIX")
else
	"$repo/tool/setup.sh"
	cfix=$repo/build/cfix
fi

work=$(mktemp -d "${TMPDIR:-/tmp}/cfix-demo.XXXXXX")
trap 'rm -rf "$work"' EXIT
cp -R "$repo/examples/flags-driver" "$work/"
cd "$work/flags-driver"

# The compile database, as CMake or bear would write it.
python3 - <<'PY'
import json, os, glob
here = os.getcwd()
db = [{"directory": here,
       "arguments": ["cc", "-std=c11", "-Wall", "-Iinclude", "-c", "-o",
                     src[:-2] + ".o", src],
       "file": os.path.join(here, src)}
      for src in sorted(glob.glob("src/*.c"))]
with open("compile_commands.json", "w") as f:
    json.dump(db, f, indent=2)
    f.write("\n")
PY

# expect_findings ARGS...: runs cfix, which exits 1 when it finds
# something, as the demo wants; 0 or 2 and above mean the demo went wrong.
expect_findings() {
	local status=0
	"$cfix" "$@" || status=$?
	case $status in
	1) ;;
	0)
		echo "demo: cfix found nothing in the example" >&2
		exit 1
		;;
	*)
		echo "demo: cfix failed (exit status $status)" >&2
		exit 1
		;;
	esac
}

echo "cfix on examples/flags-driver (copied to $PWD), built-in rules:"
printf '\n$ cfix -p . src\n'
expect_findings -p . src
printf '\n$ cfix --diff -p . src\n'
expect_findings --diff -p . src >fix.diff
cat fix.diff

printf '\n$ patch -p1 < fix.diff && cfix -p . src\n'
patch -p1 -s <fix.diff
status=0
"$cfix" -p . src || status=$?
if [ "$status" -ne 0 ]; then
	echo "demo: findings left after the fix (exit status $status)" >&2
	exit 1
fi
echo "(no findings: exit status 0)"
