#!/usr/bin/env bash
# The automatic strategy's per-rule split (matchers/match/candidates.c):
#
#   test/batch/split.sh CFIX
#
# Two rule files given together over a folder of small files, each kept
# by the prefilter: one without types (its rules match on cfix's own
# parse, so it never makes clang read a file) and one with a typed
# metavariable (clang reads only the files where it has a candidate in
# the own parse, types taken as "maybe").  -v says per file which front
# end read it for which rules and why; the findings are those of
# --parser clang, which reads every file for every rule.
# The last line is "N passed, N failed, N skipped".
set -uo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/../lib.sh"
export LC_ALL=C CFIX_NO_CACHE=1

[ $# -eq 1 ] || { echo "usage: $0 CFIX" >&2; exit 2; }
cfix=$(realpath "$1")
scratch_dir split

# expect LABEL FILE REGEX: a line of FILE matches REGEX.
expect() {
	if grep -qE "$3" "$2"; then pass "$1"; else
		fail "$1: no line matches /$3/ in:"; sed 's/^/    | /' "$2"; fi
}

# none LABEL FILE REGEX: no line of FILE matches REGEX.
none() {
	if ! grep -qE "$3" "$2"; then pass "$1"; else
		fail "$1: a line matches /$3/ in:"; sed 's/^/    | /' "$2"; fi
}

# report_shape NAME RULE: cfix's spatch mode as coccicheck runs it
# (report, --no-includes) with RULE over the folder $scratch/NAME; the
# report in $scratch/NAME.out, --verbose-parsing's notes in NAME.v.
report_shape() {
	(cd "$scratch/$1" && "$cfix" -D report --no-show-diff --very-quiet \
		--verbose-parsing --cocci-file "$2" --no-includes \
		--dir . >"../$1.out" 2>"../$1.v")
}

# same LABEL ARGS...: the findings (stdout, stderr without notes, status)
# of the default run and of --parser clang are the same.
same() {
	local label=$1 mode
	shift
	for mode in auto clang; do
		(cd "$scratch/tree" && "$cfix" -j 2 --parser "$mode" "$@" . \
			>"../$label.$mode.out" 2>"../$label.$mode.err"
		 echo "status $?" >>"../$label.$mode.out")
	done
	if cmp -s "$scratch/$label.auto.out" "$scratch/$label.clang.out" &&
	   cmp -s "$scratch/$label.auto.err" "$scratch/$label.clang.err"; then
		pass "$label: findings as with --parser clang"
	else
		fail "$label: findings differ from --parser clang's"
		diff "$scratch/$label.clang.out" "$scratch/$label.auto.out"
		diff "$scratch/$label.clang.err" "$scratch/$label.auto.err"
	fi
}

mkdir -p "$scratch/tree"
cat >"$scratch/untyped.cocci" <<'EOF'
@@
expression E;
@@
- free(E);
+ release(E);
EOF
cat >"$scratch/typed.cocci" <<'EOF'
@@
unsigned int E;
@@
* E < 0
EOF
# a.c: both rules have a candidate, clang confirms the typed one; b.c:
# the typed rule's candidate clang's types refuse (m is a typedef of a
# signed type declared under an #if, which only a full parse resolves;
# f.c: the same typedef outside any #if, which the own parse follows
# down to int: no candidate); c.c:
# only the untyped rule matches ('<' and '0' keep it past the prefilter,
# but no comparison with 0: no candidate); d.c: the untyped rule alone,
# nothing for the typed one
printf 'void free(void *);\nint f(unsigned int n, int *p)\n{\n\tfree(p);\n\tif (n < 0)\n\t\treturn 1;\n\treturn 0;\n}\n' \
	>"$scratch/tree/a.c"
printf '#if 1\ntypedef int count_t;\n#endif\nint g(count_t m)\n{\n\tif (m < 0)\n\t\treturn 1;\n\treturn 0;\n}\n' \
	>"$scratch/tree/b.c"
printf 'typedef int count_t;\nint g(count_t m)\n{\n\tif (m < 0)\n\t\treturn 1;\n\treturn 0;\n}\n' \
	>"$scratch/tree/f.c"
# e.c: a comparison with 0 of an int the file declares: the own parse's
# declaration decides, no candidate
printf 'int e(int m)\n{\n\tif (m < 0)\n\t\treturn 1;\n\treturn 0;\n}\n' \
	>"$scratch/tree/e.c"
printf 'void free(void *);\nint h(int m, int *p)\n{\n\tfree(p);\n\tif (m < 1)\n\t\treturn 0;\n\treturn 2;\n}\n' \
	>"$scratch/tree/c.c"
printf 'void free(void *);\nvoid k(char *s)\n{\n\tfree(s);\n}\n' \
	>"$scratch/tree/d.c"

# the untyped rule alone: clang reads no file
(cd "$scratch/tree" && "$cfix" -j 1 -v --sp-file ../untyped.cocci . \
	>/dev/null 2>../untyped.v)
expect "untyped: the own parser reads a.c" "$scratch/untyped.v" \
	"^\./a\.c: note: parsed with cfix's own parser: no rule needs types"
none "untyped: clang reads no file" "$scratch/untyped.v" \
	"parsed with (clang|cfix's own parser for )"

# both rule files: clang only for the typed one, only where it has a
# candidate
(cd "$scratch/tree" && "$cfix" -j 1 -v --sp-file ../untyped.cocci \
	--sp-file ../typed.cocci . >/dev/null 2>../both.v)
expect "both: clang reads a.c for the typed rule's candidate" \
	"$scratch/both.v" \
	"^\./a\.c: note: parsed with cfix's own parser for 1 rule; for 1 rule clang: candidate of '[^']*' at \./a\.c:5:6; the metavariable 'E' at \.\./typed\.cocci:2 needs types"
expect "both: clang decides a candidate its types refuse" \
	"$scratch/both.v" "^\./b\.c: note: parsed with .*clang: candidate of '[^']*' at \./b\.c:6:6"
expect "both: the own parse follows the file's typedef in f.c" \
	"$scratch/both.v" "^\./f\.c: note: parsed with cfix's own parser: 1 rule without types; no candidate"
expect "both: the untyped rule's match does not send c.c to clang" \
	"$scratch/both.v" \
	"^\./c\.c: note: parsed with cfix's own parser: 1 rule without types; no candidate in the own parse for the 1 that need clang"
none "both: clang reads none of c.c, d.c, e.c" "$scratch/both.v" \
	"^\./[cde]\.c: note: parsed with (clang|cfix's own parser for )"
same both --sp-file ../untyped.cocci --sp-file ../typed.cocci
expect "both: the typed finding" "$scratch/both.auto.out" \
	"^\./a\.c:5:6: warning: matches rule"
expect "both: the untyped finding, from the own parse" \
	"$scratch/both.auto.out" "^\./d\.c:4:2: warning: matches rule"
same both-diff --diff --sp-file ../untyped.cocci --sp-file ../typed.cocci
expect "both-diff: the untyped fix in a.c, which clang also read" \
	"$scratch/both-diff.auto.out" "^\+	release\(p\);"

# A rule file shaped as the kernel's coccicheck rules: an initialize
# script, the typed rule, a rule for a virtual mode not asked for (here a function definition,
# which would keep every file from the candidate pass), a script that
# prints what the typed rule found, and a script constraint.  The
# script runs once, on clang's view, and neither it nor the rule that
# cannot run sends a file without a candidate to clang (before, each
# sent every file: issue 19, `make coccicheck` over drivers/base).
cat >"$scratch/report.cocci" <<'EOF'
virtual context

@initialize:python@
@@
unsigned_seen = 0

@r@
unsigned int E;
position p : script:python() { True };
@@
 E@p < 0

@depends on context@
identifier f;
@@
* f(...) { ... }

@script:python@
p << r.p;
@@
print("%s:%s: unsigned compared" % (p[0].file, p[0].line))
EOF
(cd "$scratch/tree" && "$cfix" -j 1 -v --sp-file ../report.cocci . \
	>../report.out 2>../report.v)
expect "report: clang reads a.c for the candidate" "$scratch/report.v" \
	"^\./a\.c: note: parsed with .*clang: candidate of 'r' at \./a\.c:5:6"
none "report: clang reads none of c.c, d.c, e.c" "$scratch/report.v" \
	"^\./[cde]\.c: note: parsed with (clang|cfix's own parser for )"
expect "report: the script prints clang's finding" "$scratch/report.out" \
	"^\./a\.c:5: unsigned compared$"
same report --sp-file ../report.cocci

# The script reads an untyped rule (its matches only bind for it) of a
# rule file with a typed rule: the script's reads are candidates, so
# d.c, with a free() and no comparison, still goes to clang for it.
cat >"$scratch/report2.cocci" <<'EOF'
@r@
expression E;
position p;
@@
 free@p(E);

@t@
unsigned int E;
@@
* E < 0

@script:python@
p << r.p;
@@
print("%s:%s: freed" % (p[0].file, p[0].line))
EOF
same report2 --sp-file ../report2.cocci
expect "report2: the script prints d.c's free" "$scratch/report2.auto.out" \
	"^\./d\.c:4: freed$"

# A typed rule file matching a function definition (as the kernel's
# simple_open and device_attr_show do) runs on the own parse as a
# candidate pass too: clang reads only the files where it has a
# candidate, or where the own parse holds a shape of the rule's it reads
# otherwise than clang (here a varargs parameter list; a struct body in
# a declaration counts only for a rule matching struct bodies).
# Before, such a rule file sent every file to clang (issue 19).
cat >"$scratch/definition.cocci" <<'EOF'
@@
identifier f;
unsigned int E;
@@
 f(...) {
 <+...
* E < 0
 ...+>
 }
EOF
mkdir -p "$scratch/def"
cp "$scratch/tree/a.c" "$scratch/tree/d.c" "$scratch/tree/e.c" \
	"$scratch/def/"
printf 'int v(const char *fmt, ...)\n{\n\treturn 0 < 1;\n}\n' \
	>"$scratch/def/v.c"
printf 'typedef struct { int n; } pair_t;\nint w(int m)\n{\n\treturn m < 0;\n}\n' \
	>"$scratch/def/w.c"
(cd "$scratch/def" && "$cfix" -j 1 -v --sp-file ../definition.cocci \
	. >/dev/null 2>../definition.v)
expect "definition: clang reads a.c for its candidate" \
	"$scratch/definition.v" \
	"^\./a\.c: note: parsed with clang: candidate of '[^']*' at \./a\.c:"
expect "definition: no candidate in d.c, the own parse serves it" \
	"$scratch/definition.v" \
	"^\./d\.c: note: parsed with cfix's own parser: 0 rules without types; no candidate"
none "definition: clang reads neither d.c nor e.c" "$scratch/definition.v" \
	"^\./[de]\.c: note: parsed with clang"
expect "definition: a varargs function sends v.c to clang" \
	"$scratch/definition.v" \
	"^\./v\.c: note: parsed with clang: rule file of '[^']*' matches definitions and the own parse reads"
none "definition: a typedef'd struct body does not, with no struct body in the rule" \
	"$scratch/definition.v" "^\./w\.c: note: parsed with clang"
for mode in auto clang; do
	(cd "$scratch/def" && "$cfix" -j 2 --parser "$mode" \
		--sp-file ../definition.cocci . >"../definition.$mode.out" 2>&1)
done
if cmp -s "$scratch/definition.auto.out" "$scratch/definition.clang.out"; then
	pass "definition: findings as with --parser clang"
else
	fail "definition: findings differ from --parser clang's"
fi
expect "definition: the finding in a.c" "$scratch/definition.auto.out" \
	"^\./a\.c:5:6: "


# coccicheck's report mode through spatch's command line (`-D report
# --no-show-diff`): only what the report scripts print is shown, so a
# rule file whose rules only feed them sends a file to clang only where
# a script would run, every rule it reads matched with the positions it
# reads bound (issue 19: minmax sent 77 of 78 drivers/base files to
# clang, its nest matching zero times in every function).  m1.c: a
# function without `a > b ? a : b`: the rule matches (its nest zero
# times) but binds no p, the script does not run, clang reads nothing;
# m2.c: the script runs, and as `rmax` needs no types, it and its
# script run on the own parse (round 5: the own parse decides them
# exactly, so their matches send no file to clang; the diff shown or
# not).  The rule `r` excludes the
# places of `t`, a typed rule: t's match in m3.c still sends the file to
# clang (the pass widens t, which may hide r's match).
mkdir -p "$scratch/sp"
cat >"$scratch/minmax.cocci" <<'EOF'
virtual report
virtual context
virtual patch

@rmax depends on !patch@
identifier func;
expression x, y;
binary operator cmp = {>, >=};
position p;
@@
func(...)
{
	<...
*	((x) cmp@p (y) ? (x) : (y))
	...>
}

@script:python depends on report@
p << rmax.p;
@@
coccilib.report.print_report(p[0], "max() found")

@t@
unsigned int E;
position q;
@@
 E@q < 0

@r@
expression x;
position p != t.q;
@@
 x@p < 0

@script:python depends on report@
p << r.p;
@@
coccilib.report.print_report(p[0], "compared with 0")
EOF
printf 'int f(int a, int b)\n{\n\treturn a + b;\n}\n' >"$scratch/sp/m1.c"
printf 'int g(int a, int b)\n{\n\treturn a > b ? a : b;\n}\n' >"$scratch/sp/m2.c"
printf 'int h(unsigned int a)\n{\n\treturn a + 1;\n}\nint k(unsigned int a)\n{\n\treturn a < 0;\n}\n' \
	>"$scratch/sp/m3.c"
for shown in --no-show-diff ""; do
	(cd "$scratch/sp" && "$cfix" -D report $shown --very-quiet \
		--verbose-parsing --cocci-file ../minmax.cocci --no-includes \
		--dir . >"../minmax$shown.out" 2>"../minmax$shown.v")
done
expect "report mode: a zero-time nest match does not send m1.c to clang" \
	"$scratch/minmax--no-show-diff.v" \
	"^\./m1\.c: note: parsed with cfix's own parser: 2 rules without types; no candidate"
expect "report mode: the untyped rule's script runs on m2.c's own parse" \
	"$scratch/minmax--no-show-diff.v" \
	"^\./m2\.c: note: parsed with cfix's own parser: 2 rules without types; no candidate"
expect "report mode: the untyped rule's script reports m2.c" \
	"$scratch/minmax--no-show-diff.out" \
	"^\./m2\.c:3:10-11: max\(\) found"
expect "report mode: the excluded places' typed rule sends m3.c to clang" \
	"$scratch/minmax--no-show-diff.v" \
	"^\./m3\.c: note: parsed with clang: candidate of 't' at \./m3\.c:7:"
expect "diff shown: the untyped rule's '*' match stays on m1.c's own parse" \
	"$scratch/minmax.v" "^\./m1\.c: note: parsed with cfix's own parser"
grep -E '^\./m[0-9]\.c:[0-9]+:[0-9]+-[0-9]+: ' "$scratch/minmax.out" \
	>"$scratch/minmax.lines"
if [ -s "$scratch/minmax.lines" ] &&
   cmp -s "$scratch/minmax--no-show-diff.out" "$scratch/minmax.lines"; then
	pass "report mode: the report as when the diff is shown"
else
	fail "report mode: the report differs from the run showing the diff"
	diff "$scratch/minmax.lines" "$scratch/minmax--no-show-diff.out"
fi

# badzero's shape (`expression *E` compared with 0, a report script): an
# `int` the file declares (a local, a parameter, a global, a field of a
# struct it defines, a cast) is no pointer in the candidate pass, so z1.c
# is not sent to clang; a `char *` and such a struct's pointer field are
# (z2.c, reported as spatch 1.1.1 does); a typedef from a header stays
# maybe (z3.c), and so does a name declared under #if (z4.c: the
# nearest declaration, `int g`, is not the one clang reads).
mkdir -p "$scratch/bz"
cat >"$scratch/bz/badzero.cocci" <<'EOF'
virtual report

@t3 depends on report@
expression *E;
position p;
@@
(
* E == 0@p
|
* E != 0@p
)

@script:python depends on report@
p << t3.p;
@@
coccilib.report.print_report(p[0], "WARNING comparing pointer to 0")
EOF
cat >"$scratch/bz/z1.c" <<'EOF'
struct s { int n; char *p; };
int g;
int f(int a, struct s *q)
{
	unsigned long x = 1;

	return a == 0 || x != 0 || g == 0 || q->n == 0 || (long)q == 0;
}
EOF
cat >"$scratch/bz/z2.c" <<'EOF'
struct s { int n; char *p; };
int f(char *a, struct s *q)
{
	return a == 0 || q->p != 0;
}
EOF
cat >"$scratch/bz/z3.c" <<'EOF'
#include "t.h"
int f(u32 a)
{
	return a == 0;
}
EOF
cat >"$scratch/bz/z4.c" <<'EOF'
#include "t.h"
#ifdef A
char *g;
#else
int g;
#endif
int f(void)
{
	return g == 0;
}
EOF
printf 'typedef unsigned int u32;\n#define A\n' >"$scratch/bz/t.h"
report_shape bz badzero.cocci
expect "badzero shape: an int the file declares keeps z1.c from clang" \
	"$scratch/bz.v" "^\./z1\.c: note: parsed with cfix's own parser"
expect "badzero shape: a char * and a pointer field send z2.c to clang" \
	"$scratch/bz.v" "^\./z2\.c: note: parsed with clang"
expect "badzero shape: a header's typedef (u32, unsigned int) keeps z3.c from clang" \
	"$scratch/bz.v" "^\./z3\.c: note: parsed with cfix's own parser.*the typedef u32 from \./t\.h"
expect "badzero shape: a name declared under #if stays maybe" \
	"$scratch/bz.v" "^\./z4\.c: note: parsed with clang"
expect "badzero shape: z4.c's char * (the branch clang reads) reported" \
	"$scratch/bz.out" "^\./z4\.c:9:13-14: WARNING comparing pointer to 0"
expect "badzero shape: z2.c's char * reported" "$scratch/bz.out" \
	"^\./z2\.c:4:13-14: WARNING comparing pointer to 0"
expect "badzero shape: z2.c's pointer field reported" "$scratch/bz.out" \
	"^\./z2\.c:4:26-27: WARNING comparing pointer to 0"
none "badzero shape: nothing reported in z1.c" "$scratch/bz.out" "^\./z1\.c"
none "badzero shape: nothing reported in z3.c" "$scratch/bz.out" "^\./z3\.c"

# kfree's shape: `print` (a typed `constant char [] c` in one branch, a
# type T in a cast) binds the places the use-after-free rule `r`
# excludes.  Its matches count as candidates only where they took a
# guess of the own parse (a name that may be a constant, a type): k1.c's
# `if (!d)` after the free is an untyped branch's match, exact, and the
# file is not sent to clang; k2.c's `printk(MSG, d)` (MSG may be a
# constant string) is.  The reports are spatch 1.1.1's (h's `d->x`).
mkdir -p "$scratch/kf"
cat >"$scratch/kf/kfree.cocci" <<'EOF'
virtual report

@free@
expression E;
position p1;
@@
kfree@p1(E)

@print expression@
constant char [] c;
expression free.E,E2;
type T;
position p;
identifier f;
@@
(
 f(...,c,...,(T)E@p,...)
|
 E@p == E2
|
 !E@p
)

@r exists@
expression free.E, E2;
position free.p1, p2 != print.p;
@@
kfree@p1(E)
...
(
 E = E2
|
 E@p2
)

@script:python depends on report@
p1 << free.p1;
p2 << r.p2;
@@
coccilib.report.print_report(p2[0], "reference preceded by free on line %s" % p1[0].line)
EOF
cat >"$scratch/kf/k1.c" <<'EOF'
void kfree(const void *p);
int g(int *d)
{
	kfree(d);
	if (!d)
		return -1;
	return 0;
}
EOF
cat >"$scratch/kf/k2.c" <<'EOF'
#define MSG "freed %p\n"
struct s { int x; };
void kfree(const void *p);
int printk(const char *fmt, ...);
int h(struct s *d)
{
	kfree(d);
	return d->x;
}
int k(struct s *d)
{
	kfree(d);
	printk(MSG, d);
	return 0;
}
EOF
report_shape kf kfree.cocci
expect "kfree shape: print's exact match keeps k1.c from clang" \
	"$scratch/kf.v" "^\./k1\.c: note: parsed with cfix's own parser"
expect "kfree shape: a name that may be a constant sends k2.c to clang" \
	"$scratch/kf.v" "^\./k2\.c: note: parsed with clang: candidate of 'print'"
expect "kfree shape: k2.c's use after free reported" "$scratch/kf.out" \
	"^\./k2\.c:8:8-9: reference preceded by free on line 7"
none "kfree shape: nothing reported in k1.c" "$scratch/kf.out" "^\./k1\.c"
none "kfree shape: printk(MSG, d) not reported" "$scratch/kf.out" \
	"^\./k2\.c:13:"

# doubleinit's shape (`struct I s = { ..., .fld = E, ... };` twice, a
# report script comparing the positions): a declaration whose type is a
# tag spelled out and whose declarators are bare names is read by the
# own parser as by clang, designated initializers and all (ruleset.c's
# tag_declaration()), so no file goes to clang; the report is spatch
# 1.1.1's.  Before, each file with a struct initializer went to clang.
mkdir -p "$scratch/di"
cat >"$scratch/di/doubleinit.cocci" <<'EOF'
virtual report

@r@
identifier I, s, fld;
position p0,p;
expression E;
@@

struct I s =@p0 { ..., .fld@p = E, ...};

@s@
identifier I, s, r.fld;
position r.p0,p;
expression E;
@@

struct I s =@p0 { ..., .fld@p = E, ...};

@script:python depends on report@
p0 << r.p0;
fld << r.fld;
ps << s.p;
pr << r.p;
@@

if int(ps[0].line) < int(pr[0].line) or (int(ps[0].line) == int(pr[0].line) and int(ps[0].column) < int(pr[0].column)):
  msg = "%s: first occurrence line %s, second occurrence line %s" % (fld,ps[0].line,pr[0].line)
  coccilib.report.print_report(p0[0],msg)
EOF
cat >"$scratch/di/d1.c" <<'EOF'
struct ops { int a; int b; };
static const struct ops o1 = {
	.a = 1,
	.b = 2,
	.a = 3,
};
EOF
cat >"$scratch/di/d2.c" <<'EOF'
struct ops { int a; int b; };
static struct ops o2 = { .a = 1, .b = 2 };
void f(void)
{
	struct ops l = { .b = 1, .b = 2 };
}
EOF
report_shape di doubleinit.cocci
expect "doubleinit shape: d1.c on the own parse" \
	"$scratch/di.v" "^\./d1\.c: note: parsed with cfix's own parser"
expect "doubleinit shape: d2.c on the own parse" \
	"$scratch/di.v" "^\./d2\.c: note: parsed with cfix's own parser"
expect "doubleinit shape: d1.c's second .a reported" "$scratch/di.out" \
	"^\./d1\.c:2:27-28: a: first occurrence line 3, second occurrence line 5$"
expect "doubleinit shape: d2.c's local's second .b reported" "$scratch/di.out" \
	"^\./d2\.c:5:14-15: b: first occurrence line 5, second occurrence line 5$"
if [ "$(wc -l <"$scratch/di.out")" -eq 2 ]; then
	pass "doubleinit shape: two lines reported"
else
	fail "doubleinit shape: not two lines:"; sed 's/^/    | /' "$scratch/di.out"
fi

summary
