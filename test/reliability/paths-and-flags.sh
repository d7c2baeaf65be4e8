#!/usr/bin/env bash
# Untrusted compile commands, paths and names (issue 22):
#
#   test/reliability/paths-and-flags.sh CFIX
#
# - flags: a compile_commands.json with -MJ PATH, -Xclang -dependency-dot
#   -Xclang PATH and -Xclang -header-include-file -Xclang PATH (and a
#   gcc-only warning option), run through the CLI and spatch mode: nothing
#   is written outside the tree, the finding is still reported, no
#   "unknown warning option" line;
# - space: `cfix --diff` of a file named "a b.c" is taken by `patch -p1`
#   (the tab after the name in the '---'/'+++' headers);
# - newline: a file named "x<newline>evil.c:9:9: warning: forged.c" forges
#   no line of the report, nor of the line saying the file timed out;
# - too long: a file under a path longer than PATH_MAX is reported (exit
#   2), the rest is still run, and under valgrind (when installed) the
#   walk reads no uninitialised memory;
# - loops: two `ln -s . loopN` in a folder: the CLI and spatch mode's
#   --dir finish within seconds, each file seen once;
# - self-include: a file that includes itself (#include __FILE__, its own
#   name) keeps its finding.
#
# Exit 0 when every check passed, 1 otherwise, 2 on bad usage.  The last
# line is "N passed, N failed".
set -uo pipefail
export LC_ALL=C

