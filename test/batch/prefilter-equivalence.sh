#!/usr/bin/env bash
# The prefilter must never change what a run finds: cfix with and without
# it (--no-prefilter) must print the same findings and the same diff.
#
#   test/batch/prefilter-equivalence.sh CFIX
#
# 1. Coccinelle's regression tests (../shared/cocci-tests, skipped when
#    absent): every rule file cfix accepts, over its own inputs (report
#    mode: stdout and exit status must be equal); then all the rules
#    whose prefilter is not "always" together over all the inputs
#    (stdout must be equal).
# 2. A Linux tree (test/kernel/setup.sh's, skipped when absent or with
#    CFIX_SKIP_KERNEL=1): the rules of test/batch/rules/ and the built-in
#    ones over a few folders (some where the chains that bind a
#    metavariable twice keep files: those with fewer than 25 .c files;
#    with CFIX_THOROUGH=1 also drivers/platform/x86 and kernel/time,
#    five more minutes), with their compile database, in --diff
#    mode: stdout (the diff) and the finding lines of stderr (those
#    ending in "[rule]") must be equal.  Parse warnings are not compared:
#    a file the prefilter skips is not parsed, so clang's complaints
#    about it are not printed.
#
# Every finding is compared, a report-only match that "lies partly
# inside a macro expansion" too: cfix looks into the file's own macros
# only, which the prefilter expands as well (docs/kernel.md).
#
# The last line is "N passed, N failed, N skipped"; exit status 1 when a
# comparison failed.
set -uo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/../lib.sh"
export LC_ALL=C

[ $# -eq 1 ] || { echo "usage: $0 CFIX" >&2; exit 2; }
cfix=$(realpath "$1")
repo=$(cd "$(dirname "$0")/../.." && pwd)
tests=${CFIX_COCCI_TESTS:-$repo/../shared/cocci-tests/tests}
kernel=${CFIX_KERNEL_DIR:-/var/tmp/cfix-kernel}
jobs=$(nproc)
scratch_dir prefilter
# cfix's parse cache, in the scratch folder: the runs compared read the
# same files (test/batch/parse-cache.sh checks that a cached parse gives
# what a fresh one gives).
unset CFIX_NO_CACHE
export XDG_CACHE_HOME=$scratch/xdg

# same LABEL A B: the two files are equal, else a failure with the diff.
same() {
	cp "$2" "$2.cmp"
	cp "$3" "$3.cmp"
	# SORTED=1: the same lines in any order.  An `initialize:python`
	# rule's print comes out with the first file that starts Python,
	# which the prefilter may skip, so its place among the other files'
	# lines differs; the lines themselves must not.
	if [ "${SORTED:-}" = 1 ]; then
		sort -o "$2.cmp" "$2.cmp"
		sort -o "$3.cmp" "$3.cmp"
	fi
	set -- "$1" "$2.cmp" "$3.cmp"
	if cmp -s "$2" "$3"; then
		return 0
	fi
	fail "$1: output differs with the prefilter (< without, > with):"
	diff "$2" "$3" | head -40 | sed 's/^/    /'
	return 1
}

# ---- 1. Coccinelle's tests ------------------------------------------------

# one_rule RULE: runs RULE over its inputs in a scratch folder, with and
# without the prefilter; prints "ok RULE" or the difference.
one_rule() {
	local rule=$1 base name dir inputs=() s1 s2
	base=$(basename "$rule" .cocci)
	dir=$(mktemp -d "$scratch/rule.XXXXXX")
	for name in "$tests/$base.c" "$tests/$base"_ver*.c; do
		[ -f "$name" ] || continue
		case $name in *_failure.c) continue ;; esac
		cp "$name" "$dir/"
		inputs+=("$(basename "$name")")
	done
	[ "${#inputs[@]}" -gt 0 ] || { echo "ok $base (no input)"; return; }
	cd "$dir" || return
	"$cfix" -j 1 --no-prefilter --sp-file "$rule" "${inputs[@]}" -- -I "$tests/include" >full.out 2>/dev/null
	s1=$?
	"$cfix" -j 1 --sp-file "$rule" "${inputs[@]}" -- -I "$tests/include" >pre.out 2>/dev/null
	s2=$?
	cp full.out full.cmp
	cp pre.out pre.cmp
	if { [ "$s1" != "$s2" ] && cmp -s full.out pre.out; } || ! cmp -s full.cmp pre.cmp; then
		echo "DIFF $base: status $s1 without the prefilter, $s2 with"
		diff full.out pre.out | head -20 | sed 's/^/    /'
	else
		echo "ok $base"
	fi
	cd / && rm -rf "$dir"
}
export -f one_rule
export cfix tests scratch

