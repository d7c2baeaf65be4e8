# Helpers for test/kernel/plant-and-boot.sh: packages, a small kernel
# configuration, a busybox initramfs and a QEMU boot.  Sourced, not run.
# Every function returns non-zero on failure and says why on stderr.
# shellcheck shell=bash

# kb_packages PKG...: installs the Debian packages that are missing (as
# root, like test/kernel/setup.sh).
kb_packages() {
	local p missing=()
	for p in "$@"; do
		dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "ok installed" || missing+=("$p")
	done
	((${#missing[@]})) || return 0
	if [ "$(id -u)" != 0 ]; then
		echo "missing packages (${missing[*]}) and not root: install them first" >&2
		return 1
	fi
	apt-get update -qq >&2 &&
		DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >&2
}

# kb_now: seconds since the epoch.
kb_now() { date +%s; }

# kb_make SRC OUT JOBS LOG TARGET...: `make LLVM=-19` in the output folder
# OUT of the source tree SRC, at low priority, output appended to LOG.
# With KB_CCACHE_DIR set and ccache installed, the compiler runs through
# ccache with that cache folder (bounded to 2 GB) and KB_CCACHE_BASE (the
# scratch folder holding SRC and OUT) as its base, so that a later run in
# another scratch folder reuses what an earlier one compiled: ccache
# hashes each file's preprocessed text and flags, so a planted or fixed
# file still compiles anew.
kb_make() {
	local src=$1 out=$2 jobs=$3 log=$4 cc=()
	shift 4
	if [ -n "${KB_CCACHE_DIR:-}" ] && command -v ccache >/dev/null; then
		cc=(CC="ccache clang-19")
		export CCACHE_DIR=$KB_CCACHE_DIR CCACHE_BASEDIR=${KB_CCACHE_BASE:-/} \
			CCACHE_NOHASHDIR=1 CCACHE_MAXSIZE=2G
	fi
	nice -n 5 make -C "$src" O="$out" LLVM=-19 "${cc[@]}" -j"$jobs" "$@" >>"$log" 2>&1
}

# kb_config SRC OUT LOG OPTION...: a fresh tinyconfig in OUT with OPTION...
# turned on (built in, =y); fails, naming them, when Kconfig dropped any.
kb_config() {
	local src=$1 out=$2 log=$3 o args=() lost=()
	shift 3
	mkdir -p "$out"
	kb_make "$src" "$out" 1 "$log" tinyconfig || return 1
	for o in "$@"; do args+=(--enable "$o"); done
	"$src/scripts/config" --file "$out/.config" "${args[@]}" || return 1
	kb_make "$src" "$out" 1 "$log" olddefconfig || return 1
	for o in "$@"; do
		grep -qx "CONFIG_$o=y" "$out/.config" || lost+=("$o")
	done
	if ((${#lost[@]})); then
		echo "Kconfig dropped: ${lost[*]} (dependencies off?)" >&2
		return 1
	fi
}

# kb_initramfs DIR MARKER OUT: a gzipped newc cpio in OUT holding the static
# busybox and an /init that mounts proc, sys and dev, prints what the
# kernel found (PCI devices, ACPI devices, the WMI bus), then MARKER, and
# powers off with `reboot -f`.
kb_initramfs() {
	local dir=$1 marker=$2 out=$3 bb=/bin/busybox
	[ -x "$bb" ] || { echo "no $bb (busybox-static)" >&2; return 1; }
	rm -rf "$dir"
	mkdir -p "$dir"/{bin,dev,proc,sys} || return 1
	cp "$bb" "$dir/bin/busybox" || return 1
	ln -s busybox "$dir/bin/sh"
	mknod -m 600 "$dir/dev/console" c 5 1 || return 1
	cat >"$dir/init" <<EOF
#!/bin/busybox sh
bb=/bin/busybox
\$bb mount -t proc proc /proc
\$bb mount -t sysfs sysfs /sys
\$bb mount -t devtmpfs devtmpfs /dev 2>/dev/null
echo "cfix-init: \$(\$bb cat /proc/version)"
echo "cfix-init: pci devices: \$(\$bb ls /sys/bus/pci/devices 2>/dev/null | \$bb wc -l)"
echo "cfix-init: acpi devices: \$(\$bb ls /sys/bus/acpi/devices 2>/dev/null | \$bb wc -l)"
echo "cfix-init: wmi bus: \$(\$bb test -d /sys/bus/wmi && echo yes || echo no)"
echo "$marker"
\$bb reboot -f
EOF
	chmod 755 "$dir/init"
	(cd "$dir" && find . | LC_ALL=C sort | cpio -o -H newc --quiet | gzip -9) >"$out"
}

# kb_boot KERNEL INITRD LOG TIMEOUT: boots KERNEL in QEMU (software
# emulation: /dev/kvm hangs on these machines) with the serial console on
# LOG; returns QEMU's status (124 when TIMEOUT seconds passed).
kb_boot() {
	local kernel=$1 initrd=$2 log=$3 t=$4 prio=() n
	# Run at low priority (test/run-all.sh's kernel lane, nice 19), the
	# emulated boot would starve behind the other checks: as root, QEMU
	# alone goes back to normal priority.
	n=$(nice)
	if [ "$n" -gt 0 ] && [ "$(id -u)" = 0 ]; then
		prio=(nice -n "-$n")
	fi
	timeout --kill-after=10 "$t" "${prio[@]}" qemu-system-x86_64 -accel tcg -m 512 -smp 1 \
		-nographic -no-reboot -kernel "$kernel" -initrd "$initrd" \
		-append 'console=ttyS0 panic=-1' </dev/null >"$log" 2>&1
}
