# Shared by test/exports/*.sh: argument checks, the skip for a cfix whose
# --help lacks the flag under test, and the golden cases as inputs.
# Source it after setting `flag` (the option under test).
set -uo pipefail
export LC_ALL=C

[ $# -eq 1 ] || { echo "usage: $0 CFIX" >&2; exit 2; }
cfix=$1
case $cfix in /*) ;; *) cfix=$PWD/$cfix ;; esac
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
cases_root=$here/../cases
passed=0 failed=0

# (the help read whole first: grep -q closing the pipe early kills a
# help longer than a pipe's buffer with SIGPIPE, a failure under pipefail)
if ! grep -q -- "$flag" <<<"$("$cfix" --help 2>/dev/null)"; then
	echo "skip: '$cfix --help' has no $flag (the option is not wired in yet)"
	echo "0 passed, 0 failed, 1 skipped"
	exit 0
fi

scratch=$(mktemp -d /tmp/cfix-exports-XXXXXX)
trap 'rm -rf "$scratch"' EXIT
# cfix's parse cache, in the scratch folder: a case runs several times
# over the same files (test/batch/parse-cache.sh checks that a cached
# parse gives what a fresh one gives).
unset CFIX_NO_CACHE
export XDG_CACHE_HOME=$scratch/xdg

source "$here/../lib.sh"

# The cases worth exporting: no XFAIL, not a usage or rule error (only
# those named in $CFIX_CASES, space-separated, when it is set; with
# CFIX_SHARD=K/N, the K-th of every N cases).
export_cases() {
	local i=0 k=1 n=1
	if [ -n "${CFIX_SHARD:-}" ]; then k=${CFIX_SHARD%/*} n=${CFIX_SHARD#*/}; fi
	for dir in "$cases_root"/*/; do
		i=$((i + 1))
		[ $(((i - 1) % n)) -eq $((k - 1)) ] || continue
		dir=${dir%/}
		[ -f "$dir/XFAIL" ] && continue
		[ -f "$dir/expected.status" ] &&
			[ "$(cat "$dir/expected.status")" = 2 ] && continue
		# --explain reports no finding: it says why rules (did not) match
		[ -f "$dir/args" ] && grep -q -E '(^| )--explain( |$)' "$dir/args" && continue
		# a report format prints nothing under the case's -q
		[ -n "${skip_quiet:-}" ] && [ -f "$dir/args" ] &&
			grep -q -E '(^| )(-q|--quiet)( |$)' "$dir/args" && continue
		[ -n "${CFIX_CASES:-}" ] && [[ " $CFIX_CASES " != *" ${dir##*/} "* ]] && continue
		echo "${dir##*/}"
	done
}

# copy_case NAME DEST: the case's input files, without the control files.
copy_case() {
	mkdir -p "$2"
	(cd "$cases_root/$1" && find . -mindepth 1 -maxdepth 1 \
		! -name 'expected*' ! -name args ! -name paths ! -name XFAIL \
		! -name README.md -exec cp -R {} "$2/" \;)
}

# case_inputs NAME: the case's input paths, one a line: its paths file's
# words, else its top-level .c files but expected.c (as the golden
# runner takes them).
case_inputs() {
	local src=$cases_root/$1 words c
	if [ -f "$src/paths" ]; then
		read -r -a words <"$src/paths"
		printf '%s\n' "${words[@]}"
		return
	fi
	for c in "$src"/*.c; do
		[ -f "$c" ] && [ "${c##*/}" != expected.c ] && echo "${c##*/}"
	done
	return 0
}

# case_run NAME DIR OPTIONS...: runs cfix as the golden runner does, in DIR
# (rule, args, paths), with OPTIONS before the paths.  stdout to DIR.out.
case_run() {
	local name=$1 dir=$2 src=$cases_root/$1
	shift 2
	local rule=() pre=() post=() paths=()
	[ -f "$src/rule.cocci" ] && rule=(--sp-file rule.cocci)
	if [ -f "$src/args" ]; then
		local words seen=0 w
		read -r -a words <"$src/args"
		for w in "${words[@]}"; do
			[ "$w" = -- ] && seen=1
			if [ $seen = 1 ]; then post+=("$w"); else pre+=("$w"); fi
		done
	fi
	mapfile -t paths < <(case_inputs "$name")
	(cd "$dir" && "$cfix" "${rule[@]}" "${pre[@]}" "$@" "${paths[@]}" \
		"${post[@]}" >"$dir.out" 2>"$dir.err")
}

finish() {
	echo "$passed passed, $failed failed"
	[ "$failed" -eq 0 ]
}
