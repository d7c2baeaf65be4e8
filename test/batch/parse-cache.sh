#!/usr/bin/env bash
# The parse cache (matchers/cfront/cache.c) changes nothing but time:
#
#   test/batch/parse-cache.sh CFIX
#
# 1. Equivalence: over a fixed sample of the golden cases (every 6th
#    case folder in name order, a rule chosen before any result), the
#    --diff run prints the same stdout (the fixes), stderr (findings
#    and notes) and status with the cache cold (empty) and warm; the
#    warm runs read
#    the cache (entries' times move, none is added).
# 2. A damaged entry (truncated, a byte flipped, its payload tampered
#    with and its hash recomputed, a symlink) is ignored and replaced.
# 3. Concurrent writers: two `cfix -j 2` at once over the same files from
#    an empty cache print what a run without cache prints; no temporary
#    file is left.
# 4. A header changed since an entry was written: the file is parsed
#    again.
# 5. --clear-cache empties the folder, --no-cache and CFIX_NO_CACHE
#    write nothing, --cache-size evicts.
# 6. A compile database's entries are kept there and read back while
#    the database is unchanged in path, size, time and inode.
# The last line is "N passed, N failed, N skipped".
set -uo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/../lib.sh"
export LC_ALL=C
unset CFIX_NO_CACHE

[ $# -eq 1 ] || { echo "usage: $0 CFIX" >&2; exit 2; }
cfix=$(realpath "$1")
repo=$(cd "$(dirname "$0")/../.." && pwd)
scratch_dir cache
export XDG_CACHE_HOME=$scratch/xdg
store=$XDG_CACHE_HOME/cfix

entries() { find "$store" -type f -name '[0-9a-f]*' 2>/dev/null | wc -l; }

# run_case DIR LABEL [MODE-ARGS]: the case in DIR as test/run-cases.sh
# runs it; stdout, stderr and status to DIR/LABEL.{out,err,status}.
run_case() {
	local dir=$1 label=$2 words w after=0
	shift 2
	local rule=() opts=() cc=() paths=()
	[ -f "$dir/rule.cocci" ] && rule=(--sp-file rule.cocci)
	if [ -f "$dir/args" ]; then
		read -r -a words <"$dir/args" || true
		for w in "${words[@]}"; do
			[ "$w" = "--" ] && after=1
			if [ "$after" -eq 1 ]; then cc+=("$w"); else opts+=("$w"); fi
		done
	fi
	if [ -f "$dir/paths" ]; then
		read -r -a paths <"$dir/paths" || true
	else
		for w in "$dir"/*.c; do
			[ "${w##*/}" = expected.c ] || paths+=("${w##*/}")
		done
	fi
	(cd "$dir" && timeout 60 "$cfix" "$@" "${rule[@]}" "${opts[@]}" \
		"${paths[@]}" "${cc[@]}") >"$scratch/$label.out" \
		2>"$scratch/$label.err" </dev/null
	echo $? >>"$scratch/$label.out"
	cat "$scratch/$label.err" >>"$scratch/$label.out"
}

# ---- 1. equivalence over the sample -----------------------------------
sample=()
i=0
for dir in "$repo"/test/cases/*/; do
	[ $((i % 6)) -eq 0 ] && sample+=("$(basename "$dir")")
	i=$((i + 1))
done
differ=0 made_all=0 read_all=0
for name in "${sample[@]}"; do
	mkdir -p "$scratch/cases/$name"
	cp -Rp "$repo/test/cases/$name/." "$scratch/cases/$name/"
	rm -f "$scratch/cases/$name"/expected.*
	# --diff: the fixes on stdout, the findings and notes on stderr
	before=$(entries)
	run_case "$scratch/cases/$name" cold --diff
	made=$(($(entries) - before))
	find "$store" -type f -exec touch -d 2000-01-01 {} + 2>/dev/null
	before=$(entries)
	run_case "$scratch/cases/$name" warm --diff
	read=$(find "$store" -type f -newermt 2001-01-01 2>/dev/null | wc -l)
	made_all=$((made_all + made)) read_all=$((read_all + read))
	[ "$read" -ge "$made" ] ||
		{ echo "  $name: the warm run read $read of $made entries"; differ=$((differ + 1)); }
	if ! cmp -s "$scratch/cold.out" "$scratch/warm.out"; then
		echo "  $name: outputs differ"
		diff "$scratch/cold.out" "$scratch/warm.out" | head -5
		differ=$((differ + 1))
	fi
	[ "$(entries)" -eq "$before" ] ||
		{ echo "  $name: the warm run added entries"; differ=$((differ + 1)); }
done
[ "$differ" -eq 0 ] && pass "${#sample[@]} sampled cases: cold and warm runs print the same" ||
	fail "$differ runs of ${#sample[@]} sampled cases differ"
[ "$made_all" -ge "${#sample[@]}" ] && [ "$read_all" -ge "$made_all" ] &&
	pass "the warm runs read every entry the cold runs wrote ($read_all of $made_all)" ||
	fail "the cache was not used ($made_all entries written, $read_all read)"

# ---- 2. damaged entries ------------------------------------------------
one=$scratch/one
mkdir -p "$one"
cp "$repo"/examples/*.c "$one/" 2>/dev/null || cp "$repo"/test/cases/seed-one-line/input.c "$one/"
(cd "$one" && CFIX_NO_CACHE=1 "$cfix" --diff . >"$scratch/want.out" 2>&1)
damage() {	# damage HOW: spoil every entry HOW, then run twice
	rm -rf "$store"
	(cd "$one" && "$cfix" --diff . >/dev/null 2>&1)
	python3 - "$store" "$1" <<'EOF'
import hashlib, os, struct, sys
store, how = sys.argv[1], sys.argv[2]
for root, _, files in os.walk(store):
    for name in files:
        path = os.path.join(root, name)
        data = bytearray(open(path, 'rb').read())
        if how == 'truncate':
            data = data[:len(data) // 2]
        elif how == 'flip':
            data[len(data) // 2] ^= 0x40
        elif how == 'tamper':
            # every 4-byte word of the payload past the string table made
            # huge: counts, indices and offsets out of range, hash redone
            (nstr,) = struct.unpack_from('<Q', data, 48)
            at = 56 + nstr + 12 + 24 * 8
            for i in range(at, len(data) - 4, 4):
                struct.pack_into('<I', data, i, 0x7ffffff0 + i % 7)
            data[16:48] = hashlib.sha256(data[48:]).digest()
        elif how == 'symlink':
            os.unlink(path)
            os.symlink('/etc/passwd', path)
            continue
        open(path, 'wb').write(data)
EOF
	(cd "$one" && "$cfix" --diff . >"$scratch/got1.out" 2>&1)
	find "$store" -type f -exec touch -d 2000-01-01 {} +
	(cd "$one" && "$cfix" --diff . >"$scratch/got2.out" 2>&1)
}
for how in truncate flip tamper symlink; do
	damage "$how"
	if cmp -s "$scratch/want.out" "$scratch/got1.out" &&
	   cmp -s "$scratch/want.out" "$scratch/got2.out" &&
	   [ "$(find "$store" -type f -newermt 2001-01-01 | wc -l)" -gt 0 ]; then
		pass "a $how entry is ignored and replaced"
	else
		fail "a $how entry: $(diff "$scratch/want.out" "$scratch/got1.out" | head -5)"
	fi
done

# ---- 3. concurrent writers ---------------------------------------------
tree=$scratch/tree
mkdir -p "$tree"
for name in "${sample[@]}"; do
	for c in "$scratch/cases/$name"/*.c; do
		[ -f "$c" ] && cp "$c" "$tree/$name-${c##*/}"
	done
