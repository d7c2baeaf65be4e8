#!/usr/bin/env bash
# Issue 3's kernel proof, on Debian's linux-source-6.1 (set up by
# test/kernel/setup.sh, outside the repository):
#
#  1. plants the seed bug (`!E & C` where `!(E & C)` was meant) in real
#     code: the first `!(E & C)` of each file in $sites below (8 files, 8
#     folders) becomes `!E & C`, in a scratch tree made of hard links to the
#     pristine tree (`cp -al`; each planted file is replaced by a real copy
#     first, so the pristine tree is never written);
#  2. configures a small kernel (tinyconfig + 64-bit, serial console,
#     initramfs, PCI, ACPI, WMI: every planted file built in) in a scratch
#     output folder, makes a compile database with `make -n`
#     (tool/kernel-compdb.py) and builds the planted objects (they compile:
#     the configuration is not -Werror, and clang's
#     -Wlogical-not-parentheses, which flags them, is only counted);
#  3. runs cfix with the rule matchers/rules/notand.cocci over the planted
#     folders: every planted site, and nothing else, must be reported; the
#     fix (a `--patch-dir` series when `cfix --help` lists that option,
#     else `--diff`) must touch only the planted files, apply with
#     `patch -p1`, and give back files byte-identical to the pristine ones;
#     the folders must then equal the pristine folders, and cfix must find
#     nothing more in them;
#  3b. real fixes: runs the built-in rule alloc_array (an n * size
#     allocation that can overflow: use kcalloc() / devm_kcalloc()) over
#     two folders where it finds real changes in Linux 6.1 ($real_files
#     below); the --patch-dir series must touch exactly those files and
#     apply with `patch -p1`, cfix must then find nothing there, and the
#     changed objects must build and be linked in (PM and INTEL_PMC_CORE
#     are added to the configuration);
#  4. rebuilds the fixed objects (no -Wlogical-not-parentheses left),
#     builds bzImage, checks that each planted object is linked into it,
#     and boots it in QEMU (software emulation) with a busybox initramfs
#     whose /init prints what the kernel found (PCI and ACPI devices, the
#     WMI bus), then a marker, and powers off: the marker must show within
#     $CFIX_BOOT_TIMEOUT seconds (default 180), QEMU must exit 0, and the
#     console must show no panic, BUG, Oops or WARNING;
#  5. checks that no file of the pristine tree changed during the run.
#
# Usage: test/kernel/plant-and-boot.sh CFIX
# Environment: CFIX_KERNEL_DIR (default /var/tmp/cfix-kernel; the scratch
# folder is made inside it), CFIX_BOOT_JOBS (make and cfix jobs, default
# nproc), CFIX_BOOT_TIMEOUT (seconds, default 180), CFIX_FIX_MODE
# (patch-dir or diff; default: patch-dir when cfix has it),
# CFIX_BOOT_KEEP=1 (keep the scratch folder even on success),
# CFIX_KERNEL_CCACHE=0 (compile without ccache; by default the kernel's
# objects go through ccache with its cache in $CFIX_KERNEL_DIR/ccache,
# at most 2 GB, so a second run recompiles only what changed).
# Installs qemu-system-x86, busybox-static and cpio if missing (as root).
# Prints the time of each step and a summary; exits 0 only if every step
# passed.  On failure the scratch folder is kept and its path printed.
# 16-18 minutes on 2 cores shared with other jobs (load average 8-9), most
# of it the bzImage build; about 6 minutes of CPU (docs/kernel.md).
set -uo pipefail
export LC_ALL=C

