#!/usr/bin/env bash
# cfix --in-place keeps what the file was (issue 22): owner, group, mode,
# extended attributes and ACLs; refuses to give someone else's file a new
# owner; follows a symlink named on the command line only to a target
# inside the tree; keeps hard links, and says so.
#
#   test/reliability/writes.sh CFIX
#
# Each case writes a C file with a finding ('if (!flags & FLAG)') in a
# scratch folder, runs `cfix --in-place` and checks the exit status,
# stderr, the bytes of every file involved and their metadata.  Needs
# root (chown to nobody, and a run as nobody); exits 77 (skip) without.
# Exit 0 when every case passed, 1 when one failed, 2 on bad usage.  The
# last line is "N passed, N failed".
set -uo pipefail
export LC_ALL=C

[ $# -eq 1 ] || { echo "usage: $0 CFIX" >&2; exit 2; }
cfix=$1
case $cfix in /*) ;; *) cfix=$PWD/$cfix ;; esac
[ -x "$cfix" ] && [ ! -d "$cfix" ] || { echo "writes: $cfix: not an executable" >&2; exit 2; }
if [ "$(id -u)" -ne 0 ]; then
	echo "skip: needs root (chown, and running as nobody)"
	exit 77
fi

scratch=$(mktemp -d "${TMPDIR:-/tmp}/cfix-writes.XXXXXX")
chmod 755 "$scratch"
trap 'rm -rf "$scratch"' EXIT

passed=0 failed=0
problems=()
problem() { problems+=("$*"); }

c_file() {
	printf '#define FLAG 0x4\nint g(int flags)\n{\n\tif (!flags & FLAG)\n\t\treturn 1;\n\treturn 0;\n}\n'
}
fixed_line='if (!(flags & FLAG))'

# new_case: an empty $scratch/case (the tree) beside $scratch/outside.
new_case() {
	rm -rf "$scratch/case" "$scratch/outside"
	mkdir -p "$scratch/case" "$scratch/outside"
	chmod 755 "$scratch/case" "$scratch/outside"
}

# run_cfix DIR [AS-USER] ARGS...: cfix --in-place ARGS in DIR; sets
# $status, leaves stderr in $scratch/err.
run_cfix() {
	local dir=$1 user=$2
	shift 2
	local cmd=("$cfix" --in-place "$@")
	if [ -n "$user" ]; then
		cmd=(setpriv --reuid="$(id -u "$user")" --regid="$(id -g "$user")"
			--clear-groups "${cmd[@]}")
	fi
	(cd "$dir" && exec timeout -k 5 60 "${cmd[@]}") >"$scratch/out" 2>"$scratch/err" </dev/null
	status=$?
}

expect_status() {
	[ "$status" -eq "$1" ] || problem "exit status $status, expected $1"
}
expect_err() {
	grep -qE -- "$1" "$scratch/err" || problem "no line of stderr matches /$1/"
}
expect_fixed() {
	grep -qF -- "$fixed_line" "$1" || problem "${1##*/} was not fixed"
}
expect_as_written() {
	c_file | cmp -s - "$1" || problem "${1##*/} changed"
}
expect_no_temp() {
	[ -z "$(find "$1" -name '.*.cfix-*' | head -1)" ] || problem "temporary file left behind"
}

# xattr FILE NAME [VALUE-HEX]: prints the attribute (hex), or sets it.
xattr() {
	python3 - "$@" <<'EOF'
import os, sys
path, name = sys.argv[1], sys.argv[2]
if len(sys.argv) > 3:
    os.setxattr(path, name, bytes.fromhex(sys.argv[3]))
else:
    try:
        print(os.getxattr(path, name).hex())
    except OSError as e:
        print("none:", e.strerror)
EOF
}

# An access ACL: owner rw, user nobody rw, group r, mask r (so the mode
# stays 640), other none
# (Linux's xattr form: version 2, then tag/perm/id entries sorted by tag).
acl_hex() {
	python3 -c 'import struct
e = [(1, 6, 0xffffffff), (2, 6, 65534), (4, 4, 0xffffffff),
     (0x10, 4, 0xffffffff), (0x20, 0, 0xffffffff)]
print((struct.pack("<I", 2) + b"".join(struct.pack("<HHI", *x) for x in e)).hex())'
}

report() {
	if [ "${#problems[@]}" -eq 0 ]; then
		echo "PASS $1: $2"
		passed=$((passed + 1))
	else
		echo "FAIL $1: $2"
		printf '  %s\n' "${problems[@]}"
		sed 's/^/  | /' "$scratch/err" | head -6
		failed=$((failed + 1))
	fi
	problems=()
}

