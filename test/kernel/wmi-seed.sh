#!/usr/bin/env bash
# Issue 2's kernel check, on Debian's linux-source-6.1 (set up by
# test/kernel/setup.sh, outside the repository):
#  1. the seed rule (`!E & C`) reports nothing over drivers/platform/x86/,
#     with the compile database that `make -n` gives (files missing from
#     it borrow a neighbour's flags): 6.1 has no live instance;
#  2. a copy of drivers/platform/x86/wmi.c with its 2008 fix undone
#     (`!(block->flags & ACPI_WMI_METHOD)` turned back into
#     `!block->flags & ACPI_WMI_METHOD`) is found, and --in-place fixes it
#     back to a file identical to the original.
# No kernel code is committed: the copy is made here and removed after.
# Usage: test/kernel/wmi-seed.sh CFIX
set -euo pipefail

cfix=$(realpath "$1")
repo=$(cd "$(dirname "$0")/../.." && pwd)
mapfile -t dirs < <("$repo/test/kernel/setup.sh")
src=${dirs[0]} out=${dirs[1]}
rule=$repo/matchers/rules/notand.cocci
pass=0 fail=0

check() {
	if "$@"; then pass=$((pass + 1)); else fail=$((fail + 1)); echo "FAIL: $*"; fi
}

# a private copy of the output folder: the compile database written here
# must not replace the shared one other tests and benches read
scratch=$(mktemp -d)
copy=$src/drivers/platform/x86/cfix-test-wmi.c
trap 'rm -rf "$scratch"; rm -f "$copy"' EXIT
cp -a "$out" "$scratch/out"
out=$scratch/out
python3 "$repo/tool/kernel-compdb.py" "$src" "$out" drivers/platform/x86/ >/dev/null

# 1. Nothing to report over the whole folder.
status=0
report=$("$cfix" --sp-file "$rule" -p "$out" "$src/drivers/platform/x86" 2>/tmp/cfix-wmi.err) || status=$?
echo "drivers/platform/x86: exit $status, $(printf '%s' "$report" | grep -c 'warning:' || true) findings"
check test "$status" = 0
check test -z "$report"

# 2. The 2008 bug planted in a copy is found and fixed back.
sed 's/if (!(block->flags \& ACPI_WMI_METHOD))/if (!block->flags \& ACPI_WMI_METHOD)/' \
	"$src/drivers/platform/x86/wmi.c" >"$copy"
check test "$(grep -c '!block->flags & ACPI_WMI_METHOD' "$copy")" = 1
status=0
report=$("$cfix" --sp-file "$rule" -p "$out" "$copy") || status=$?
printf '%s\n' "$report" | head -5
check test "$status" = 1
check test "$(printf '%s' "$report" | grep -c 'warning:.*\[notand\]')" = 1
"$cfix" --sp-file "$rule" -p "$out" --in-place -q "$copy" || true
check cmp "$copy" "$src/drivers/platform/x86/wmi.c"

echo "$pass passed, $fail failed"
[ "$fail" = 0 ]
