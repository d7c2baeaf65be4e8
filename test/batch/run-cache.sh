#!/usr/bin/env bash
# The run cache (tool/runcache.c): a spatch-mode run again over the same
# rule, options and unchanged files prints back what the first printed,
# byte for byte, and runs again when anything it read changed:
#
#   test/batch/run-cache.sh CFIX
#
# 1. Report mode (a Python script, a finalize rule summing every file,
#    a file whose parse leaves a warning), patch mode (the diff) and
#    context mode: stdout, stderr, both in one stream, and the status
#    are the same without the cache, cold and warm.
# 2. The warm run is a replay: with the parse entries removed after the
#    cold run, the warm one parses nothing (no parse entry comes back).
# 3. A changed rule file, input file or header (clang reads it for a
#    typed rule) runs again and prints the new result.
# 4. Not kept: a script naming open(, --in-place, CFIX_NO_CACHE.
# 5. A damaged entry (chunk lengths past the end, its hash recomputed)
#    is ignored: the run prints what a fresh run prints.
# 6. The input files' digests (tool/filedigest.c): a file older than the
#    racy margin is not read again by the warm run (with strace), and a
#    file rewritten in place with the same size and mtime (its ctime
#    moved) runs again and prints the new result.
# The last line is "N passed, N failed, N skipped".
set -uo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/../lib.sh"
export LC_ALL=C
unset CFIX_NO_CACHE

