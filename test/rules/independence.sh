#!/usr/bin/env bash
# A rule's findings must not depend on which other rules run beside it,
# nor on the prefilter: each built-in rule alone (--rules '-*,NAME'), all
# built-in rules together, and all of them with --no-prefilter must find
# the same places, rule by rule (a finding line ends in "[rule]").
#
#   test/rules/independence.sh CFIX
#
# Over four corpora:
# 0. test/rules/independence/: a NULL test before a header's name for
#    free() (a match reaching into a header's macro, which the prefilter
#    does not read: no way finds it) and before one of the file's own
#    macros (every way finds it).
# 1. Coccinelle's regression tests (../shared/cocci-tests, skipped when
#    absent): every input but the *_failure.c ones, with their include
#    folder, as test/batch/prefilter-equivalence.sh takes them.
# 2. A Linux tree (test/kernel/setup.sh's; skipped when absent or with
#    CFIX_SKIP_KERNEL=1): of the folders prefilter-equivalence.sh uses,
#    those with fewer than 10 .c files (fs/ramfs, drivers/vhost), with
#    their compile database.
# 3. A userspace project without network: Debian's bluez-source 5.66
#    (/usr/src/bluez.tar.bz2; `apt-get install bluez-source`), skipped
#    when not installed.  The folders are chosen by a rule fixed before
#    any run: those with 5 free() calls or more per .c file (lib,
#    emulator, src; counted with grep -c '\bfree(' over bluez 5.66).  No
#    compile database: the files are parsed as cfix parses a file it
#    has no command for (tolerant parse).
#
# About 3 minutes on 2 cores.  The last line is "N passed, N failed, N skipped"
# (a corpus skipped is a "skip:" line and counts as neither); exit
# status 1 when a comparison failed.
set -uo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/../lib.sh"
export LC_ALL=C

[ $# -eq 1 ] || { echo "usage: $0 CFIX" >&2; exit 2; }
cfix=$(realpath "$1")
repo=$(cd "$(dirname "$0")/../.." && pwd)
tests=${CFIX_COCCI_TESTS:-$repo/../shared/cocci-tests/tests}
kernel=${CFIX_KERNEL_DIR:-/var/tmp/cfix-kernel}
bluez_tar=${CFIX_BLUEZ_TARBALL:-/usr/src/bluez.tar.bz2}
jobs=$(nproc)
scratch_dir independence
# cfix's parse cache, in the scratch folder: the runs compared read the
# same files (test/batch/parse-cache.sh checks that a cached parse gives
# what a fresh one gives).
unset CFIX_NO_CACHE
export XDG_CACHE_HOME=$scratch/xdg

mapfile -t rules < <("$cfix" --list-rules --no-config | awk 'NR > 1 && !NF { exit } NR > 1 { print $1 }')
[ "${#rules[@]}" -gt 0 ] || { echo "no built-in rule listed" >&2; exit 2; }
all=$(IFS=,; echo "-*,${rules[*]}")

# findings OUT ARGS...: runs cfix ARGS... (in the current folder) and
# writes its finding lines, sorted, to OUT.
findings() {
	local out=$1
	shift
	"$cfix" -j "$jobs" --no-config "$@" 2>&1 |
		{ grep -E '\[[A-Za-z0-9_.:-]+\]$' || true; } | sort >"$out"
}

# of_rule RULE FILE: FILE's findings of RULE.
of_rule() {
	grep -F "[$1]" "$2" | grep -E "\[$1\]\$" || true
}

# corpus LABEL DIR ARGS...: in DIR, the three ways over ARGS (paths and
# options), compared rule by rule.
corpus() {
	local label=$1 dir=$2 out=$scratch/$1 bad=0 total=0 rule
	shift 2
	mkdir -p "$out"
	(cd "$dir" || exit
		findings "$out/together" --rules "$all" "$@"
		findings "$out/no-prefilter" --no-prefilter --rules "$all" "$@"
		for rule in "${rules[@]}"; do
			findings "$out/alone.$rule" --rules "-*,$rule" "$@"
		done)
	for rule in "${rules[@]}"; do
		of_rule "$rule" "$out/together" >"$out/t"
		of_rule "$rule" "$out/no-prefilter" >"$out/n"
		of_rule "$rule" "$out/alone.$rule" >"$out/a"
		total=$((total + $(wc -l <"$out/n")))
		if cmp -s "$out/a" "$out/t" && cmp -s "$out/a" "$out/n"; then
			continue
		fi
		bad=1
		fail "$label: $rule: $(wc -l <"$out/a") alone, $(wc -l <"$out/t") with the others, $(wc -l <"$out/n") without the prefilter"
		{ diff "$out/a" "$out/t" | sed 's/^/    alone vs together: /'
		  diff "$out/a" "$out/n" | sed 's/^/    alone vs no-prefilter: /'
		} | head -20
	done
	[ "$bad" -eq 0 ] &&
		pass "$label: ${#rules[@]} rules, $total findings, the same alone, together and without the prefilter"
}

# ---- 0. the fixtures ------------------------------------------------------

corpus fixtures "$repo/test/rules/independence" .

# ---- 1. Coccinelle's tests ------------------------------------------------

if [ -d "$tests" ]; then
	mkdir -p "$scratch/cocci"
	cp "$tests"/*.c "$scratch/cocci/"
	rm -f "$scratch/cocci/"*_failure.c
	corpus cocci-tests "$scratch/cocci" . -- -I "$tests/include"
else
	echo "skip: cocci-tests: no $tests"
fi

# ---- 2. a Linux tree --------------------------------------------------------

src=$kernel/linux-source-6.1
folders=(fs/ramfs drivers/vhost)
if [ -n "${CFIX_SKIP_KERNEL:-}" ] || [ ! -d "$src" ] || [ ! -d "$kernel/out" ]; then
	echo "skip: kernel: no $src (test/kernel/setup.sh makes it) or CFIX_SKIP_KERNEL"
else
	# a private copy of the output folder: the compile database written
	# here must not race the other kernel tests
	cp -a "$kernel/out" "$scratch/out"
	python3 "$repo/tool/kernel-compdb.py" "$src" "$scratch/out" \
		"${folders[@]/%//}" >/dev/null 2>&1
	corpus kernel "$src" -p "$scratch/out" "${folders[@]}"
fi

# ---- 3. a userspace project ---------------------------------------------------

if [ -f "$bluez_tar" ]; then
	tar -C "$scratch" -xjf "$bluez_tar"
	corpus bluez "$scratch/bluez-source" lib emulator src
else
	echo "skip: bluez: no $bluez_tar (apt-get install bluez-source)"
fi

summary
