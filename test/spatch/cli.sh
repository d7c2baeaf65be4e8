#!/usr/bin/env bash
# spatch's command line in cfix (tool/spatch.c): the output of report,
# patch and context modes on test/spatch/a.c is what spatch 1.1.1
# prints (recorded from it), as is the output on irq.c (a disjunction
# branch starting with "...") and nest.c (a position bound in a nest);
# the cwd's compile_commands.json gives a file's flags, --no-includes
# picks cfix's own parser; --no-loops keeps dots from going round a
# loop; and --version /
# --help read as scripts/coccicheck reads them.
#
#   test/spatch/cli.sh CFIX
set -euo pipefail
cfix=$(realpath "${1:?usage: cli.sh CFIX}")
cd "$(dirname "$0")"
. ../lib.sh
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir "$work/d" "$work/e" && cp a.c "$work/d/a.c" && cp t.cocci c.cocci irq.cocci "$work"
cp irq.c "$work/e/irq.c"
mkdir "$work/n" && cp nest.c "$work/n/nest.c" && cp nest.cocci "$work"
cd "$work"
fail=0
check() { # name expected actual
	if [ "$2" != "$3" ]; then
		echo "FAIL $1"; diff -u <(echo "$2") <(echo "$3") || true; fail=1
	else
		echo "ok   $1"
	fi
}
common=(--very-quiet --no-includes --include-headers --patch . --dir d)

check report "f 4 <class 'str'> x <class 'str'>
d/a.c:4:9-10: WARNING: bad" \
	"$("$cfix" -D report --no-show-diff --cocci-file t.cocci "${common[@]}")"
check patch "diff -u -p a/d/a.c b/d/a.c
--- a/d/a.c
+++ b/d/a.c
@@ -1,5 +1,5 @@
 int f(int *a)
 {
 	int x = sizeof(a)/sizeof(*a);
-	return !x & 4;
+	return !(x & 4);
 }" "$("$cfix" -D patch --cocci-file t.cocci "${common[@]}")"
check context "diff -u -p d/a.c /tmp/nothing/d/a.c
--- d/a.c
+++ /tmp/nothing/d/a.c
@@ -1,5 +1,4 @@
 int f(int *a)
 {
 	int x = sizeof(a)/sizeof(*a);
-	return !x & 4;
 }" "$("$cfix" -D context --cocci-file c.cocci "${common[@]}")"