[ $# -eq 1 ] || { echo "usage: $0 CFIX" >&2; exit 2; }
cfix=$(realpath "$1")
scratch_dir runcache
export XDG_CACHE_HOME=$scratch/xdg
store=$XDG_CACHE_HOME/cfix
work=$scratch/work
mkdir -p "$work/inc"
cd "$work" || exit 2

run_entries() { grep -rlaF CFIXRC01 "$store" 2>/dev/null | wc -l; }
# parse entries: neither a run entry nor an input digest index
parse_entries() {
	find "$store" -type f -name '[0-9a-f]*' 2>/dev/null |
		xargs -r grep -LaF -e CFIXRC01 -e CFIXFD01 | wc -l
}
drop_parse_entries() {
	find "$store" -type f -name '[0-9a-f]*' 2>/dev/null |
		xargs -r grep -LaF -e CFIXRC01 -e CFIXFD01 | xargs -r rm -f
}

cat >report.cocci <<'EOF'
virtual report
virtual patch
virtual context

@r depends on report@
expression E;
position p;
@@
kfree(E@p);
... when != E = NULL
E

@script:python depends on report@
p << r.p;
@@
count = count + 1 if 'count' in globals() else 1
print("%s:%s: use after free (%d so far)" % (p[0].file, p[0].line, count))

@finalize:python depends on report@
@@
print("total %d" % (count if 'count' in globals() else 0))

@depends on patch@
expression E;
@@
- kfree(E);
+ kvfree(E);

@depends on context@
expression E;
@@
* kfree(E);
EOF
cat >a.c <<'EOF'
void f(int *x)
{
	kfree(x);
	g(x);
}
EOF
cat >b.c <<'EOF'
void h(int *y)
{
	kfree(y);
	y->z = 1;
	kfree(y);
	k(y);
}
int broken( {
EOF

# run LABEL MODE [FILES]: spatch mode; LABEL.{out,err,both,status}
run() {
	local label=$1 mode=$2
	shift 2
	local args=(--cocci-file report.cocci -D "$mode" --very-quiet)
	[ "$mode" = report ] && args+=(--no-show-diff)
	[ $# -gt 0 ] || set -- a.c b.c
	timeout 60 "$cfix" "${args[@]}" "$@" >"$scratch/$label.out" \
		2>"$scratch/$label.err"
	echo $? >"$scratch/$label.status"
	timeout 60 "$cfix" "${args[@]}" "$@" >"$scratch/$label.both" 2>&1
}
# same A B: the two runs' outputs are the same, byte for byte
same() {
	local s
	for s in out err both status; do
		cmp -s "$scratch/$1.$s" "$scratch/$2.$s" || return 1
	done
}

# 1 and 2
for mode in report patch context; do
	rm -rf "$store"
	CFIX_NO_CACHE=1 run "$mode-none" "$mode"
	run "$mode-cold" "$mode"
	kept=$(run_entries)
	drop_parse_entries
	run "$mode-warm" "$mode"
	if same "$mode-none" "$mode-cold" && same "$mode-cold" "$mode-warm" &&
		[ -s "$scratch/$mode-none.out" ]; then
		pass "$mode mode: the same output without the cache, cold and warm"
	else
		fail "$mode mode: outputs differ" \
			"$(diff "$scratch/$mode-none.both" "$scratch/$mode-warm.both" | head -5)"
	fi
	if [ "$kept" -eq 1 ] && [ "$(parse_entries)" -eq 0 ]; then
		pass "$mode mode: the warm run printed the kept run, parsing nothing"
	else
		fail "$mode mode: not replayed ($kept run entries, $(parse_entries) parse entries after the warm run)"
	fi
done
grep -q 'total 3' "$scratch/report-warm.out" &&
	grep -q 'b.c:' "$scratch/report-warm.err" &&
	pass "the report holds the finalize total and the parse warning" ||
	fail "the report lacks the finalize total or the warning" \
		"$(cat "$scratch/report-warm.both")"

# 3: a changed rule, file, header
rm -rf "$store"
run r1 report
sed -i 's/use after free/used after free/' report.cocci
run r2 report
CFIX_NO_CACHE=1 run r2-fresh report
grep -q 'used after free' "$scratch/r2.out" && same r2 r2-fresh &&
	pass "a changed rule file runs again" ||
	fail "a changed rule file: the old output" "$(head -3 "$scratch/r2.out")"
printf 'void m(int *w)\n{\n\tkfree(w);\n\tn(w);\n}\n' >>a.c
run r3 report
CFIX_NO_CACHE=1 run r3-fresh report
grep -q 'total 4' "$scratch/r3.out" && same r3 r3-fresh &&
	pass "a changed input file runs again" ||
	fail "a changed input file: the old output" "$(cat "$scratch/r3.out")"

cat >typed.cocci <<'EOF'
virtual report
@r@
char *E;
position p;
@@
E@p == 0

@script:python depends on report@
p << r.p;
@@
print("%s:%s: char pointer against 0" % (p[0].file, p[0].line))
EOF
printf 'typedef char *text_t;\n' >inc/t.h
printf '#include "t.h"\nint q(text_t s)\n{\n\treturn s == 0;\n}\n' >t.c
typed() {
	timeout 60 "$cfix" --cocci-file typed.cocci -D report --no-show-diff \
		--very-quiet -I inc t.c >"$scratch/$1.out" 2>"$scratch/$1.err"
}
rm -rf "$store"
typed t1
drop_parse_entries
typed t2
replayed=$(parse_entries)
printf 'typedef int text_t;\n' >inc/t.h
drop_parse_entries
typed t3
if [ -s "$scratch/t1.out" ] && cmp -s "$scratch/t1.out" "$scratch/t2.out" &&
	[ "$replayed" -eq 0 ] && [ "$(parse_entries)" -gt 0 ] &&
	! [ -s "$scratch/t3.out" ]; then
	pass "a changed header runs again (clang read it)"
else
	fail "a changed header: t1 '$(cat "$scratch/t1.out")' t3 '$(cat "$scratch/t3.out")', replay parses $replayed"
fi

# 4: not kept
rm -rf "$store"
sed 's/^print("total/open("\/dev\/null"); print("total/' report.cocci >outside.cocci
timeout 60 "$cfix" --cocci-file outside.cocci -D report --no-show-diff \
	--very-quiet a.c >/dev/null 2>&1
[ "$(run_entries)" -eq 0 ] && pass "a script naming open( is not kept" ||
	fail "a script naming open( was kept"
cp a.c c.c
timeout 60 "$cfix" --cocci-file report.cocci -D patch --in-place \
	--very-quiet c.c >/dev/null 2>&1
[ "$(run_entries)" -eq 0 ] && pass "an --in-place run is not kept" ||
	fail "an --in-place run was kept"
rm -rf "$store"
CFIX_NO_CACHE=1 run off report
[ ! -d "$store" ] && pass "CFIX_NO_CACHE writes nothing" ||
	fail "CFIX_NO_CACHE: the cache was written"

# 5: a damaged entry
rm -rf "$store"
run d1 report
python3 - "$(grep -rlaF CFIXRC01 "$store")" <<'EOF'
import hashlib, struct, sys
path = sys.argv[1]
data = bytearray(open(path, 'rb').read())
# the first chunk's length made huge (payload at 48: magic, headers)
(nhead,) = struct.unpack_from('<Q', data, 56)
struct.pack_into('<Q', data, 48 + 16 + nhead + 1, 1 << 40)
data[16:48] = hashlib.sha256(data[48:]).digest()
open(path, 'wb').write(data)
EOF
run d2 report
same d1 d2 && pass "a damaged run entry is ignored" ||
	fail "a damaged run entry" "$(diff "$scratch/d1.both" "$scratch/d2.both" | head -5)"

# 6: the input files' digests
rm -rf "$store"
printf 'void f(int *x)\n{\n\tkfree(x);\n\tg(x);\n}\n' >old.c
touch -d '2020-01-02 03:04:05.123456789' old.c
sleep 3		# its ctime older than the racy margin (2 s)
run s1 report old.c
if command -v strace >/dev/null; then
	strace -f -e trace=open,openat -o "$scratch/s2.trace" \
		"$cfix" --cocci-file report.cocci -D report --very-quiet \
		--no-show-diff old.c >"$scratch/s2.out" 2>/dev/null
	if grep -q 'after free' "$scratch/s2.out" &&
		! grep -q '"old.c"' "$scratch/s2.trace"; then
		pass "an old unchanged input is not read again"
	else
		fail "an old unchanged input was read again, or not replayed" \
			"$(grep old.c "$scratch/s2.trace" | head -3)"
	fi
else
	skip "no strace: whether an old input is read again"
fi
ino=$(stat -c %i old.c)
printf 'void f(int *x)\n{\n\tkfree(x);\n\tg(0);\n}\n' 1<>old.c
touch -d '2020-01-02 03:04:05.123456789' old.c
run s3 report old.c
CFIX_NO_CACHE=1 run s3-fresh report old.c
if [ "$(stat -c %i old.c)" = "$ino" ] && grep -q 'after free' "$scratch/s1.out" &&
	! grep -q 'after free' "$scratch/s3.out" && same s3 s3-fresh; then
	pass "an input rewritten with the same size, inode and mtime runs again"
else
	fail "an input rewritten with the same size and mtime: the old output" \
		"$(cat "$scratch/s3.out")"
fi

summary
