#!/usr/bin/env bash
# Prepares Debian's linux-source-6.1 tree for cfix's kernel tests, outside
# the repository: installs the packages (as root), extracts the tree to
# $CFIX_KERNEL_DIR (default /var/tmp/cfix-kernel), configures it for
# clang-19 (defconfig) and runs `make prepare` so the generated headers
# exist.  Idempotent: each step is skipped when its result is there.
# Prints the source folder and the output folder, one per line.
set -euo pipefail

dir=${CFIX_KERNEL_DIR:-/var/tmp/cfix-kernel}
src=$dir/linux-source-6.1
out=$dir/out
tarball=/usr/src/linux-source-6.1.tar.xz
packages=(linux-source-6.1 flex bison bc libelf-dev libssl-dev lld-19 clang-19 make)

missing=()
for p in "${packages[@]}"; do
	dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "ok installed" || missing+=("$p")
done
if ((${#missing[@]})); then
	apt-get update -qq >&2
	DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >&2
fi

mkdir -p "$dir"
if [ ! -f "$src/Makefile" ]; then
	tar -C "$dir" -xf "$tarball"
fi
if [ ! -f "$out/include/generated/autoconf.h" ] || [ ! -f "$out/.cfix-prepared" ]; then
	make -s -C "$src" O="$out" LLVM=-19 defconfig >&2
	make -s -C "$src" O="$out" LLVM=-19 -j"$(nproc)" prepare >&2
	touch "$out/.cfix-prepared"
fi
echo "$src"
echo "$out"
