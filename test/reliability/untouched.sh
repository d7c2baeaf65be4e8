#!/usr/bin/env bash
# Every fix touches only the bytes of its match, over real files:
#
#   test/reliability/untouched.sh CFIX [FOLDER...]
#
# In a scratch tree of hard links to Debian's linux-source-6.1 (set up by
# test/kernel/setup.sh; the defconfig compile database moved to it),
# cfix runs once with --json and --in-place over FOLDER... (default:
# fs/ext4 fs/f2fs drivers/staging/media/atomisp drivers/staging/rtl8723bs)
# with rules that rewrite many sites there: test/kernel/notand-plant.cocci
# (removes parentheses at every `!(E & C)`) and the built-in fixing rules
# alloc_array, array_size, ifnullfree, ifnullkfree, kzalloc, kmemdup,
# resource_size.  test/reliability/untouched.py then checks every .c file
# of the folders against the pristine tree: files without edits are
# byte-identical, each edit lies inside its finding's range (whitespace
# aside), and the original with the reported edits applied is the file
# cfix wrote.  The last line is "N passed, N failed"; exit 1 on failure.
set -uo pipefail
export LC_ALL=C

[ $# -ge 1 ] && [ -x "$1" ] || { echo "usage: $0 CFIX [FOLDER...]" >&2; exit 2; }
cfix=$(realpath "$1")
shift
folders=("$@")
[ ${#folders[@]} -gt 0 ] || folders=(fs/ext4 fs/f2fs drivers/staging/media/atomisp drivers/staging/rtl8723bs)
repo=$(cd "$(dirname "$0")/../.." && pwd)
kdir=${CFIX_KERNEL_DIR:-/var/tmp/cfix-kernel}

mapfile -t dirs < <("$repo/test/kernel/setup.sh") || { echo "FAIL test/kernel/setup.sh"; echo "0 passed, 1 failed"; exit 1; }
src=${dirs[0]:-} out=${dirs[1]:-}
work=$(mktemp -d "$kdir/untouched.XXXXXX") || exit 1
trap 'rm -rf "$work"' EXIT
tree=$work/linux
cp -al "$src" "$tree"
cp -a "$out" "$work/out"
python3 "$repo/tool/kernel-compdb.py" "$src" "$work/out" >/dev/null
sed -i "s|$src/|$tree/|g; s|$src\"|$tree\"|g" "$work/out/compile_commands.json"

st=0
(cd "$tree" && "$cfix" -j "$(nproc)" --json --in-place -p "$work/out" \
	--sp-file "$repo/test/kernel/notand-plant.cocci" \
	--sp-file "$repo/matchers/rules/alloc_array.cocci" \
	--sp-file "$repo/matchers/rules/array_size.cocci" \
	--sp-file "$repo/matchers/rules/ifnullfree.cocci" \
	--sp-file "$repo/matchers/rules/ifnullkfree.cocci" \
	--sp-file "$repo/matchers/rules/kzalloc.cocci" \
	--sp-file "$repo/matchers/rules/kmemdup.cocci" \
	--sp-file "$repo/matchers/rules/resource_size.cocci" \
	"${folders[@]}") >"$work/findings.jsonl" 2>"$work/cfix.err" || st=$?
if [ "$st" -gt 1 ]; then
	echo "FAIL cfix exit status $st:"
	tail -5 "$work/cfix.err"
	echo "0 passed, 1 failed"
	exit 1
fi
(cd "$tree" && find "${folders[@]}" -name '*.c' -type f | sort) >"$work/files"
if xargs -a "$work/files" -d '\n' python3 "$repo/test/reliability/untouched.py" \
	"$src" "$tree" "$work/findings.jsonl"; then
	echo "1 passed, 0 failed"
	exit 0
fi
echo "0 passed, 1 failed"
exit 1
