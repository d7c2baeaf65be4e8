#!/usr/bin/env bash
# cfix --in-place where the file cannot be written: a full disk, a disk
# with room for part of the file, no inodes left, a read-only mount, a
# folder cfix may not write to, and a read-only file.
#
#   test/reliability/full-disk.sh CFIX
#
# Each case puts a C file with a finding ('if (!flags & FLAG)') in a small
# tmpfs mounted for the test, makes writing impossible, runs
# `cfix --in-place`, and checks: exit status 2, the error on stderr
# (path:...: error: WHAT: REASON; not written), the file byte for byte as
# it was, and no temporary file left in its folder.  The read-only file
# case checks what cfix does there: it replaces the file (as sed -i does)
# and keeps its mode.
#
# Needs root (mount, and a user cfix cannot write as: nobody); exits 77
# (skip) when tmpfs cannot be mounted.  Exit 0 when every case passed, 1
# when one failed, 2 on bad usage.  The last line is "N passed, N failed".
set -uo pipefail
export LC_ALL=C

[ $# -eq 1 ] || { echo "usage: $0 CFIX" >&2; exit 2; }
cfix=$1
case $cfix in /*) ;; *) cfix=$PWD/$cfix ;; esac
[ -x "$cfix" ] && [ ! -d "$cfix" ] || { echo "full-disk: $cfix: not an executable" >&2; exit 2; }

scratch=$(mktemp -d "${TMPDIR:-/tmp}/cfix-full-disk.XXXXXX")
chmod 755 "$scratch"
mnt=$scratch/mnt
mkdir "$mnt"
cleanup() {
	mountpoint -q "$mnt" && umount "$mnt"
	rm -rf "$scratch"
}
trap cleanup EXIT

# mount_tmpfs OPTIONS: a fresh tmpfs on $mnt; false when not permitted.
mount_tmpfs() {
	mountpoint -q "$mnt" && umount "$mnt"
	mount -t tmpfs -o "$1" cfix-full-disk "$mnt" 2>/dev/null || return 1
	chmod 755 "$mnt"
}

if ! mount_tmpfs size=1m; then
	echo "skip: cannot mount a tmpfs (needs root and CAP_SYS_ADMIN)"
	exit 77
fi

# The C file: a finding near the end of SIZE bytes of code.
c_file() {
	local size=$1
	awk -v size="$size" 'BEGIN {
		print "#define FLAG 0x4"
		for (i = 0; n < size; i++) {
			s = sprintf("int f%d(int a)\n{\n\treturn a * %d;\n}\n", i, i)
			printf "%s", s
			n += length(s)
		}
		print "int g(int flags)\n{\n\tif (!flags & FLAG)\n\t\treturn 1;\n\treturn 0;\n}"
	}'
}

passed=0 failed=0
problems=()
problem() { problems+=("$*"); }

# fill FOLDER [LEAVE-KB]: fills the file system of FOLDER, leaving about
# LEAVE-KB kilobytes free (default 0).
fill() {
	local leave=${2:-0} free
	dd if=/dev/zero of="$1/fill" bs=4k status=none 2>/dev/null
	if [ "$leave" -gt 0 ]; then
		free=$(stat -c %s "$1/fill")
		truncate -s $((free - leave * 1024)) "$1/fill"
	fi
}

# run_cfix DIR [AS-USER]: cfix --in-place on DIR/t.c; sets $status and
# leaves stderr in $scratch/err.
run_cfix() {
	local dir=$1 user=${2:-}
	local cmd=("$cfix" --in-place -j1 t.c)
	if [ -n "$user" ]; then
		cmd=(setpriv --reuid="$(id -u "$user")" --regid="$(id -g "$user")"
			--clear-groups "${cmd[@]}")
	fi
	(cd "$dir" && exec timeout -k 5 60 "${cmd[@]}") >"$scratch/out" 2>"$scratch/err" </dev/null
	status=$?
}

# expect_refused DIR MESSAGE-RE: the run failed as it should.
expect_refused() {
	local dir=$1 re=$2 left
	[ "$status" -eq 2 ] || problem "exit status $status, expected 2"
	grep -qE -- "$re" "$scratch/err" || problem "no line of stderr matches /$re/"
	cmp -s "$scratch/orig.c" "$dir/t.c" || problem "t.c changed"
	left=$(find "$dir" -maxdepth 1 -name '.t.c.cfix-*' | head -3)
	[ -z "$left" ] && return
	problem "temporary file left behind: ${left##*/}"
}