# 1. Run as root on nobody's file: owner, group, mode, a user attribute
#    and an ACL kept (sed -i keeps the owner too).
new_case
c_file >"$scratch/case/t.c"
chown nobody:nogroup "$scratch/case/t.c"
chmod 640 "$scratch/case/t.c"
xattr "$scratch/case/t.c" user.cfix "$(printf kept | od -An -tx1 | tr -d ' \n')"
acl=$(acl_hex)
xattr "$scratch/case/t.c" system.posix_acl_access "$acl" 2>"$scratch/err" || acl=
run_cfix "$scratch/case" "" -j1 t.c
expect_status 1
expect_fixed "$scratch/case/t.c"
owner=$(stat -c '%U:%G %a' "$scratch/case/t.c")
[ "$owner" = "nobody:nogroup 640" ] || problem "owner and mode are '$owner', expected 'nobody:nogroup 640'"
[ "$(xattr "$scratch/case/t.c" user.cfix)" = 6b657074 ] || problem "user.cfix is $(xattr "$scratch/case/t.c" user.cfix), expected 'kept'"
if [ -n "$acl" ]; then
	[ "$(xattr "$scratch/case/t.c" system.posix_acl_access)" = "$acl" ] || problem "the ACL was not kept"
fi
expect_no_temp "$scratch/case"
report keeps-owner "root fixes nobody:nogroup 640 + user.cfix${acl:+ + ACL}: all kept"

# 2. Run as nobody on root's file in a folder anyone may write: the owner
#    cannot be kept, so the file is refused and left as it was.
new_case
chmod 777 "$scratch/case"
c_file >"$scratch/case/t.c"
chmod 666 "$scratch/case/t.c"
run_cfix "$scratch/case" nobody -j1 t.c
expect_status 2
expect_err "^t\.c: error: cannot keep the file's owner and group \(uid:gid 0:0\) on its new copy: Operation not permitted; not written$"
expect_as_written "$scratch/case/t.c"
[ "$(stat -c %U "$scratch/case/t.c")" = root ] || problem "t.c's owner changed"
expect_no_temp "$scratch/case"
report other-owner "nobody cannot keep root's ownership: refused, t.c untouched"

# 3. A symlink named on the command line, its target outside the tree:
#    refused, naming both; target and symlink untouched.
new_case
c_file >"$scratch/outside/o.c"
ln -s ../outside/o.c "$scratch/case/link.c"
run_cfix "$scratch/case" "" -j1 link.c
expect_status 2
expect_err "^link\.c: error: symbolic link to '[^']*/outside/o\.c', outside the folder tree being processed \('[^']*/case'\) and the current folder; not written$"
expect_as_written "$scratch/outside/o.c"
[ -L "$scratch/case/link.c" ] || problem "link.c is no longer a symlink"
report symlink-outside "symlink to a file outside the tree: refused, target untouched"

# 4. A symlink to a file inside the tree: the target is fixed, the
#    symlink stays a symlink (sed -i would replace it by a file).
new_case
mkdir "$scratch/case/sub"
c_file >"$scratch/case/sub/f.c"
ln -s sub/f.c "$scratch/case/link.c"
run_cfix "$scratch/case" "" -j1 link.c
expect_status 1
expect_fixed "$scratch/case/sub/f.c"
[ -L "$scratch/case/link.c" ] || problem "link.c is no longer a symlink"
report symlink-inside "symlink to a file inside the tree: target fixed, still a symlink"

# 5. Two names of one file (hard links) given to cfix: processed once,
#    a warning names both; the name written holds the fix and a warning
#    says the other keeps the old text (the link is cut, as sed -i and
#    a rename cut it: trees of hard links to a pristine tree rely on it).
new_case
c_file >"$scratch/case/a.c"
ln "$scratch/case/a.c" "$scratch/case/b.c"
run_cfix "$scratch/case" "" -j2 a.c b.c
expect_status 1
expect_err "^b\.c: warning: same file as 'a\.c' \(a hard link\); processed once, as 'a\.c'$"
expect_err "^a\.c: warning: the file had 2 hard links; this name now holds the fixed copy, the other names keep the old text$"
n=$(grep -c 'warning: .*\[notand\]' "$scratch/out")
[ "$n" -eq 1 ] || problem "$n findings reported, expected 1"
expect_fixed "$scratch/case/a.c"
expect_as_written "$scratch/case/b.c"
report hard-links-named "a.c and b.c, one file: once, warned, the other name's keeping the old text said"

# 6. One name of a file with another hard link outside the run (a
#    `cp -al` tree): the file outside is never written through the link;
#    a warning says so.
new_case
c_file >"$scratch/case/a.c"
ln "$scratch/case/a.c" "$scratch/outside/b.c"
run_cfix "$scratch/case" "" -j1 .
expect_status 1
expect_err "^\./a\.c: warning: the file had 2 hard links; this name now holds the fixed copy, the other names keep the old text$"
expect_fixed "$scratch/case/a.c"
expect_as_written "$scratch/outside/b.c"
report hard-link-other "a.c linked from outside: fixed, the file outside untouched, warned"

echo
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
