#!/usr/bin/env bash
# Benchmark (not a test): the seed rule (`!E & C`) over
# drivers/platform/x86 of Debian's linux-source-6.1, cfix against spatch
# 1.1.1 (Debian's coccinelle), one after the other in one run, so the
# ratio is fair on a shared, noisy machine.  Writes a Markdown table to
# stdout; docs/benchmarks.md records the latest one.
#
# usage: bench/seed-platform-x86.sh [CFIX]   (default build/cfix)
set -euo pipefail

repo=$(cd "$(dirname "$0")/.." && pwd)
cfix=$(realpath "${1:-$repo/build/cfix}")
for need in spatch:coccinelle /usr/bin/time:time bc:bc; do
	command -v "${need%%:*}" >/dev/null ||
		DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need##*:}" >&2
done
mapfile -t dirs < <("$repo/test/kernel/setup.sh")
src=${dirs[0]} out=${dirs[1]}
rule=$repo/matchers/rules/notand.cocci
files=$(ls "$src"/drivers/platform/x86/*.c | wc -l)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# a private copy of the output folder for the compile database
cp -a "$out" "$tmp/out"
out=$tmp/out
python3 "$repo/tool/kernel-compdb.py" "$src" "$out" drivers/platform/x86/ >/dev/null

bench_tmp=$tmp
# shellcheck source=bench/lib.sh
. "$repo/bench/lib.sh"
# measure NAME CMD...: NAME, wall, CPU, peak RSS, findings, CMD run here.
measure() {
	local name=$1
	shift
	echo "$name $(bench_measure "$name" . "$@") $(bench_findings "$name")"
}

cd "$src"
c=$(measure cfix "$cfix" -q -j 1 --no-prefilter --sp-file "$rule" -p "$out" drivers/platform/x86)
o=$(measure cfix-own "$cfix" -q -j 1 --no-prefilter --parser own --sp-file "$rule" drivers/platform/x86)
s=$(measure spatch spatch --very-quiet --no-show-diff -j 2 --sp-file "$rule" --dir drivers/platform/x86 -I include -I arch/x86/include -I "$out/include" -I "$out/arch/x86/include/generated" --include "$src/include/linux/kconfig.h")
read -r _ cw cc cr cf <<<"$c"
read -r _ ow oc or of <<<"$o"
read -r _ sw sc sr sf <<<"$s"
cat <<EOT
Seed rule over drivers/platform/x86 ($files files), $(date -u +%Y-%m-%d), $(nproc) cores:

| tool | wall s | CPU s | peak RSS MB | findings |
| --- | --- | --- | --- | --- |
| cfix (1 worker, every file parsed with its flags) | $cw | $cc | $((cr / 1024)) | $cf |
| cfix --parser own (1 worker, every file, no clang) | $ow | $oc | $((or / 1024)) | $of |
| spatch 1.1.1 -j 2 | $sw | $sc | $((sr / 1024)) | $sf |
| ratio spatch / cfix | $(bench_ratio "$sw" "$cw") | $(bench_ratio "$sc" "$cc") | | |
| ratio spatch / cfix --parser own | $(bench_ratio "$sw" "$ow") | $(bench_ratio "$sc" "$oc") | | |
EOT