# report NAME WHAT: prints the case's result.
report() {
	if [ "${#problems[@]}" -eq 0 ]; then
		echo "PASS $1: $2"
		passed=$((passed + 1))
	else
		echo "FAIL $1: $2"
		printf '  %s\n' "${problems[@]}"
		sed 's/^/  | /' "$scratch/err" | head -5
		failed=$((failed + 1))
	fi
	problems=()
}

new_case() {
	mount_tmpfs "$1" || { echo "full-disk: cannot mount tmpfs -o $1" >&2; exit 1; }
	c_file "$2" >"$mnt/t.c"
	cp "$mnt/t.c" "$scratch/orig.c"
}

# 1. Full: not one block left for the temporary file.
new_case size=1m 2000
fill "$mnt"
run_cfix "$mnt"
expect_refused "$mnt" \
	"^t\.c: error: cannot write the temporary file: No space left on device; not written$"
report full-disk "no space left: exit 2, message, t.c unchanged, no temporary file"

# 2. Room for part of the file: write() fails midway.
new_case size=1m 200000
fill "$mnt" 64
run_cfix "$mnt"
expect_refused "$mnt" \
	"^t\.c: error: cannot write the temporary file: No space left on device; not written$"
report half-written "64 KB free for 200 KB: exit 2, message, t.c unchanged, no temporary file"

# 3. No inode left: the temporary file cannot be created.
new_case size=1m,nr_inodes=4 2000
for i in 1 2 3 4 5 6; do : 2>/dev/null >"$mnt/inode$i" || break; done
run_cfix "$mnt"
expect_refused "$mnt" \
	"^t\.c: error: cannot create a temporary file in the file's folder: No space left on device; not written$"
report no-inodes "no inode left: exit 2, message, t.c unchanged"

# 4. A read-only mount.
new_case size=1m 2000
mount -o remount,ro "$mnt"
run_cfix "$mnt"
expect_refused "$mnt" \
	"^t\.c: error: cannot create a temporary file in the file's folder: Read-only file system; not written$"
report read-only-mount "read-only file system: exit 2, message, t.c unchanged"

# 5. A folder cfix may not write to (run as nobody: root may write anywhere).
new_case size=1m 2000
mkdir "$mnt/ro"
mv "$mnt/t.c" "$mnt/ro/t.c"
chmod 555 "$mnt/ro"
chmod 644 "$mnt/ro/t.c"
run_cfix "$mnt/ro" nobody
expect_refused "$mnt/ro" \
	"^t\.c: error: cannot create a temporary file in the file's folder: Permission denied; not written$"
report read-only-folder "folder without write permission (as nobody): exit 2, message, t.c unchanged"

# 6. A read-only file in a writable folder: replaced, mode kept (the
#    rename needs only the folder's permission, as for sed -i).  The
#    file is nobody's: another user's would be refused, its owner
#    cannot be kept (test/reliability/writes.sh).
new_case size=1m 2000
chown nobody: "$mnt/t.c"
chmod 444 "$mnt/t.c"
chmod 777 "$mnt"
run_cfix "$mnt" nobody
[ "$status" -eq 1 ] || problem "exit status $status, expected 1 (findings, fixed)"
grep -q 'if (!(flags & FLAG))' "$mnt/t.c" || problem "t.c was not fixed"
[ "$(stat -c %a "$mnt/t.c")" = 444 ] || problem "mode is $(stat -c %a "$mnt/t.c"), expected 444"
[ -z "$(find "$mnt" -maxdepth 1 -name '.t.c.cfix-*')" ] || problem "temporary file left behind"
report read-only-file "mode 444 in a writable folder: fixed, mode 444 kept"

echo
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