if [ $# -ne 1 ] || [ ! -x "$1" ]; then
	echo "usage: $0 CFIX" >&2
	exit 2
fi
cfix=$(realpath "$1")
repo=$(cd "$(dirname "$0")/../.." && pwd)
# shellcheck source=test/kernel/boot-lib.sh
. "$repo/test/kernel/boot-lib.sh"
rule=$repo/matchers/rules/notand.cocci
kdir=${CFIX_KERNEL_DIR:-/var/tmp/cfix-kernel}
jobs=${CFIX_BOOT_JOBS:-$(nproc)}
boot_timeout=${CFIX_BOOT_TIMEOUT:-180}

# The planted sites: FILE|EXPRESSION|OPTION.  The first occurrence of
# EXPRESSION (`!(E & C)`) in FILE becomes `!E & C`.  OPTION builds FILE
# in ("-": always built).
sites=(
	"drivers/platform/x86/wmi.c|!(block->flags & ACPI_WMI_METHOD)|ACPI_WMI"
	"drivers/tty/serial/8250/8250_port.c|!(port->flags & UPF_SKIP_TEST)|SERIAL_8250"
	"drivers/acpi/scan.c|!(info->valid & ACPI_VALID_HID)|ACPI"
	"drivers/pci/probe.c|!(cap & PCI_EXP_DEVCAP_EXT_TAG)|PCI"
	"kernel/fork.c|!(task->flags & PF_KTHREAD)|-"
	"fs/namei.c|!(mask & MAY_WRITE)|-"
	"lib/vsprintf.c|!(spec.flags & LEFT)|-"
	"mm/mmap.c|!(flags & MAP_FIXED)|MMU"
)
# A kernel that boots in QEMU with a serial console and an initramfs
# (see /work/shared/kernel-notes.md), plus PCI, ACPI and the x86 platform
# drivers' menu; the sites' options are added to these.
options=(64BIT PRINTK TTY SERIAL_8250 SERIAL_8250_CONSOLE BLK_DEV_INITRD RD_GZIP
	BINFMT_ELF BINFMT_SCRIPT DEVTMPFS DEVTMPFS_MOUNT PROC_FS SYSFS
	PCI ACPI X86_PLATFORM_DEVICES)

# Real fixes: the files where alloc_array finds real changes in 6.1
# (kzalloc(n * size) -> kcalloc(n, size)), their folders, the options
# that build them in.
real_rule=$repo/matchers/rules/alloc_array.cocci
real_files=(drivers/base/power/qos.c drivers/platform/x86/intel/pmc/core.c)
real_folders=(drivers/base/power drivers/platform/x86/intel/pmc)
real_objects=()
for f in "${real_files[@]}"; do real_objects+=("${f%.c}.o"); done
options+=(PM INTEL_PMC_CORE)

files=() exprs=() folders=() objects=()
for s in "${sites[@]}"; do
	IFS='|' read -r f e o <<<"$s"
	files+=("$f") exprs+=("$e") objects+=("${f%.c}.o")
	[ "$o" = - ] || [[ " ${options[*]} " == *" $o "* ]] || options+=("$o")
	d=$(dirname "$f")
	[[ " ${folders[*]} " == *" $d "* ]] || folders+=("$d")
done

fixmode=${CFIX_FIX_MODE:-}
if [ -z "$fixmode" ]; then
	if grep -q -- '--patch-dir' <<<"$("$cfix" --help 2>&1)"; then fixmode="patch-dir"; else fixmode="diff"; fi
fi

summary=() failed=0 work=
t_all=$(kb_now)

# step NAME FUNCTION: runs FUNCTION, notes its time and result.
step() {
	local name=$1 t0 st=0 dt
	shift
	printf '\n== %s\n' "$name"
	t0=$(kb_now)
	"$@" || st=$?
	dt=$(($(kb_now) - t0))
	if [ "$st" = 0 ]; then
		summary+=("$(printf '  %-44s ok      %4d s' "$name" "$dt")")
		echo "-- ok ($dt s)"
	else
		summary+=("$(printf '  %-44s FAILED  %4d s' "$name" "$dt")")
		echo "-- FAILED ($dt s)"
		failed=1
	fi
	return "$st"
}

# finish: prints the summary, removes the scratch folder unless something
# failed (or CFIX_BOOT_KEEP is set), and exits.
finish() {
	printf '\n== summary (%d s in all)\n' "$(($(kb_now) - t_all))"
	printf '%s\n' "${summary[@]}"
	if [ "$failed" = 0 ]; then
		if [ -n "$work" ] && [ -z "${CFIX_BOOT_KEEP:-}" ]; then
			rm -rf "$work"
		elif [ -n "$work" ]; then
			echo "scratch folder kept: $work"
		fi
		echo "PASS: ${#files[@]} planted bugs in ${#folders[@]} folders found, fixed back byte for byte; ${#real_files[@]} files with real alloc_array fixes; built and booted"
		exit 0
	fi
	[ -z "$work" ] || echo "scratch folder kept for inspection: $work (logs in $work/logs)"
	echo "FAIL"
	exit 1
}
trap 'failed=1; summary+=("  interrupted"); finish' INT TERM

# fail MESSAGE: says why a step fails; returns 1.
fail() {
	echo "FAIL: $*" >&2
	return 1
}

# show_log LOG: the end of a log, after a failure.
show_log() {
	echo "--- last lines of $1:" >&2
	tail -n 25 "$1" >&2
	return 1
}

# 1. Packages, the pristine tree, a scratch folder beside it.
do_setup() {
	local dirs avail
	kb_packages qemu-system-x86 busybox-static cpio gzip patch ccache || return 1
	mapfile -t dirs < <("$repo/test/kernel/setup.sh") || return 1
	src=${dirs[0]:-}
	[ -f "$src/Makefile" ] || fail "test/kernel/setup.sh gave no source tree" || return 1
	echo "pristine tree: $src"
	avail=$(df -Pk "$kdir" | awk 'NR == 2 { print int($4 / 1048576) }')
	echo "free space in $kdir: $avail GB"
	((avail >= 3)) || fail "less than 3 GB free in $kdir" || return 1
	work=$(mktemp -d "$kdir/plant-and-boot.XXXXXX") || return 1
	mkdir -p "$work/logs" "$work/pristine" "$work/planted-obj"
	touch "$work/.start"
	echo "scratch folder: $work"
	tree=$work/linux kout=$work/out
	cp -al "$src" "$tree" || fail "cp -al $src (same file system as $kdir?)"
	# compiled objects kept across runs (boot-lib.sh's kb_make)
	if [ "${CFIX_KERNEL_CCACHE:-1}" != 0 ]; then
		export KB_CCACHE_DIR=$kdir/ccache KB_CCACHE_BASE=$work
	fi
}

# plant FILE EXPRESSION: turns the first EXPRESSION `!(E & C)` of FILE
# into `!E & C`; prints "LINE COLUMN" of its `!` (bytes, 1-based).
plant() {
	python3 - "$1" "$2" <<'EOF'
import sys
path, expr = sys.argv[1], sys.argv[2].encode()
assert expr.startswith(b"!(") and expr.endswith(b")"), expr
data = open(path, "rb").read()
at = data.find(expr)
if at < 0:
    sys.exit("%s: no %s" % (path, expr.decode()))
data = data[:at] + b"!" + expr[2:-1] + data[at + len(expr):]
open(path, "wb").write(data)
start = data.rfind(b"\n", 0, at) + 1
print(data.count(b"\n", 0, at) + 1, at - start + 1)
EOF
}

# 2. The bug, planted in real copies of the files (the hard links to the
#    pristine tree are replaced first).
do_plant() {
	local i f e lc planted n
	: >"$work/expected"
	for i in "${!files[@]}"; do
		f=${files[$i]} e=${exprs[$i]}
		mkdir -p "$work/pristine/$(dirname "$f")"
		cp -p "$src/$f" "$work/pristine/$f" || return 1
		cp --remove-destination -p "$src/$f" "$tree/$f" || return 1
		lc=$(plant "$tree/$f" "$e") || return 1
		planted="!${e:2:${#e}-3}"
		echo "$f:${lc% *}:${lc#* }: $planted   (was $e)"
		echo "$f:${lc% *}:${lc#* }" >>"$work/expected"
		# Exactly one line differs, and it holds the planted text.
		n=$(diff "$work/pristine/$f" "$tree/$f" | grep -c '^>')
		[ "$n" = 1 ] || fail "$f: $n lines changed, not 1" || return 1
		sed -n "${lc% *}p" "$tree/$f" | grep -qF "$planted" || fail "$f: not planted" || return 1
		[ "$(stat -c %h "$tree/$f")" = 1 ] || fail "$f: still a hard link" || return 1
	done
	echo "${#files[@]} sites in ${#folders[@]} folders: ${folders[*]}"
}

# 3. A small configuration in a scratch output folder, `make prepare`, a
#    compile database from `make -n`.
do_config() {
	local log=$work/logs/config.log n
	echo "options: ${options[*]}"
	kb_config "$tree" "$kout" "$log" "${options[@]}" || show_log "$log" || return 1
	kb_make "$tree" "$kout" "$jobs" "$log" prepare || show_log "$log" || return 1
	n=$(python3 "$repo/tool/kernel-compdb.py" "$tree" "$kout") || fail "kernel-compdb.py" || return 1
	echo "compile database: $n entries ($kout/compile_commands.json)"
	for f in "${files[@]}" "${real_files[@]}"; do
		grep -q "\"file\": \"$tree/$f\"" "$kout/compile_commands.json" ||
			fail "$f is not in the compile database (not built by this config?)" || return 1
	done
}

# 4. The planted objects build (this configuration is not -Werror);
#    clang's -Wlogical-not-parentheses flags the sites (informational:
#    cfix must find them without it).  Kept to compare with the fixed ones.
do_build_planted() {
	local log=$work/logs/planted-objects.log o n=0 line
	kb_make "$tree" "$kout" "$jobs" "$log" "${objects[@]}" || show_log "$log" || return 1
	for o in "${objects[@]}"; do
		[ -f "$kout/$o" ] || fail "no $kout/$o" || return 1
		mkdir -p "$work/planted-obj/$(dirname "$o")"
		cp "$kout/$o" "$work/planted-obj/$o"
	done
	echo "built: ${objects[*]}"
	while read -r line; do
		grep -qF "$tree/$line: warning: logical not is only applied" "$log" && n=$((n + 1))
	done <"$work/expected"
	echo "clang -Wlogical-not-parentheses warned at $n of ${#files[@]} planted sites"
}

# 5. cfix over the planted folders: each planted site reported, nothing
#    else; the fix as a patch series (--patch-dir) or a diff (--diff).
do_cfix() {
	local st=0 mode=$fixmode
	cd "$tree" || return 1
	echo "cfix -j $jobs --sp-file $rule -p $kout --$mode ... ${folders[*]}   (in $tree)"
	if [ "$mode" = patch-dir ]; then
		"$cfix" -j "$jobs" --sp-file "$rule" -p "$kout" --patch-dir "$work/patches" \
			"${folders[@]}" >"$work/cfix.out" 2>"$work/cfix.err" || st=$?
		patches=()
		mapfile -t patches < <(find "$work/patches" -maxdepth 1 -name '*.patch' 2>/dev/null | sort)
		echo "patch series: ${#patches[@]} patches in $work/patches"
		printf '  %s\n' "${patches[@]##*/}"
	elif [ "$mode" = diff ]; then
		"$cfix" -j "$jobs" --sp-file "$rule" -p "$kout" --diff \
			"${folders[@]}" >"$work/fix.diff" 2>"$work/cfix.err" || st=$?
		patches=("$work/fix.diff")
	else
		fail "CFIX_FIX_MODE must be patch-dir or diff, not $mode"
		return 1
	fi
	cd - >/dev/null || return 1
	echo "cfix exit status $st (1: findings)"
	[ "$st" = 1 ] || { cat "$work/cfix.err" "$work/cfix.out" >&2 2>/dev/null; fail "cfix exit status $st, not 1"; return 1; }
	# The findings: on stderr with --diff, on stdout with --patch-dir.
	if [ "$mode" = diff ]; then
		cp "$work/cfix.err" "$work/report"
	else
		cat "$work/cfix.err" "$work/cfix.out" >"$work/report"
	fi
	sed -nE 's/^([^ :]+):([0-9]+):([0-9]+): warning: .*\[notand\]$/\1:\2:\3/p' \
		"$work/report" | sort >"$work/found"
	sort "$work/expected" >"$work/expected.sorted"
	echo "findings: $(wc -l <"$work/found"), planted: $(wc -l <"$work/expected")"
	if ! cmp -s "$work/found" "$work/expected.sorted"; then
		echo "planted but not reported (<) / reported but not planted (>):" >&2
		diff "$work/expected.sorted" "$work/found" | grep '^[<>]' >&2
		fail "findings differ from the planted sites"
		return 1
	fi
	# The report carries only these findings and their notes.
	if grep -E '^[^ :]+:[0-9]+:[0-9]+: (warning|error):' "$work/report" | grep -v '\[notand\]$' >&2; then
		fail "other diagnostics in cfix's report"
		return 1
	fi
	((${#patches[@]})) && [ -s "${patches[0]}" ] || fail "cfix wrote no fix" || return 1
	echo "every planted site reported, nothing else"
}

# apply_exactly LOG WHAT PATCH... -- FILE...: the patches touch exactly
#    FILE... (else a failure naming WHAT) and each applies to the tree
#    with `patch -p1` (its output in $work/logs/LOG).
apply_exactly() {
	local log=$work/logs/$1 what=$2 p touched
	local -a series=() want=()
	shift 2
	while [ "$1" != -- ]; do series+=("$1"); shift; done
	shift
	want=("$@")
	touched=$(cat "${series[@]}" | sed -nE 's/^\+\+\+ b\/([^\t]*).*/\1/p' | sort -u)
	if [ "$touched" != "$(printf '%s\n' "${want[@]}" | sort -u)" ]; then
		printf '%s touches:\n%s\n' "$what" "$touched" >&2
		fail "$what does not touch exactly ${want[*]}"
		return 1
	fi
	for p in "${series[@]}"; do
		patch -p1 --batch --forward --no-backup-if-mismatch -r - -d "$tree" -i "$p" \
			>>"$log" 2>&1 || { show_log "$log"; fail "patch -p1 < ${p##*/}"; return 1; }
		echo "applied ${p##*/}"
	done
}

# 6. The fix: touches only the planted files, applies with `patch -p1`,
#    gives the pristine files back; the folders equal the pristine ones;
#    cfix finds nothing more.
do_fix() {
	local d f st=0 n
	apply_exactly patch.log "the fix" "${patches[@]}" -- "${files[@]}" || return 1
	for f in "${files[@]}"; do
		cmp "$work/pristine/$f" "$tree/$f" || fail "$f is not the pristine file after the fix" || return 1
	done
	echo "the ${#files[@]} planted files are byte-identical to the pristine ones"
	for d in "${folders[@]}"; do
		diff -rq "$src/$d" "$tree/$d" >&2 || fail "$d differs from the pristine folder" || return 1
		# Files the run wrote are no longer hard links to the pristine tree.
		n=$(find "$tree/$d" -type f -links 1 | grep -cvxF -f <(printf "$tree/%s\n" "${files[@]}"))
		[ "$n" = 0 ] || fail "$d: $n files other than the planted ones were rewritten" || return 1
	done
	echo "no other file in ${folders[*]} changed"
	cd "$tree" || return 1
	"$cfix" -j "$jobs" --sp-file "$rule" -p "$kout" "${folders[@]}" >"$work/cfix-after.out" 2>&1 || st=$?
	cd - >/dev/null || return 1
	[ "$st" = 0 ] && ! grep -q 'warning:' "$work/cfix-after.out" ||
		{ cat "$work/cfix-after.out" >&2; fail "cfix after the fix: exit status $st, findings left"; return 1; }
	echo "cfix over the fixed folders: nothing to report"
}

# 7. The fixed objects build, without clang's -Wlogical-not-parentheses
#    (and, informational, differ from the planted ones: the bug changed
#    the code).
do_build_fixed() {
	local log=$work/logs/fixed-objects.log o same=()
	kb_make "$tree" "$kout" "$jobs" "$log" "${objects[@]}" || show_log "$log" || return 1
	if grep -F 'logical not is only applied' "$log" >&2; then
		fail "clang still warns about '!' and '&' in the fixed objects"
		return 1
	fi
	for o in "${objects[@]}"; do
		[ "$kout/$o" -nt "$work/planted-obj/$o" ] || fail "$o was not rebuilt" || return 1
		cmp -s "$kout/$o" "$work/planted-obj/$o" && same+=("$o")
	done
	echo "built: ${objects[*]}"
	echo "objects whose code the planted bug changed: $((${#objects[@]} - ${#same[@]})) of ${#objects[@]}${same[*]:+ (same: ${same[*]})}"
}

# 7b. Real fixes: alloc_array's series over the real folders touches
#     exactly the expected files, applies with `patch -p1`, leaves
#     nothing to find, and the changed objects build.
do_real() {
	local st=0 p log=$work/logs/real-objects.log
	local -a series
	cd "$tree" || return 1
	echo "cfix -j $jobs --sp-file ${real_rule#"$repo"/} -p $kout --patch-dir real-patches ${real_folders[*]}"
	"$cfix" -j "$jobs" --sp-file "$real_rule" -p "$kout" --patch-dir "$work/real-patches" \
		"${real_folders[@]}" >"$work/real.out" 2>"$work/real.err" || st=$?
	cd - >/dev/null || return 1
	[ "$st" = 1 ] || { cat "$work/real.err" >&2; fail "cfix exit status $st, not 1"; return 1; }
	mapfile -t series < <(find "$work/real-patches" -maxdepth 1 -name '*.patch' | sort)
	echo "patch series: ${#series[@]} patches"
	printf '  %s\n' "${series[@]##*/}"
	((${#series[@]})) || fail "no patch written" || return 1
	apply_exactly real-patch.log "the series" "${series[@]}" -- "${real_files[@]}" || return 1
	grep -h '^[-+][^-+]' "${series[@]}" | sed 's/^/    /'
	st=0
	cd "$tree" || return 1
	"$cfix" -j "$jobs" --sp-file "$real_rule" -p "$kout" "${real_folders[@]}" >"$work/real-after.out" 2>&1 || st=$?
	cd - >/dev/null || return 1
	[ "$st" = 0 ] || { cat "$work/real-after.out" >&2; fail "cfix after the real fixes: exit status $st"; return 1; }
	kb_make "$tree" "$kout" "$jobs" "$log" "${real_objects[@]}" || show_log "$log" || return 1
	for p in "${real_objects[@]}"; do
		[ "$kout/$p" -nt "$work/.start" ] || fail "$p was not built" || return 1
	done
	echo "built: ${real_objects[*]}"
}

# 8. bzImage, with every planted object linked in.
do_bzimage() {
	local log=$work/logs/bzimage.log o members lib syms missing found
	kb_make "$tree" "$kout" "$jobs" "$log" bzImage || show_log "$log" || return 1
	kernel=$kout/arch/x86/boot/bzImage
	[ -f "$kernel" ] || fail "no $kernel" || return 1
	echo "$kernel: $(stat -c %s "$kernel") bytes"
	# Each object is in vmlinux.a (obj-y) or its folder's lib.a (lib-y,
	# linked when used), and its global functions are in System.map.
	for o in "${objects[@]}" "${real_objects[@]}"; do
		lib=$(dirname "$o")/lib.a
		members=$(cd "$kout" && llvm-ar-19 t vmlinux.a && { [ ! -f "$lib" ] || llvm-ar-19 t "$lib"; }) ||
			fail "cannot list $kout/vmlinux.a" || return 1
		grep -qxF "$o" <<<"$members" || fail "$o is in neither vmlinux.a nor $lib" || return 1
		syms=$(llvm-nm-19 --defined-only -g "$kout/$o" | awk '$2 == "T" { print $3 }')
		if [ -n "$syms" ]; then
			missing=$(grep -cvxF -f <(awk '{ print $3 }' "$kout/System.map") <<<"$syms")
			[ "$missing" = 0 ] || fail "$o: $missing of its functions are not in System.map" || return 1
			echo "  $o: linked, $(wc -l <<<"$syms") global functions in System.map"
			continue
		fi
		# A driver whose functions are all static (module_platform_driver):
		# its local functions, some of which (__exit) the link drops.
		syms=$(llvm-nm-19 --defined-only "$kout/$o" | awk '$2 == "t" { print $3 }')
		[ -n "$syms" ] || fail "$o defines no function" || return 1
		found=$(grep -cxF -f <(awk '{ print $3 }' "$kout/System.map") <<<"$syms" || true)
		[ "$found" -gt 0 ] || fail "$o: none of its functions is in System.map" || return 1
		echo "  $o: linked, $found of its $(wc -l <<<"$syms") static functions in System.map"
	done
}

# 9. Boot in QEMU; /init prints a marker (unique to this run) and powers
#    off.
do_boot() {
	local marker log=$work/logs/boot.log st=0 t0 pci acpi
	marker="cfix-plant-and-boot: init ran ($$-$RANDOM)"
	kb_initramfs "$work/initramfs" "$marker" "$work/initramfs.cpio.gz" || return 1
	echo "qemu-system-x86_64 -accel tcg -m 512 -nographic -no-reboot (timeout $boot_timeout s); console in $log"
	t0=$(kb_now)
	kb_boot "$kernel" "$work/initramfs.cpio.gz" "$log" "$boot_timeout" || st=$?
	echo "QEMU exit status $st after $(($(kb_now) - t0)) s"
	grep -E '^(Linux version|cfix-init:)' "$log" | tr -d '\r'
	grep -qF "$marker" "$log" || { show_log "$log"; fail "no marker on the console"; return 1; }
	[ "$st" = 0 ] || fail "QEMU exit status $st (124: timeout)" || return 1
	if grep -E 'Kernel panic|BUG:|Oops|WARNING:|Call Trace' "$log" >&2; then
		fail "the kernel complained"
		return 1
	fi
	# What the fixed code found: PCI devices (drivers/pci/probe.c), ACPI
	# devices (drivers/acpi/scan.c), the WMI bus (drivers/platform/x86/wmi.c).
	pci=$(tr -d '\r' <"$log" | sed -n 's/^cfix-init: pci devices: //p')
	acpi=$(tr -d '\r' <"$log" | sed -n 's/^cfix-init: acpi devices: //p')
	[ "${pci:-0}" -gt 0 ] && [ "${acpi:-0}" -gt 0 ] || fail "no PCI or ACPI devices seen" || return 1
	grep -q '^cfix-init: wmi bus: yes' <(tr -d '\r' <"$log") || fail "no WMI bus" || return 1
	echo "marker seen; the kernel saw $pci PCI devices, $acpi ACPI devices, the WMI bus"
}

# 10. The pristine tree was not written: no file that was there when the
#     scratch tree was made (each has its twin there) is newer than the
#     start.  New files are other users' (other tests run in that tree).
do_pristine() {
	local f rel changed=() others=0
	while IFS= read -r f; do
		rel=${f#"$src"/}
		if [ -e "$tree/$rel" ] || [ -L "$tree/$rel" ]; then changed+=("$rel"); else others=$((others + 1)); fi
	done < <(find "$src" -newer "$work/.start" \( -type f -o -type l \))
	if ((${#changed[@]})); then
		printf '  %s\n' "${changed[@]:0:10}" >&2
		fail "${#changed[@]} files of $src changed during the run"
		return 1
	fi
	echo "no file of $src changed"
	((others == 0)) || echo "($others files were added there meanwhile, by other users of the tree)"
}

step "packages, pristine tree, scratch tree" do_setup || finish
step "plant ${#files[@]} bugs" do_plant || finish
step "config, prepare, compile database" do_config || finish
step "build the planted objects" do_build_planted || finish
step "cfix: find (--$fixmode)" do_cfix || finish
step "cfix: fix, compare with pristine" do_fix || finish
step "build the fixed objects" do_build_fixed || finish
step "cfix: real fixes (alloc_array), build" do_real || finish
step "build bzImage" do_bzimage || finish
step "boot in QEMU" do_boot || finish
step "pristine tree untouched" do_pristine || finish
finish