done
(cd "$tree" && CFIX_NO_CACHE=1 "$cfix" -j 2 --no-prefilter . >"$scratch/c0.out" 2>&1)
rm -rf "$store"
(cd "$tree" && "$cfix" -j 2 --no-prefilter . >"$scratch/c1.out" 2>&1) &
(cd "$tree" && "$cfix" -j 2 --no-prefilter . >"$scratch/c2.out" 2>&1) &
wait
(cd "$tree" && "$cfix" -j 2 --no-prefilter . >"$scratch/c3.out" 2>&1)
if cmp -s "$scratch/c0.out" "$scratch/c1.out" && cmp -s "$scratch/c0.out" "$scratch/c2.out" &&
   cmp -s "$scratch/c0.out" "$scratch/c3.out"; then
	pass "two processes writing at once print what a run without cache prints"
else
	fail "concurrent runs differ: $(diff "$scratch/c0.out" "$scratch/c1.out" | head -5)"
fi
[ -z "$(find "$store" -name '.tmp-*')" ] && pass "no temporary file left" ||
	fail "temporary files left: $(find "$store" -name '.tmp-*' | head -3)"

# ---- 4. a changed header -----------------------------------------------
hdr=$scratch/hdr
mkdir -p "$hdr"
printf 'unsigned int g(void);\n' >"$hdr/types.h"
printf '#include "types.h"\nint f(void)\n{\n\treturn g() < 0;\n}\n' >"$hdr/f.c"
rm -rf "$store"
# --parser clang: the default reads a file with no typed rule's
# candidate with cfix's own parser, which reads no header
(cd "$hdr" && "$cfix" --parser clang --dump-source f.c >"$scratch/h1.out" 2>&1)
printf 'long g(void);\n' >"$hdr/types.h"
(cd "$hdr" && "$cfix" --parser clang --dump-source f.c >"$scratch/h2.out" 2>&1)
(cd "$hdr" && CFIX_NO_CACHE=1 "$cfix" --parser clang --dump-source f.c >"$scratch/h3.out" 2>&1)
if ! cmp -s "$scratch/h1.out" "$scratch/h2.out" && cmp -s "$scratch/h2.out" "$scratch/h3.out"; then
	pass "a changed header makes the file parse again"
