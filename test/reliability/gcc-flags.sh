#!/usr/bin/env bash
# A project built by gcc, as a compiler-driven tool must take it (issue 19):
#
#   test/reliability/gcc-flags.sh CFIX
#
# gcc-flags/ is a small project whose compile database holds gcc-only
# options a real project uses (-fanalyzer, -fconserve-stack,
# -mpreferred-stack-boundary=4, -fno-allow-store-data-races, -fno-ipa-sra:
# errors to clang's driver) and gcc-only warning options, with -Werror.
# - gcc-only: src/flags.c compiles once those are dropped: its finding is
#   reported and fixed, nothing at all is printed about its parse, and
#   --stats counts no file with compile errors;
# - one line: src/generated.c needs a header a build generates: by
#   default at most one line of stderr names it; with -v its details
#   (clang's "'generated.h' file not found") are shown;
# - one block: a script rule writing ten lines to file descriptor 2 per
#   file, slowly, over six files with -j 2: each file's lines reach the
#   terminal together, never interleaved with another worker's.
#
# Exit 0 when every check passed, 1 otherwise, 2 on bad usage.  The last
# line is "N passed, N failed".
set -uo pipefail
export LC_ALL=C

[ $# -eq 1 ] || { echo "usage: $0 CFIX" >&2; exit 2; }
cfix=$1
case $cfix in /*) ;; *) cfix=$PWD/$cfix ;; esac
[ -x "$cfix" ] && [ ! -d "$cfix" ] || { echo "gcc-flags: $cfix: not an executable" >&2; exit 2; }
here=$(cd "$(dirname "$0")" && pwd)

scratch=$(mktemp -d "${TMPDIR:-/tmp}/cfix-gcc-flags.XXXXXX")
trap 'rm -rf "$scratch"' EXIT
tree=$scratch/project
cp -r "$here/gcc-flags" "$tree"
sed "s|@DIR@|$tree|g" "$tree/compile_commands.json.in" >"$tree/compile_commands.json"
passed=0 failed=0

check() {
	if [ "$2" = ok ]; then
		echo "PASS $1"
		passed=$((passed + 1))
	else
		echo "FAIL $1: $2"
		failed=$((failed + 1))
	fi
}

# run ARGS...: cfix --parser clang ARGS in the project, at most 60 s;
# stdout in $scratch/out, stderr in $scratch/err, the status in $st.
# (clang: these checks are about the flags clang gets; notand needs no
# types, so --parser auto would read the files with cfix's own parser.)
run() {
	(cd "$tree" && timeout 60 "$cfix" --parser clang "$@") >"$scratch/out" 2>"$scratch/err"
	st=$?
}

check_gcc_only() {
	local why=ok
	run -p . --rules=-*,notand --stats --diff src/flags.c
	[ "$st" -eq 1 ] && grep -q '!(x & 4)' "$scratch/out" ||
		why="exit $st, no fix"
	grep -q '(0 with compile errors,' "$scratch/err" ||
		why="parsed with errors: $(grep -m1 'cfix:' "$scratch/err")"
	# the finding's lines and the summary aside, stderr is empty
	grep -v -e '^cfix: ' -e '\[notand\]$' -e '^	' -e ': note: fix:' \
		"$scratch/err" >"$scratch/trouble"
	[ -s "$scratch/trouble" ] && why="printed: $(head -n 2 "$scratch/trouble")"
	check "gcc-only options dropped, no parse trouble" "$why"
}

check_one_line() {
	local why=ok n
	run -p . --rules=-*,notand src/generated.c
	n=$(grep -c -v -e '\[notand\]$' -e '^	' -e ': note: fix:' "$scratch/err")
	[ "$n" -le 1 ] || why="$n lines of parse trouble: $(head -n 4 "$scratch/err")"
	run -p . --rules=-*,notand -v src/generated.c
	grep -q "generated.c:2:10: note: clang: 'generated.h' file not found" \
		"$scratch/err" || why="-v does not say why: $(grep -m2 generated "$scratch/err")"
	check "one line of parse trouble by default, details with -v" "$why"
}

# Whether each file's lines in FILE are together: no file's lines start
# again after another's.
together() {
	awk -F: '$1 != last { if (seen[$1]++) bad = 1; last = $1 }
		 END { exit bad }' "$1"
}

check_one_block() {
	local why=ok n
	run -p . --sp-file chatty.cocci -j 2 src/chatty1.c src/chatty2.c \
		src/chatty3.c src/chatty4.c src/chatty5.c src/chatty6.c
	grep ': line [0-9]$' "$scratch/err" >"$scratch/lines"
	n=$(wc -l <"$scratch/lines")
	[ "$n" -eq 60 ] || why="$n lines of the script's 60"
	together "$scratch/lines" ||
		why="interleaved: $(awk -F: '{print $1}' "$scratch/lines" | uniq | head -n 8 | tr '\n' ' ')"
	check "a worker's lines reach the terminal as one block" "$why"
}

check_gcc_only
check_one_line
check_one_block
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
