#!/usr/bin/env bash
# The property behind test/rules/independence.sh, on random draws: for a
# random subset of the built-in rules over a random handful of files,
# each rule of the subset finds, beside the others, with and without the
# prefilter, what it finds alone over the same files.
#
#   test/rules/independence-random.sh CFIX [SEED]
#
# The files are drawn from test/rules/independence/, Coccinelle's tests
# (../shared/cocci-tests, when present) and Debian's bluez-source (when
# installed; the folders of independence.sh).  The seed is printed
# first ("seed: N"); give it back as SEED (or CFIX_SEED) to replay a
# failure.  At most CFIX_ROUNDS draws (default 6) and about
# CFIX_SECONDS (default 90) seconds: no draw starts after that.  The last
# line is "N passed, N failed"; exit status 1 when a draw failed.
set -uo pipefail
export LC_ALL=C

[ $# -ge 1 ] && [ $# -le 2 ] || { echo "usage: $0 CFIX [SEED]" >&2; exit 2; }
cfix=$(realpath "$1")
repo=$(cd "$(dirname "$0")/../.." && pwd)
tests=${CFIX_COCCI_TESTS:-$repo/../shared/cocci-tests/tests}
bluez_tar=${CFIX_BLUEZ_TARBALL:-/usr/src/bluez.tar.bz2}
seed=${2:-${CFIX_SEED:-$(date +%s%N | cut -c 10-15)}}
rounds=${CFIX_ROUNDS:-6}
seconds=${CFIX_SECONDS:-90}
scratch=$(mktemp -d "${TMPDIR:-/tmp}/cfix-random.XXXXXX")
trap 'rm -rf "$scratch"' EXIT
passed=0 failed=0

echo "seed: $seed"
RANDOM=$seed

mapfile -t rules < <("$cfix" --list-rules --no-config | awk 'NR > 1 && !NF { exit } NR > 1 { print $1 }')

# The pool of files, each with the include folder it needs.
mkdir -p "$scratch/pool"
cp "$repo"/test/rules/independence/*.[ch] "$scratch/pool/"
if [ -d "$tests" ]; then
	for f in "$tests"/*.c; do
		case $f in *_failure.c) continue ;; esac
		cp "$f" "$scratch/pool/cocci-$(basename "$f")"
	done
fi
if [ -f "$bluez_tar" ]; then
	tar -C "$scratch" -xjf "$bluez_tar" bluez-source/lib bluez-source/emulator \
		bluez-source/src 2>/dev/null
	for f in "$scratch"/bluez-source/{lib,emulator,src}/*.c; do
		[ -f "$f" ] && cp "$f" "$scratch/pool/bluez-$(basename "$f")"
	done
fi
cd "$scratch/pool" || exit 2
mapfile -t pool < <(ls -- *.c | sort)
includes=(-I "$tests/include" -I "$scratch/bluez-source" -I "$scratch/bluez-source/lib")

# findings OUT ARGS...: cfix's finding lines, sorted.
findings() {
	local out=$1
	shift
	"$cfix" -j 2 --no-config "$@" 2>&1 |
		{ grep -E '\[[A-Za-z0-9_.:-]+\]$' || true; } | sort >"$out"
}

of_rule() {
	grep -E "\[$1\]\$" "$2" || true
}

start=$SECONDS
for ((round = 1; round <= rounds; round++)); do
	[ $((SECONDS - start)) -lt "$seconds" ] || break
	subset=() files=()
	for rule in "${rules[@]}"; do
		((RANDOM % 2)) && subset+=("$rule")
	done
	[ "${#subset[@]}" -gt 0 ] || subset=("${rules[RANDOM % ${#rules[@]}]}")
	for ((k = 0; k < 8; k++)); do
		files+=("${pool[RANDOM % ${#pool[@]}]}")
	done
	mapfile -t files < <(printf '%s\n' "${files[@]}" | sort -u)
	list=$(IFS=,; echo "-*,${subset[*]}")
	findings "$scratch/together" --rules "$list" "${files[@]}" -- "${includes[@]}"
	findings "$scratch/nopf" --no-prefilter --rules "$list" "${files[@]}" -- "${includes[@]}"
	bad=()
	for rule in "${subset[@]}"; do
		findings "$scratch/alone" --rules "-*,$rule" "${files[@]}" -- "${includes[@]}"
		of_rule "$rule" "$scratch/alone" >"$scratch/a"
		of_rule "$rule" "$scratch/together" >"$scratch/t"
		of_rule "$rule" "$scratch/nopf" >"$scratch/n"
		cmp -s "$scratch/a" "$scratch/t" && cmp -s "$scratch/a" "$scratch/n" ||
			bad+=("$rule")
	done
	if [ "${#bad[@]}" -eq 0 ]; then
		echo "PASS draw $round: ${#subset[@]} rules over ${#files[@]} files"
		passed=$((passed + 1))
	else
		echo "FAIL draw $round (seed $seed): ${bad[*]} differ alone, beside $list, or without the prefilter, over ${files[*]}"
		failed=$((failed + 1))
	fi
done

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