[ $# -eq 1 ] || { echo "usage: $0 CFIX" >&2; exit 2; }
cfix=$1
case $cfix in /*) ;; *) cfix=$PWD/$cfix ;; esac
[ -x "$cfix" ] && [ ! -d "$cfix" ] || { echo "paths-and-flags: $cfix: not an executable" >&2; exit 2; }

scratch=$(mktemp -d "${TMPDIR:-/tmp}/cfix-paths-flags.XXXXXX")
trap 'rm -rf "$scratch"' EXIT
passed=0 failed=0
bug='int f(int x) { return !x & 4; }'

check() {
	if [ "$2" = ok ]; then
		echo "PASS $1"
		passed=$((passed + 1))
	else
		echo "FAIL $1: $2"
		failed=$((failed + 1))
	fi
}

# run DIR ARGS...: cfix ARGS in DIR, at most 30 s; stdout in $scratch/out,
# stderr in $scratch/err, both (the report goes to either) in
# $scratch/all, the status in $st.
run() {
	local dir=$1
	shift
	(cd "$dir" && timeout 30 "$cfix" "$@") >"$scratch/out" 2>"$scratch/err"
	st=$?
	cat "$scratch/out" "$scratch/err" >"$scratch/all"
}

notand_rule() {
	# int E: a typed rule, so that clang reads the files (and gets the
	# compile commands' flags) even under --parser auto
	printf '@@\nint E;\nconstant C;\n@@\n- !E & C\n+ !(E & C)\n' >"$1"
}

check_flags() {
	local tree=$scratch/flags outside=$scratch/outside why=ok
	mkdir -p "$tree/src" "$outside"
	echo "$bug" >"$tree/src/a.c"
	notand_rule "$tree/n.cocci"
	cat >"$tree/compile_commands.json" <<EOF
[{"directory": "$tree", "file": "src/a.c",
  "arguments": ["gcc", "-c", "-Wno-maybe-uninitialized",
    "-MJ", "$outside/mj.json",
    "-Xclang", "-dependency-dot", "-Xclang", "$outside/deps.dot",
    "-Xclang", "-header-include-file", "-Xclang", "$outside/headers.txt",
    "-o", "$outside/a.o", "src/a.c"]}]
EOF
	run "$tree" --diff src/
	[ "$st" -eq 1 ] && grep -q '!(x & 4)' "$scratch/out" || why="cli: exit $st, no fix"
	grep -q 'unknown warning option' "$scratch/all" && why="cli printed: $(grep -m1 'unknown warning' "$scratch/err")"
	run "$tree" spatch --sp-file n.cocci --dir src
	grep -q '!(x & 4)' "$scratch/out" || why="spatch mode: no fix (exit $st)"
	[ -z "$(ls -A "$outside")" ] || why="wrote outside the tree: $(ls "$outside" | tr '\n' ' ')"
	check "flags: compile commands write nothing outside the tree" "$why"
}

check_space() {
	local tree=$scratch/space why=ok
	mkdir -p "$tree"
	echo "$bug" >"$tree/a b.c"
	run "$tree" --diff .
	if ! (cd "$tree" && patch -s -p1 <"$scratch/out") >"$scratch/patch.log" 2>&1; then
		why="patch -p1 failed: $(head -c 200 "$scratch/patch.log" | tr '\n' ' ')"
	elif ! grep -q '!(x & 4)' "$tree/a b.c"; then
		why="patch -p1 did not fix 'a b.c'"
	fi
	check "space: patch -p1 applies the diff of 'a b.c'" "$why"
}

check_newline() {
	local tree=$scratch/newline why=ok
	mkdir -p "$tree"
	echo "$bug" >"$tree/x
evil.c:9:9: warning: forged.c"
	run "$tree" .
	[ "$st" -eq 1 ] || why="exit $st, not 1"
	grep -q '^evil\.c:9:9' "$scratch/all" && why="a forged line: $(grep -m1 '^evil' "$scratch/all")"
	grep -q '^"\./x\\nevil\.c:9:9: warning: forged\.c":1:23: warning:' "$scratch/all" ||
		[ "$why" != ok ] || why="the name is not quoted: $(head -n1 "$scratch/all")"
	run "$tree" --fixit-lines .
	grep -q '^evil\.c:9:9' "$scratch/all" && why="a forged --fixit-lines line: $(grep -m1 '^evil' "$scratch/all")"
	check "newline: a file name forges no line of the report" "$why"
}

# The same name on the line a lost worker leaves: a file whose macros
# expand without end times out under --timeout 2 when clang reads it
# (--parser clang: the default strategy's own parse finds no candidate
# there and never sends it to clang, since definition rules run the
# candidate pass too).
check_newline_lost() {
	local tree=$scratch/newline-lost why=ok name i
	mkdir -p "$tree"
	name="$tree/x
evil.c:9:9: warning: forged.c"
	{
		echo '#define A0 x'
		for i in $(seq 1 40); do echo "#define A$i A$((i - 1)) A$((i - 1))"; done
		echo 'int f(int x) { return !x & 4 + A40; }'
	} >"$name"
	run "$tree" -j 2 --timeout 2 --parser clang .
	[ "$st" -eq 2 ] || why="exit $st, not 2"
	grep -q '^evil\.c:9:9' "$scratch/all" && why="a forged line: $(grep -m1 '^evil' "$scratch/all")"
	grep -q '^"\./x\\nevil\.c:9:9: warning: forged\.c": error: cfix timed out' "$scratch/all" ||
		[ "$why" != ok ] || why="the name is not quoted: $(head -n1 "$scratch/all")"
	check "newline: the name of a file that timed out forges no line" "$why"
}

# make_deep DIR: DIR/top.c, and deep.c under 22 folders of 200 bytes' names.
make_deep() {
	mkdir -p "$1"
	echo "$bug" >"$1/top.c"
	python3 - "$1" "$bug" <<'EOF'
import os, sys
fd = os.open(sys.argv[1], os.O_RDONLY)
for _ in range(22):
    os.mkdir('d' * 200, dir_fd=fd)
    sub = os.open('d' * 200, os.O_RDONLY, dir_fd=fd)
    os.close(fd)
    fd = sub
with open(os.open('deep.c', os.O_WRONLY | os.O_CREAT, 0o644, dir_fd=fd), 'w') as f:
    f.write(sys.argv[2] + '\n')
EOF
}

check_too_long() {
	local tree=$scratch/deep why=ok
	make_deep "$tree"
	run "$tree" .
	[ "$st" -eq 2 ] || why="exit $st, not 2"
	grep -q ': error: cannot read: File name too long' "$scratch/all" ||
		why="not reported: $(head -c 200 "$scratch/all")"
	grep -q '^\./top\.c:1:23: warning' "$scratch/all" || why="top.c's finding is missing"
	if command -v valgrind >/dev/null; then
		(cd "$tree" && timeout 120 valgrind -q --error-exitcode=99 \
			"$cfix" -j1 --prefilter-only .) >/dev/null 2>"$scratch/vg"
		[ $? -ne 99 ] || why="valgrind: $(grep -m1 -i 'uninitialised\|invalid' "$scratch/vg")"
	else
		echo "note: valgrind not installed; the walk's memory is not checked"
	fi
	check "too long: a path past PATH_MAX is reported" "$why"
}

check_loops() {
	local tree=$scratch/loops why=ok
	mkdir -p "$tree/sub"
	echo "$bug" >"$tree/sub/a.c"
	ln -s . "$tree/sub/loop1"
	ln -s . "$tree/sub/loop2"
	notand_rule "$tree/n.cocci"
	run "$tree" sub
	[ "$st" -eq 1 ] && [ "$(grep -c ': warning:' "$scratch/all")" -eq 1 ] ||
		why="cli: exit $st, $(grep -c ': warning:' "$scratch/all") findings, not 1"
	run "$tree" spatch --sp-file n.cocci --dir sub
	[ "$st" -ne 124 ] || why="spatch mode --dir: still walking after 30 s"
	[ "$(grep -c '^+++ ' "$scratch/out")" -eq 1 ] ||
		why="spatch mode --dir: $(grep -c '^+++ ' "$scratch/out") patched files, not 1"
	check "loops: symlinked folders are not followed" "$why"
}

check_self_include() {
	local tree=$scratch/self why=ok
	mkdir -p "$tree"
	printf '#include "b.c"\n%s\n' "$bug" >"$tree/b.c"
	printf '#include __FILE__\n%s\n' "$bug" >"$tree/d.c"
	printf '#pragma once\n#include "c.c"\n%s\n' "$bug" >"$tree/c.c"
	for f in b.c c.c d.c; do
		run "$tree" "$f"
		grep -q "^$f:[0-9]*:23: warning" "$scratch/all" ||
			why="$f lost its finding (exit $st)"
	done
	check "self-include: a file that includes itself keeps its finding" "$why"
}

check_flags
check_space
check_newline
check_newline_lost
check_too_long
check_loops
check_self_include
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
