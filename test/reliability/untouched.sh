#!/usr/bin/env bash
# Every fix touches only the bytes of its match, over real files:
#
#   test/reliability/untouched.sh CFIX [FOLDER...]
#
# In a scratch tree of hard links to Debian's linux-source-6.1 with its
# compile database (test/kernel/scratch-tree.sh),
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

mkdir -p "$kdir"
work=$(mktemp -d "$kdir/untouched.XXXXXX") || exit 1
trap 'rm -rf "$work"' EXIT
mapfile -t dirs < <("$repo/test/kernel/scratch-tree.sh" "$work")
src=${dirs[0]:-} tree=${dirs[1]:-}
[ -n "$tree" ] || { echo "FAIL test/kernel/scratch-tree.sh"; echo "0 passed, 1 failed"; exit 1; }

st=0
(cd "$tree" && "$cfix" -j "$(nproc)" --json --in-place --review-fixes -p "$work/out" \
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