# a disjunction branch that starts with "..." (api/platform_get_irq.cocci)
check dots-branch "diff -u -p a/e/irq.c b/e/irq.c
--- a/e/irq.c
+++ b/e/irq.c
@@ -6,7 +6,6 @@ int probe(void *pdev)
 
 	irq = platform_get_irq(pdev, 0);
 	if (irq < 0) {
-		dev_err(pdev, \"no irq\\n\");
 		ret = -19;
 		goto out;
 	}" "$("$cfix" -D patch --cocci-file irq.cocci --very-quiet --patch . --dir e)"
# an option's value in the same word, "--sp-file=R", as OCaml's Arg
# reads it (systemd's coccinelle/run-coccinelle.sh passes
# --macro-file=...; spatch 1.1.1 takes it, cfix said "unknown option")
check value-in-word "n/nest.c:6:8-16: WARNING: nest" \
	"$("$cfix" -D report --no-show-diff --cocci-file=nest.cocci --macro-file=nest.c --very-quiet --dir=n 2>/dev/null)"
# a position bound inside a nest reaches the script rule
# (api/device_attr_show.cocci, misc/minmax.cocci)
check nest-position "n/nest.c:6:8-16: WARNING: nest" \
	"$("$cfix" -D report --no-show-diff --cocci-file nest.cocci --very-quiet --dir n)"
# the cwd's compile_commands.json gives the file's flags (-DWANT): without
# it clang takes the #ifdef as not taken
mkdir g && printf '#ifdef WANT\nint f(int x) { return !x & 4; }\n#endif\n' >g/b.c
check compdb-none "" "$("$cfix" -D report --no-show-diff --cocci-file t.cocci --very-quiet --dir g)"
printf '[{"directory": "%s", "file": "%s/g/b.c", "arguments": ["cc", "-DWANT", "-c", "g/b.c"]}]\n' \
	"$PWD" "$PWD" >compile_commands.json
check compdb "f 2 <class 'str'> x <class 'str'>
g/b.c:2:23-24: WARNING: bad" \
	"$("$cfix" -D report --no-show-diff --cocci-file t.cocci --very-quiet --dir g)"
rm compile_commands.json
# --no-includes, and no metavariable has a type: cfix's own parser, no
# clang (cfix --parser own), which reads the first branch of the #ifdef
# whatever the flags say
check no-includes "f 2 <class 'str'> x <class 'str'>
g/b.c:2:23-24: WARNING: bad" \
	"$("$cfix" -D report --no-show-diff --cocci-file t.cocci --very-quiet --no-includes --dir g)"
# --no-includes reads `constant` as spatch does: a literal or a name in
# capitals, not a call of an ALL_CAPS macro the file does not define
# (BIT(3), GENMASK(7, 0), ERR_PTR(-EPROBE_DEFER): spatch 1.1.1 prints
# 6:5 alone; the kernel's misc/cstptr took ERR_PTR(...) for a constant
# in drivers/i2c/busses/i2c-gpio.c)
mkdir -p k && printf 'int f(int x)\n{\n\tx = BIT(3);\n\tx = GENMASK(7, 0);\n\tx = ERR_PTR(-EPROBE_DEFER);\n\tx = FOO;\n\treturn x;\n}\n' >k/b.c
printf 'virtual report\n@r@\nexpression e;\nconstant c;\nposition p;\n@@\ne = c@p;\n@script:python depends on report@\np << r.p;\n@@\nprint("%%s:%%s" %% (p[0].line, p[0].column))\n' >k.cocci
check no-includes-constant "6:5" \
	"$("$cfix" --very-quiet --no-includes -D report --no-show-diff --sp-file k.cocci k/b.c)"
# spatch mode reads `constant` as spatch 1.1.1 does, from the spelling
# alone, with or without --no-includes: not `false`, an enumerator the
# file declares (the kernel's, misc/returnvar over drivers/base), nor
# `+1`; a cast of a constant and a sizeof, yes (spatch 1.1.1 prints
# 7:5, 8:5; cfix printed 4:5, 5:5 before)
mkdir -p m && printf 'enum { false = 0, true = 1 };\nint f(int x)\n{\n\tx = false;\n\tx = +1;\n\tx = BIT(3);\n\tx = (int)3;\n\tx = sizeof(int);\n\treturn x;\n}\n' >m/b.c
check spatch-constant "7:5
8:5" "$("$cfix" --very-quiet -D report --no-show-diff --sp-file k.cocci m/b.c)"
# `-X`, `+X`, `~X` have X's type (type_annoter_c.ml), none when no
# header spatch reads declares X: a `constant T` then takes neither
# `-ENXIO` nor `ENXIO` of an unread errno.h (systemd's in_set.cocci on
# locale-util.c; spatch 1.1.1 prints nothing, cfix printed 6:10 before; with 7 for ENXIO both print 6:10)
mkdir -p un && printf '#include <errno.h>\nint g(void);\nint f(void)\n{\n\tint r = g(), s = 0;\n\tif (r == -ENXIO || r == 0)\n\t\treturn 1;\n\treturn r == ENXIO || r == s;\n}\n' >un/a.c
printf 'virtual report\n@r@\nexpression e;\ntype T;\nconstant T n0, n1;\nposition p;\n@@\ne == n0@p || e == n1\n@script:python@\np << r.p;\n@@\nprint("%%s:%%s" %% (p[0].line, p[0].column))\n' >un.cocci
check spatch-unary-minus-untyped "" "$("$cfix" --very-quiet -D report --no-show-diff --sp-file un.cocci un/a.c)"
# the control: the same rule does print where the constants have a
# type (7 for ENXIO), so the empty answer above is not a failed run
mkdir -p un7 && sed 's/ENXIO/7/g' un/a.c >un7/a.c
check spatch-unary-minus-typed "6:10" "$("$cfix" --very-quiet -D report --no-show-diff --sp-file un.cocci un7/a.c)"
# a typed metavariable types as spatch 1.1.1 reads: with its default
# includes the file and its `#include "h.h"` beside it, a header found
# along -I not; with --no-includes the file alone; with --all-includes
# every header (spatch 1.1.1 prints nothing, nothing, 5:5 6:5, nothing,
# 5:5 6:5; cfix printed 5:5 6:5 each time, clang knowing G and get())
mkdir -p ty/inc ty/loc
printf 'struct foo { int x; };\nextern struct foo *G;\nstruct foo *get(void);\n' >ty/inc/h.h
cp ty/inc/h.h ty/loc/h.h
printf '#include <h.h>\nvoid use(struct foo *p);\nvoid f(void)\n{\n\tuse(G);\n\tuse(get());\n}\n' >ty/a.c
sed 's/<h.h>/"h.h"/' ty/a.c >ty/loc/b.c
printf 'virtual report\n@r@\nstruct foo *E;\nposition p;\n@@\nuse(E@p)\n@script:python@\np << r.p;\n@@\nprint("%%s:%%s" %% (p[0].line, p[0].column))\n' >ty.cocci
ty() { "$cfix" --very-quiet -D report --no-show-diff --sp-file ty.cocci "$@" | tr '\n' ' '; }
check spatch-types-unread-header "" "$(ty -I ty/inc ty/a.c)"
check spatch-types-local-header "5:5 6:5 " "$(ty ty/loc/b.c)"
check spatch-types-no-includes "" "$(ty --no-includes ty/loc/b.c)"
check spatch-types-all-includes "5:5 6:5 " "$(ty --all-includes -I ty/inc ty/a.c)"
# --all-includes reads the headers the file includes, not those they
# include (--recursive-includes does); the last of the include options
# counts (spatch 1.1.1 prints nothing, 5:5 6:5, nothing, 5:5 6:5; cfix
# printed 5:5 6:5 for the first and third before)
printf '#include "h.h"\n' >ty/inc/nest.h
sed 's/<h.h>/<nest.h>/' ty/a.c >ty/n.c
check spatch-types-all-not-nested "" "$(ty --all-includes -I ty/inc ty/n.c)"
check spatch-types-recursive "5:5 6:5 " "$(ty --recursive-includes -I ty/inc ty/n.c)"
check spatch-types-last-style "" "$(ty --all-includes --local-includes -I ty/inc ty/a.c)"
check spatch-types-last-style-all "5:5 6:5 " "$(ty --local-includes --all-includes -I ty/inc ty/a.c)"
# an initializer spatch 1.1.1 cannot parse either (a call and a name
# juxtaposed: the kernel's dev_pm_ops, drivers/base/platform.c) holds no
# match of spatch's, so it sends the file to clang no more; spatch
# prints 11:13 (cfix printed it too, after a parse with clang)
mkdir -p pm/inc && printf '#define NULL ((void *)0)\n#define OPS(f, x) .a = f, .b = x,\n#define MORE_OPS\n' >pm/inc/pm.h
printf '#include <pm.h>\nstruct ops { int (*a)(int); int (*b)(int); };\nint f1(int x);\nstatic const struct ops o = {\n\tOPS(f1, NULL)\n\tMORE_OPS\n};\n\nint g(int *p)\n{\n\treturn p != NULL;\n}\n' >pm/a.c
printf 'virtual report\n@r@\nposition p;\n@@\nNULL@p\n@script:python@\np << r.p;\n@@\nprint("%%s:%%s" %% (p[0].line, p[0].column))\n' >pm.cocci
pm=$("$cfix" --very-quiet -D report --no-show-diff --verbose-parsing --sp-file pm.cocci -I pm/inc pm/a.c 2>&1)
check spatch-unparsable-init "11:13 own" "$(echo "$pm" | head -1) $(grep -q "note: parsed with cfix's own parser" <<<"$pm" && echo own)"
# --no-loops: statement dots do not go round a loop's back edge (spatch
# 1.1.1 stars g() of the next turn without it, nothing with it)
mkdir -p l && printf 'void f(void);\nvoid g(void);\nvoid h(int c)\n{\n\twhile (c) {\n\t\tg();\n\t\tf();\n\t}\n}\n' >l/a.c
printf '@exists@\n@@\n  f();\n  ...\n* g();\n' >l.cocci
check loops yes "$("$cfix" --very-quiet --sp-file l.cocci l/a.c | grep -q '^-[[:space:]]*g();' && echo yes)"
check no-loops "" "$("$cfix" --very-quiet --no-loops --sp-file l.cocci l/a.c)"
check version 1.1.1 "$("$cfix" --version | head -1 | awk '{print $3}')"
# coccicheck starts $SPATCH for --version and --help before each rule:
# neither loads libclang (matchers/cfront/clang_load.c; glibc's loader
# names each library it maps under LD_DEBUG=files)
check version-no-libclang 0 "$(LD_DEBUG=files "$cfix" --version 2>&1 >/dev/null | grep -c 'file=.*libclang')"
# (the help read whole first: grep -q would close the pipe early, and
# a help longer than a pipe's buffer would die of SIGPIPE under pipefail)
help=$("$cfix" --help)
check help-jobs yes "$(grep -q -- --jobs <<<"$help" && echo yes)"
help=$("$cfix" --dir d --help)
check spatch-help-jobs yes "$(grep -q -- --jobs <<<"$help" && echo yes)"
printf '@script:perl@\n@@\nprint 1\n' >o.cocci
check unsupported-language "o.cocci:1:9: error: 'script:perl' rules are not supported (cfix runs script:python and script:ocaml)" \
	"$("$cfix" --cocci-file o.cocci --dir d 2>&1 | head -1; true)"
# a rule cfix cannot run yet is skipped with status 0, so that `make
# coccicheck` (which stops at a failing spatch) goes on; a wrong rule
# still fails the run, as in spatch
check unsupported-skipped "0 cfix: warning: o.cocci: skipped: cfix cannot run this semantic patch yet (see above); nothing was checked" \
	"$(st=0; out=$("$cfix" --cocci-file o.cocci --dir d 2>&1) || st=$?; echo "$st $(echo "$out" | tail -1)")"
printf '@@\nexpression E;\n@@\n- f(E\n' >bad.cocci
check bad-rule-fails 2 "$(st=0; "$cfix" --cocci-file bad.cocci --dir d 2>/dev/null || st=$?; echo $st)"
# --timeout is enforced (spatch mode runs on the batch driver's workers):
# a script rule that loops costs its file, with an error, not the run
mkdir -p to && printf 'void g(void);\nvoid h(void)\n{\n\tg();\n}\n' >to/a.c
printf '@r@\nidentifier f;\n@@\nf(...);\n\n@script:python@\nf << r.f;\n@@\nwhile True:\n    pass\n' >loop.cocci
# (bounded in CPU time, as --timeout is: ulimit -t 20 ends a worker
# whose --timeout failed, on any load, and the bound below then fails)
cpu_time 20 timeout 600 "$cfix" spatch --sp-file loop.cocci --timeout 2 \
	--very-quiet to/a.c 2>timeout.err >/dev/null || true
check timeout "to/a.c: error: cfix timed out after 2 s of CPU time; skipped" \
	"$(cat timeout.err)"
check timeout-bounded "yes" "$(cpu_below 10 && echo yes || echo "no: $cpu_used s of CPU")"
exit $fail