if [ -d "$tests" ]; then
	# the rule files cfix accepts, and those whose prefilter says more
	# than "always"
	accepted=() selective=()
	for rule in "$tests"/*.cocci; do
		dump=$("$cfix" --sp-file "$rule" --dump-prefilter 2>/dev/null) || continue
		accepted+=("$rule")
		grep -q ': always$' <<<"$dump" || selective+=("$rule")
	done
	printf '%s\n' "${accepted[@]}" |
		xargs -P "$jobs" -I{} bash -c 'one_rule "$@"' _ {} >"$scratch/rules.log" 2>&1
	if grep -q '^DIFF' "$scratch/rules.log"; then
		fail "cocci-tests, each rule over its inputs:"
		grep -A20 '^DIFF' "$scratch/rules.log" | head -60 | sed 's/^/    /'
	else
		pass "cocci-tests: ${#accepted[@]} rule files, each over its inputs"
	fi

	mkdir -p "$scratch/all"
	cp "$tests"/*.c "$scratch/all/"
	rm -f "$scratch/all/"*_failure.c
	args=()
	for rule in "${selective[@]}"; do args+=(--sp-file "$rule"); done
	(cd "$scratch/all" &&
		"$cfix" -j "$jobs" --no-prefilter "${args[@]}" . -- -I "$tests/include" >"$scratch/all-full.out" 2>/dev/null
		"$cfix" -j "$jobs" --stats "${args[@]}" . -- -I "$tests/include" >"$scratch/all-pre.out" 2>"$scratch/all-pre.err")
	SORTED=1 same "cocci-tests, ${#selective[@]} rule files together over every input" \
		"$scratch/all-full.out" "$scratch/all-pre.out" &&
		pass "cocci-tests: ${#selective[@]} rule files together over every input ($(grep -o '[0-9]* skipped by the prefilter' "$scratch/all-pre.err"))"
else
	skip "cocci-tests: no $tests"
fi

# CFIX_THOROUGH=1 (or the older CFIX_PREFILTER_THOROUGH=1): also each
# accepted rule alone over every input (about 10 minutes on 2 cores).
thorough=${CFIX_THOROUGH:-${CFIX_PREFILTER_THOROUGH:-}}
if [ -d "$tests" ] && [ -n "$thorough" ]; then
	bad=0
	for rule in "${accepted[@]}"; do
		(cd "$scratch/all" &&
			"$cfix" -j "$jobs" --no-prefilter --sp-file "$rule" . -- -I "$tests/include" >"$scratch/t-full.out" 2>/dev/null
			"$cfix" -j "$jobs" --sp-file "$rule" . -- -I "$tests/include" >"$scratch/t-pre.out" 2>/dev/null)
		same "cocci-tests: $(basename "$rule") over every input" \
			"$scratch/t-full.out" "$scratch/t-pre.out" || bad=1
	done
	[ "$bad" -eq 0 ] && pass "cocci-tests: ${#accepted[@]} rule files, each over every input"
fi

# ---- 2. a Linux tree --------------------------------------------------------

src=$kernel/linux-source-6.1
# drivers/vhost and fs/ntfs3: files the chains with backreferences and
# declarations keep (kmemdup, ifnullkfree, kfree_twice, use_after_kfree,
# alloc_sizeof_ptr, memset_sizeof_ptr, cond_no_effect, alloc_array)
folders=(kernel/irq fs/ramfs drivers/vhost fs/ntfs3)
[ -n "$thorough" ] && folders=(drivers/platform/x86 kernel/irq kernel/time "${folders[@]:1}")
if [ -n "${CFIX_SKIP_KERNEL:-}" ] || [ ! -d "$src" ] || [ ! -d "$kernel/out" ]; then
	skip "kernel: no $src (test/kernel/setup.sh makes it) or CFIX_SKIP_KERNEL"
else
	# a private copy of the output folder: the compile database written
	# here must not race the other kernel tests
	cp -a "$kernel/out" "$scratch/out"
	python3 "$repo/tool/kernel-compdb.py" "$src" "$scratch/out" \
		"${folders[@]/%//}" >/dev/null 2>&1
	args=()
	for rule in "$repo"/test/batch/rules/*.cocci "$repo"/matchers/rules/*.cocci; do
		args+=(--sp-file "$rule")
	done
	for mode in full pre; do
		flag=--no-prefilter
		[ "$mode" = pre ] && flag=--stats
		(cd "$src" && "$cfix" -j "$jobs" "$flag" --diff -p "$scratch/out" \
			"${args[@]}" "${folders[@]}" >"$scratch/k-$mode.diff" 2>"$scratch/k-$mode.err")
		grep -E '\[[A-Za-z0-9_.:-]+\]$|: note: (fix|not rewritten)' \
			"$scratch/k-$mode.err" >"$scratch/k-$mode.findings"
	done
	if same "kernel: diff" "$scratch/k-full.diff" "$scratch/k-pre.diff" &&
		same "kernel: findings" "$scratch/k-full.findings" "$scratch/k-pre.findings"; then
		pass "kernel: ${folders[*]}: $(grep -cE '\]$' "$scratch/k-pre.findings") findings, $(grep -c '^diff ' "$scratch/k-pre.diff") files changed, the same with the prefilter ($(grep -o '[0-9]* skipped by the prefilter' "$scratch/k-pre.err"))"
	fi
fi

summary
