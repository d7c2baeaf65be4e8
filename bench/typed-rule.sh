#!/usr/bin/env bash
# Benchmark (not a test), issue 3 (c): one type-aware rule over a Linux
# 6.1 subsystem with its compile database, cfix and spatch side by side
# in one run.  The rule is matchers/rules/unsigned_lt_zero.cocci (an
# unsigned value compared `< 0` or `>= 0`): cfix asks clang for each
# operand's type; spatch infers types from the declarations it sees
# (without --all-includes it does not read the headers that declare most
# kernel types).
#
# usage: bench/typed-rule.sh [CFIX [FOLDER...]]
#   CFIX default build/cfix; FOLDER (relative to the tree) default:
#   drivers/net/ethernet/intel.
# Writes a Markdown table and each tool's findings (file:line) to
# stdout; docs/benchmarks.md records the latest run.
set -euo pipefail
export LC_ALL=C

repo=$(cd "$(dirname "$0")/.." && pwd)
cfix=$(realpath "${1:-$repo/build/cfix}")
shift || true
folders=("$@")
[ ${#folders[@]} -gt 0 ] || folders=(drivers/net/ethernet/intel)
rule=$repo/matchers/rules/unsigned_lt_zero.cocci
command -v spatch >/dev/null || DEBIAN_FRONTEND=noninteractive apt-get install -y -qq coccinelle >&2
mapfile -t dirs < <("$repo/test/kernel/setup.sh")
src=${dirs[0]} out=${dirs[1]}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# A private output folder with the whole defconfig tree's database.
cp -a "$out" "$work/out"
python3 "$repo/tool/kernel-compdb.py" "$src" "$work/out" >/dev/null
# spatch needs `typedef u8;`-style lines that cfix does without.
python3 "$repo/bench/spatch-typedefs.py" "$rule" >"$work/rule-spatch.cocci"
find "${folders[@]/#/$src/}" -name '*.c' -type f | sort >"$work/files"
total=$(wc -l <"$work/files")
xargs -a "$work/files" -d '\n' cat >/dev/null

bench_tmp=$work
# shellcheck source=bench/lib.sh
. "$repo/bench/lib.sh"
measure() { bench_measure "$@"; }
read -r cw cc cr <<<"$(measure cfix "$src" "$cfix" -j 2 --stats --sp-file "$rule" -p "$work/out" "${folders[@]}")"
dirargs=()
for f in "${folders[@]}"; do dirargs+=(--dir "$src/$f"); done
mkdir -p "$work/spatch-cwd"
read -r sw sc sr <<<"$(measure spatch "$work/spatch-cwd" spatch --very-quiet -j 2 --sp-file "$work/rule-spatch.cocci" \
	--patch "$src" "${dirargs[@]}" -I "$src/include" -I "$src/arch/x86/include" \
	-I "$work/out/include" -I "$work/out/arch/x86/include/generated" \
	--include "$src/include/linux/kconfig.h")"
# Findings as "file:line": cfix's report lines; spatch's `-` lines
# (its context mode prints a diff whose `-` lines are the matches).
sed -nE 's/^([^ :]+):([0-9]+):[0-9]+: [a-z]+: .*\[unsigned_[a-z_]*\]$/\1:\2/p' "$work/cfix.out" "$work/cfix.err" | sort -u >"$work/cfix.found"
awk '/^--- /{ f = $2; sub(/^a\//, "", f); next }
     /^\+\+\+ /{ next }
     /^@@/{ split($2, a, ","); n = substr(a[1], 2) + 0; next }
     /^-/{ print f ":" n; n++; next }
     /^ /{ n++ }' "$work/spatch.out" | sort -u >"$work/spatch.found"
summary=$(grep -E '^cfix: [0-9]+ files? scanned' "$work/cfix.err" || true)
parsed=$(sed -E 's/.* ([0-9]+) parsed.*/\1/' <<<"$summary")
both=$(comm -12 "$work/cfix.found" "$work/spatch.found" | wc -l)
cat <<EOT
unsigned_lt_zero over ${folders[*]} ($total files), $(date -u +%Y-%m-%d), $(nproc) cores, page cache warm:

| tool | wall s | CPU s | peak RSS MB (one process) | files parsed | findings (lines) |
| --- | --- | --- | --- | --- | --- |
| cfix -j 2, compile database | $cw | $cc | $((cr / 1024)) | $parsed | $(wc -l <"$work/cfix.found") |
| spatch 1.1.1 -j 2 | $sw | $sc | $((sr / 1024)) | all | $(wc -l <"$work/spatch.found") |
| ratio spatch / cfix | $(bench_ratio "$sw" "$cw") | $(bench_ratio "$sc" "$cc") | | | |

Lines both tools report: $both.
cfix's summary: ${summary#cfix: }

cfix's findings:
$(sed 's/^/    /' "$work/cfix.found")

spatch's findings:
$(sed 's/^/    /' "$work/spatch.found")
EOT
