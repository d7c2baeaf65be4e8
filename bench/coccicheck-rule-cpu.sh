#!/usr/bin/env bash
# Benchmark (not a test): CPU per rule of `make coccicheck MODE=report`
# with cfix as SPATCH, every rule of scripts/coccinelle one make each as
# the kernel runs it, over one folder (issue 19: where cfix's share of
# spatch's wall goes).  cfix only; spatch's figures are separate runs.
#
#   bench/coccicheck-rule-cpu.sh CFIX [FOLDER]
#
# FOLDER: given as M= (default drivers/base).  CFIX_COCCI_RULES, an
# extended regular expression, picks the rules (default: all, sorted).
# CFIX_BENCH_WARM=1: the parse cache the previous rules left is kept
# between rules and a first untimed pass fills it (warm); by default
# XDG_CACHE_HOME is an empty scratch folder at the start (cold: each
# rule still finds what the rules before it cached, as make coccicheck
# does).  CFIX_BENCH_KEEP=DIR keeps DIR/RULE.res, each rule's sorted
# report lines, for diffing two binaries, and RULE.out, its whole
# output; CFIX_BENCH_SPFLAGS, make's SPFLAGS (`--verbose-parsing`: a
# note per file saying which front end read it and why, in RULE.out);
# CFIX_BENCH_CACHE=DIR, the
# parse and run caches in DIR (kept after; empty it for a cold run).  Per rule: user+sys CPU s of
# its make (GNU time) and its report lines; then the total.  The tree
# and make's set-up are bench/coccicheck-cache.sh's (O= a scratch folder
# linking the configured build's generated headers and compile
# database; CFIX_KERNEL_DIR as there).  Skipped (exit 77) without the
# tree.
set -uo pipefail
export LC_ALL=C
unset CFIX_NO_CACHE
here=$(cd "$(dirname "$0")" && pwd)

cfix=$(realpath "${1:?usage: coccicheck-rule-cpu.sh CFIX [FOLDER]}")
folder=${2:-drivers/base}
tree=${CFIX_KERNEL_DIR:-/var/tmp/cfix-kernel}/linux-source-6.1
build=${CFIX_KERNEL_DIR:-/var/tmp/cfix-kernel}/out
[ -d "$tree/scripts/coccinelle" ] || { echo "no tree at $tree" >&2; exit 77; }
bench_tmp=$(mktemp -d /var/tmp/cfix-bench-rule.XXXXXX)
trap 'rm -rf "$bench_tmp"' EXIT
source "$here/lib.sh"
export XDG_CACHE_HOME=${CFIX_BENCH_CACHE:-$bench_tmp/xdg}
objdir=$(coccicheck_objdir "$bench_tmp/out" "$build")
keep=${CFIX_BENCH_KEEP:-}
[ -n "$keep" ] && mkdir -p "$keep"
rules=$( (cd "$tree" && find scripts/coccinelle -name '*.cocci') | sort |
	grep -E -- "${CFIX_COCCI_RULES:-.}")

# one RULE: its make under GNU time; prints "CPU LINES".
one() {
	local rule=$1 u s
	(cd "$objdir" && /usr/bin/time -f '%U %S' -o "$bench_tmp/t" \
		make -s -C "$tree" O="$objdir" coccicheck MODE=report \
		COCCI="$tree/$rule" M="$tree/$folder" SPATCH="$cfix" \
		SPFLAGS="${CFIX_BENCH_SPFLAGS:-}" \
		DEBUG_FILE=/dev/null >"$bench_tmp/one" 2>&1)
	read -r u s < <(tail -n 1 "$bench_tmp/t")
	grep -E '^[^ ]+:[0-9]+:[0-9]+-[0-9]+: ' "$bench_tmp/one" | sort >"$bench_tmp/res"
	[ -n "$keep" ] && cp "$bench_tmp/res" "$keep/$(echo "$rule" | tr / _).res" &&
		cp "$bench_tmp/one" "$keep/$(echo "$rule" | tr / _).out"
	echo "$(echo "$u + $s" | bc) $(grep -c '' <"$bench_tmp/res")"
}

if [ "${CFIX_BENCH_WARM:-0}" = 1 ]; then
	for rule in $rules; do one "$rule" >/dev/null; done
fi
echo "cfix $cfix, make coccicheck MODE=report M=$folder, $(echo "$rules" | grep -c .) rules, $([ "${CFIX_BENCH_WARM:-0}" = 1 ] && echo warm || echo cold), $(date -u '+%F %T'), load $(cut -d' ' -f1-3 /proc/loadavg)"
printf '%-48s %7s %5s\n' rule cpu_s lines
total=0 lines=0
for rule in $rules; do
	read -r c n < <(one "$rule")
	printf '%-48s %7s %5s\n' "${rule#scripts/coccinelle/}" "$c" "$n"
	total=$(echo "$total + $c" | bc)
	lines=$((lines + n))
done
printf '%-48s %7s %5s\n' total "$total" "$lines"
