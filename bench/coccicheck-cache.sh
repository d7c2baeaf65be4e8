#!/usr/bin/env bash
# Benchmark (not a test): what the parse cache saves on the kernel's own
# workflow, `make coccicheck MODE=report`, one make per rule as the
# kernel runs it, over one folder (issue 19: a second run over an
# unchanged folder should cost a tenth of the first).
#
#   bench/coccicheck-cache.sh CFIX [FOLDER]
#
# FOLDER: given as M= (default drivers/platform/x86).  CFIX_COCCI_RULES,
# an extended regular expression, picks the rules (default: all of
# scripts/coccinelle, sorted).  Four passes over the same rules, in this
# order: spatch, cfix with an empty parse cache (XDG_CACHE_HOME in a
# scratch folder), spatch again, cfix again with the cache the first
# cfix pass left.  Per pass: wall and CPU seconds (GNU time over each
# make, summed) and the report lines; then the ratios, in one run.  The
# tree and make's set-up are test/spatch/coccicheck.sh's (O= a scratch
# folder with links to the configured build's generated headers and
# compile database).  The compile database is made by each run
# (tool/kernel-compdb.py: the whole defconfig tree's commands, in a
# private copy of the configured build), so runs compare whatever the
# shared build folder holds.  CFIX_BENCH_BASE=BINARY adds a cold and a
# warm pass of that binary (another cfix, with its own cache) after the
# first spatch pass: base and new in one run.  Skipped (exit 77)
# without the tree or spatch.
#
# CFIX_BENCH_FORM=all: the issue's own command instead, ONE make with no
# COCCI= (scripts/coccicheck then runs SPATCH once per rule itself, after
# one --version and one --help), and three passes: spatch, cfix cold,
# cfix warm (base's two before cfix's with CFIX_BENCH_BASE).  Its report lines carry no rule name.  Both forms first run a
# `floor` pass, SPATCH a script that prints spatch's version and exits:
# make's own cost, which no SPATCH can cut.  CFIX_BENCH_SPATCH=0 leaves
# the spatch passes out (while tuning); CFIX_COCCI_RULES applies to the
# per-rule form only.  CFIX_BENCH_KEEP=DIR copies each pass's sorted
# lines there.  Report lines are compared
# sorted, the tree's path taken off.
set -uo pipefail
export LC_ALL=C
unset CFIX_NO_CACHE

cfix=$(realpath "${1:?usage: coccicheck-cache.sh CFIX [FOLDER]}")
folder=${2:-drivers/platform/x86}
tree=${CFIX_KERNEL_DIR:-/var/tmp/cfix-kernel}/linux-source-6.1
build=${CFIX_KERNEL_DIR:-/var/tmp/cfix-kernel}/out
command -v spatch >/dev/null || { echo "no spatch" >&2; exit 77; }
[ -d "$tree/scripts/coccinelle" ] || { echo "no tree at $tree" >&2; exit 77; }
bench_tmp=$(mktemp -d /var/tmp/cfix-bench-cache.XXXXXX)
trap 'rm -rf "$bench_tmp"' EXIT
export XDG_CACHE_HOME=$bench_tmp/xdg

# The compile database: the whole defconfig tree's (`make -n`,
# tool/kernel-compdb.py), written into a private copy of the configured
# build, so that every run measures with the same one whatever the
# shared build folder holds.
cp -a "$build" "$bench_tmp/build"
python3 "$(dirname "$0")/../tool/kernel-compdb.py" "$tree" "$bench_tmp/build" >/dev/null
. "$(dirname "$0")/lib.sh"
objdir=$(coccicheck_objdir "$bench_tmp/out" "$bench_tmp/build")
rules=$( (cd "$tree" && find scripts/coccinelle -name '*.cocci') | sort |
	grep -E -- "${CFIX_COCCI_RULES:-.}")

# The floor pass's SPATCH: spatch's version line, `--jobs` for the
# --help grep, no work.
printf '#!/bin/sh\necho "spatch version 1.1.1 --jobs"\n' >"$bench_tmp/noop"
chmod +x "$bench_tmp/noop"
form=${CFIX_BENCH_FORM:-per-rule}
case $form in
all)	cocci_args=("") ;;
per-rule) cocci_args=($rules) ;;
*)	echo "CFIX_BENCH_FORM: all or per-rule" >&2; exit 2 ;;
esac