else
	fail "a changed header: the stale view was used"
fi

# ---- 5. --clear-cache, --no-cache, CFIX_NO_CACHE, --cache-size ----------
"$cfix" --clear-cache >/dev/null 2>&1
status=$?
[ "$(entries)" -eq 0 ] && [ "$status" -eq 0 ] && pass "--clear-cache empties the cache" ||
	fail "--clear-cache left $(entries) entries"
(cd "$tree" && "$cfix" --no-cache -j 2 --no-prefilter . >/dev/null 2>&1)
(cd "$tree" && CFIX_NO_CACHE=1 "$cfix" -j 2 --no-prefilter . >/dev/null 2>&1)
[ "$(entries)" -eq 0 ] && pass "--no-cache and CFIX_NO_CACHE write nothing" ||
	fail "the cache was written with it off: $(entries) entries"
(cd "$tree" && "$cfix" --cache-size 40K -j 2 --no-prefilter . >/dev/null 2>&1)
size=$(du -sb --apparent-size "$store" 2>/dev/null | cut -f1)
n=$(entries)
[ "$n" -gt 0 ] && [ "$(find "$store" -type f -printf '%s\n' | awk '{s+=$1} END {print s+0}')" -le 40960 ] &&
	pass "--cache-size 40K keeps $n entries" ||
	fail "--cache-size 40K: $n entries, $size bytes"

# 6. The compile database's entries are kept in the cache folder
#    (compdb_kept.c) and read back by the next process, not through
#    libclang, while the file's path, size, time and inode are the same;
#    an edited database (a new time) is read again.  Shown by editing it
#    behind the cache's back (same size, time set back): the next run
#    still uses the kept flags.
db=$scratch/db
mkdir -p "$db"
for f in f g h; do
	printf '#if VAL == 1\nint %s(unsigned int n)\n#else\nint %s(int n)\n#endif\n{\n\treturn n < 0;\n}\n' \
		"$f" "$f" >"$db/$f.c"
done
printf '@@\nunsigned int E;\n@@\n* E < 0\n' >"$scratch/typed.cocci"
printf '[\n' >"$db/compile_commands.json"
for f in f g h; do
	printf '{"directory": "%s", "file": "%s.c", "arguments": ["cc", "-DVAL=1", "-c", "%s.c"]}%s\n' \
		"$db" "$f" "$f" "$([ $f = h ] || echo ,)" >>"$db/compile_commands.json"
done
printf ']\n' >>"$db/compile_commands.json"
kept_run() { # FILE: the typed rule over db/FILE with -p db, clang reading
	# (status 1: a finding)
	(cd "$db" && "$cfix" --parser clang -p . --sp-file ../typed.cocci \
		"$1" 2>&1)
}
out=$(kept_run f.c)
grep -q '^f\.c:7:9: ' <<<"$out" &&
	pass "compdb: VAL=1 from the database: a finding in f.c" ||
	fail "compdb: no finding in f.c with VAL=1"
touch -r "$db/compile_commands.json" "$scratch/db.time"
json=$(sed 's/-DVAL=1/-DVAL=2/' "$db/compile_commands.json")
printf '%s\n' "$json" >"$db/compile_commands.json"	# the same inode
touch -r "$scratch/db.time" "$db/compile_commands.json"
out=$(kept_run g.c)
grep -q '^g\.c:7:9: ' <<<"$out" &&
	pass "compdb: the kept entries are read back (VAL=1 still)" ||
	fail "compdb: the database was read again though unchanged in time"
touch -d '+1 min' "$db/compile_commands.json"
out=$(kept_run h.c)
[ -z "$out" ] &&
	pass "compdb: a database with a new time is read again (VAL=2)" ||
	fail "compdb: a stale kept database was used: $out"

summary
