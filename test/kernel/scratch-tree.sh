#!/usr/bin/env bash
# A scratch Linux tree to run cfix --in-place over without touching the
# pristine one (test/kernel/setup.sh's):
#
#   test/kernel/scratch-tree.sh WORK
#
# makes WORK/linux, hard links to every file of the pristine tree
# (`cp -al`: seconds, no space; cfix writes a new file and renames it,
# so a fixed file stops being a link and the pristine one is never
# written), and WORK/out, a copy of the defconfig output folder whose
# compile_commands.json (tool/kernel-compdb.py, every command of the
# tree) names WORK/linux instead of the pristine tree.  Prints the
# pristine tree, WORK/linux and WORK/out, one per line; exits 1 (with a
# message on stderr) when a step failed.  Used by plant-every-site.sh,
# test/reliability/untouched.sh and bench/planted-subsystems.sh.
set -euo pipefail

[ $# -eq 1 ] && [ -d "$1" ] || { echo "usage: $0 WORK (an existing folder)" >&2; exit 2; }
work=$(realpath "$1")
repo=$(cd "$(dirname "$0")/../.." && pwd)
mapfile -t dirs < <("$repo/test/kernel/setup.sh")
src=${dirs[0]:-} out=${dirs[1]:-}
[ -f "$src/Makefile" ] || { echo "scratch-tree: no kernel tree from test/kernel/setup.sh" >&2; exit 1; }
cp -al "$src" "$work/linux"
cp -a "$out" "$work/out"
python3 "$repo/tool/kernel-compdb.py" "$src" "$work/out" >/dev/null
sed -i "s|$src/|$work/linux/|g; s|$src\"|$work/linux\"|g" "$work/out/compile_commands.json"
printf '%s\n' "$src" "$work/linux" "$work/out"