# pass NAME SPATCH: every rule through make (one make a rule, or one
# make); prints "WALL CPU LINES".
pass() {
	local name=$1 tool=$2 rule wall=0 cpu=0 w u s
	: >"$bench_tmp/$name.res"
	for rule in "${cocci_args[@]}"; do
		(cd "$objdir" && /usr/bin/time -f '%e %U %S' -o "$bench_tmp/t" \
			make -s -C "$tree" O="$objdir" coccicheck MODE=report \
			${rule:+COCCI="$tree/$rule"} M="$tree/$folder" \
			SPATCH="$tool" DEBUG_FILE=/dev/null >"$bench_tmp/one" 2>&1)
		read -r w u s < <(tail -n 1 "$bench_tmp/t")
		wall=$(echo "$wall + $w" | bc)
		cpu=$(echo "$cpu + $u + $s" | bc)
		grep -E '^[^ ]+:[0-9]+:[0-9]+-[0-9]+: ' "$bench_tmp/one" |
			sed "s|$tree/||; s|^|${rule:+$rule }|" >>"$bench_tmp/$name.res"
	done
	sort -o "$bench_tmp/$name.res" "$bench_tmp/$name.res"
	echo "$wall $cpu $(grep -c '' <"$bench_tmp/$name.res")"
}

echo "make coccicheck MODE=report M=$folder, $(echo "$rules" | grep -c .) rules, form $form, $(date -u +%F), load $(cut -d' ' -f1-3 /proc/loadavg)"
printf '%-14s %8s %8s %6s\n' pass wall_s cpu_s lines
declare -A wall cpu
base=${CFIX_BENCH_BASE:+$(realpath "$CFIX_BENCH_BASE")}
if [ "$form" = all ]; then
	passes=(spatch:spatch ${base:+base-cold:"$base" base-warm:"$base"}
		cfix-cold:"$cfix" cfix-warm:"$cfix")
else
	passes=(spatch:spatch ${base:+base-cold:"$base" base-warm:"$base"}
		cfix-cold:"$cfix" spatch-again:spatch cfix-warm:"$cfix")
fi
[ "${CFIX_BENCH_SPATCH:-1}" = 0 ] &&
	passes=($(printf '%s\n' "${passes[@]}" | grep -v '^spatch'))
for p in floor:"$bench_tmp/noop" "${passes[@]}"; do
	name=${p%%:*}
	# each binary its own cache: the same version string shares a key
	export XDG_CACHE_HOME=$bench_tmp/xdg-${name%-*}
	read -r wall[$name] cpu[$name] lines < <(pass "$name" "${p#*:}")
	printf '%-14s %8s %8s %6s\n' "$name" "${wall[$name]}" "${cpu[$name]}" "$lines"
done
ratio() { echo "scale=3; $1 / $2" | bc; }
less() { echo "$1 - $2" | bc; }
for b in base cfix; do
	[ -n "${cpu[$b-cold]:-}" ] || continue
	echo "$b without the floor: cold $(less "${cpu[$b-cold]}" "${cpu[floor]}") CPU s${cpu[$b-warm]:+, warm $(less "${cpu[$b-warm]}" "${cpu[floor]}") CPU s}"
done
echo "cfix warm / cfix cold, wall: $(ratio "${wall[cfix-warm]}" "${wall[cfix-cold]}"), cpu: $(ratio "${cpu[cfix-warm]}" "${cpu[cfix-cold]}")"
cmp -s "$bench_tmp/cfix-cold.res" "$bench_tmp/cfix-warm.res" &&
	echo "cfix cold and warm: same report lines" ||
	echo "cfix cold and warm: report lines DIFFER"
[ -n "${wall[spatch]:-}" ] && {
	echo "cfix cold / spatch, wall: $(ratio "${wall[cfix-cold]}" "${wall[spatch]}")${wall[spatch-again]:+; cfix warm / spatch again, wall: $(ratio "${wall[cfix-warm]}" "${wall[spatch-again]}")}"
	cmp -s "$bench_tmp/spatch.res" "$bench_tmp/cfix-cold.res" &&
		echo "cfix and spatch: same report lines" ||
		echo "cfix and spatch: $(diff "$bench_tmp/spatch.res" "$bench_tmp/cfix-cold.res" | grep -c '^[<>]') report lines differ"
}
[ -n "$base" ] && {
	echo "base cold / cfix cold, wall: $(ratio "${wall[base-cold]}" "${wall[cfix-cold]}"); cfix cold / base cold, cpu: $(ratio "${cpu[cfix-cold]}" "${cpu[base-cold]}")${cpu[base-warm]:+; cfix warm / base warm, cpu: $(ratio "${cpu[cfix-warm]}" "${cpu[base-warm]}")}"
	cmp -s "$bench_tmp/base-cold.res" "$bench_tmp/cfix-cold.res" &&
		echo "cfix and base: same report lines" ||
		echo "cfix and base: report lines DIFFER"
}
echo "cache: $(find "$bench_tmp/xdg-cfix" -type f | wc -l) entries, $(du -sh "$bench_tmp/xdg-cfix" | cut -f1)"
[ -n "${CFIX_BENCH_KEEP:-}" ] && cp "$bench_tmp"/*.res "$CFIX_BENCH_KEEP"/
exit 0
