#!/usr/bin/env bash
# Rule sets by kind of project and a project's vocabulary (issue 21):
# kernel rules run on a kernel tree (found from Kbuild, Kconfig,
# MAINTAINERS and include/linux/, or said by .cfix kind: or --kind) and
# not on userspace code; a .cfix vocabulary: makes a rule's malloc()
# match the project's xmalloc(), with and without the prefilter, keeps
# the wrapper in a fix and refuses to replace it; bad entries are errors
# at .cfix:LINE:COL.  Over a fake kernel tree and a userspace project.
#
#   test/rules/kinds.sh CFIX
#
# Last line "N passed, N failed"; exit status 1 when a check failed.
set -uo pipefail
export LC_ALL=C
[ $# -eq 1 ] || { echo "usage: $0 CFIX" >&2; exit 2; }
cfix=$1
case $cfix in /*) ;; *) cfix=$PWD/$cfix ;; esac
here=$(cd "$(dirname "$0")" && pwd)
passed=0 failed=0
scratch=$(mktemp -d /tmp/cfix-kinds-XXXXXX)
trap 'rm -rf "$scratch"' EXIT
cd "$scratch" || exit 2
export HOME=$scratch XDG_CONFIG_HOME=$scratch/config

source "$here/lib.sh"

# The same code in a kernel tree and in a userspace project: ARRAY_SIZE
# (array_size) and kmalloc_array() (alloc_array) are kernel fixes, the
# notand fix is for any C.
code='struct s { int a; };
void *kmalloc(unsigned long n, int flags);
int f(unsigned long n)
{
	struct s *p;
	int x[10];

	p = kmalloc(n * sizeof(struct s), 0);
	return sizeof(x) / sizeof(x[0]) + (p != 0) + (!n & 4);
}'
mkdir -p linux/.git linux/include/linux linux/drivers/a app/.git app/src
touch linux/Kbuild linux/Kconfig linux/MAINTAINERS
echo "$code" >linux/drivers/a/a.c
echo "$code" >app/src/app.c
cp app/src/app.c app.orig

"$cfix" app/src/app.c >out 2>err; status=$?
absent "array_size does not run on userspace code" '\[array_size\]' out
absent "alloc_array does not run on userspace code" '\[kmalloc_array' out
"$cfix" --in-place app/src/app.c >out 2>err; status=$?
absent "--in-place writes no kernel fix into userspace code" 'ARRAY_SIZE|kmalloc_array' app/src/app.c
check "--in-place writes the general fix" 1 '\(!\(n & 4\)\)' app/src/app.c
cp app.orig app/src/app.c
"$cfix" linux/drivers/a/a.c >out 2>err; status=$?
check "array_size runs on a kernel tree" 1 'a\.c:9:9: .*\[array_size\]' out
check "alloc_array runs on a kernel tree" 1 'a\.c:8:6: .*\[kmalloc_array' out

"$cfix" linux app >out 2>err; status=$?
check "two trees in one run: the kernel file gets the kernel set" 1 '^linux/drivers/a/a\.c:9:9: .*\[array_size\]' out
absent "two trees in one run: the userspace file does not" '^app/.*\[array_size\]' out

"$cfix" --kind kernel app/src/app.c >out 2>err; status=$?
check "--kind kernel runs the kernel set on any file" 1 '\[array_size\]' out
"$cfix" --kind userspace linux/drivers/a/a.c >out 2>err; status=$?
absent "--kind userspace runs no kernel rule in a kernel tree" '\[array_size\]' out
"$cfix" --rules array_size app/src/app.c >out 2>err; status=$?
check "a kernel rule named with --rules runs on userspace code" 1 '\[array_size\]' out

# the search stops at a repository's root: a userspace repository
# inside a folder that looks like a kernel tree is userspace
mkdir -p linux/tools/app/.git
echo "$code" >linux/tools/app/t.c
"$cfix" linux/tools/app/t.c >out 2>err; status=$?
absent "the kernel search stops at a repository's root" '\[array_size\]' out
# only all four marks make a kernel tree (Kconfig alone: busybox, Zephyr)
mkdir -p kconf/.git && touch kconf/Kconfig kconf/Kbuild && echo "$code" >kconf/k.c
"$cfix" kconf/k.c >out 2>err; status=$?
absent "Kconfig and Kbuild alone do not make a kernel tree" '\[array_size\]' out

printf 'kind: kernel\n' >app/.cfix
"$cfix" app/src/app.c >out 2>err; status=$?
check ".cfix kind: kernel runs the kernel set" 1 '\[array_size\]' out
"$cfix" --kind userspace app/src/app.c >out 2>err; status=$?
absent "--kind beats .cfix kind:" '\[array_size\]' out
"$cfix" --list-rules app/src/app.c >out 2>err; status=$?
check "--list-rules says the kind and why (.cfix)" 0 "^kind: kernel \(.*app/\.cfix says 'kind: kernel'\)" out
printf 'rules: "-*,notand"\nkind: userland\n' >app/.cfix
"$cfix" app/src/app.c >out 2>err; status=$?
check "a bad kind: is an error at .cfix:LINE:COL" 2 '/app/\.cfix:2:7: error: .kind. in \.cfix takes kernel, userspace or auto, not .userland.' err
rm app/.cfix
"$cfix" --kind linux app/src/app.c >out 2>err; status=$?
check "a bad --kind is refused" 2 "bad value 'linux' for --kind" err

"$cfix" --list-rules app/src/app.c >out 2>err; status=$?
check "--list-rules says userspace and why" 0 '^kind: userspace \(no folder .* holds Kbuild, Kconfig, MAINTAINERS and include/linux/\)' out
check "--list-rules marks a kernel rule off here" 0 '^array_size +[a-z]+ +[a-z]+ +off +\(kernel trees only\)' out
"$cfix" --list-rules linux/drivers/a/a.c >out 2>err; status=$?
check "--list-rules says kernel and why" 0 "^kind: kernel \(.*/linux holds Kbuild, Kconfig, MAINTAINERS and include/linux/\)" out
check "--list-rules marks a kernel rule on there" 0 '^array_size +[a-z]+ +[a-z]+ +on ' out
"$cfix" -v linux app >out 2>err; status=$?
check "-v says the kernel kind of a run" 1 '^linux/drivers/a/a\.c: note: kind of project: kernel \(' err
check "-v says the userspace kind of a run" 1 ': note: kind of project: userspace \(' err

# the language server decides per document: one server, two trees
lsp_codes() {
	python3 - "$cfix" "$1" "$repo_lsp" <<'PY'
import sys
sys.path.insert(0, sys.argv[3])
from lspclient import Client, file_uri
c = Client(sys.argv[1], [])
try:
    c.initialize()
    uri = file_uri(sys.argv[2])
    c.notify("textDocument/didOpen", {"textDocument": {
        "uri": uri, "languageId": "c", "version": 1,
        "text": open(sys.argv[2]).read()}})
    print(" ".join(sorted(d.get("code", "") for d in c.diagnostics(uri))))
finally:
    c.close()
PY
}
repo_lsp=$here/../lsp
lsp_codes linux/drivers/a/a.c >out 2>err; status=$?
check "cfix lsp: a kernel document gets the kernel set" 0 'array_size' out
lsp_codes app/src/app.c >out 2>err; status=$?
absent "cfix lsp: a userspace document does not" 'array_size|kmalloc_array' out
check "cfix lsp: the userspace document gets the general rules" 0 'notand' out

# ---- vocabulary --------------------------------------------------------
mkdir -p voc/.git
cat >voc/.cfix <<'Y'
vocabulary:
  malloc: xmalloc g_malloc
  free: [ g_free, xfree ]
Y
cat >voc/v.c <<'C'
void *xmalloc(unsigned long n);
void xfree(void *p);
struct s { int a[4]; };
void f(void)
{
	struct s *p;

	p = xmalloc(sizeof(p));
	xfree(p);
}
C
cat >repl.cocci <<'R'
@@
expression N;
@@
- malloc(N)
+ calloc(1, N)
R
"$cfix" voc/v.c >out 2>err; status=$?
check "a rule's malloc() matches the wrapper xmalloc()" 1 'v\.c:8:2: .*\[alloc_sizeof_ptr\]' out
"$cfix" --no-prefilter voc/v.c >out2 2>err; status=$?
if cmp -s out out2; then
	pass "the same findings with and without the prefilter"
else
	fail "the same findings with and without the prefilter" "$(diff out out2 | head -5)"
fi
"$cfix" --prefilter-only voc/v.c >out 2>err; status=$?
check "the prefilter keeps a file holding only xmalloc()" 0 'voc/v\.c' out
"$cfix" --diff --review-fixes voc/v.c >out 2>err; status=$?
check "the fix keeps the wrapper" 1 '^\+	p = xmalloc\(sizeof\(\*p\)\);$' out
"$cfix" --sp-file repl.cocci voc/v.c >out 2>err; status=$?
check "a rule replacing the function reports the wrapper's call" 1 'v\.c:8:6: warning: matches rule' out
check "... and says why it is not rewritten" 1 'v\.c:8:6: note: not rewritten: the rule replaces a name the code spells as a project wrapper' out
"$cfix" --sp-file repl.cocci --diff voc/v.c >out 2>err
if [ ! -s out ]; then pass "... and --diff writes no fix"; else fail "... and --diff writes no fix" "$(head -5 out)"; fi
"$cfix" --no-config voc/v.c >out 2>err; status=$?
absent "without the .cfix, xmalloc() is not malloc()" '\[alloc_sizeof_ptr\]' out
"$cfix" spatch --sp-file repl.cocci voc/v.c >out 2>err; status=$?
absent "spatch mode reads no .cfix vocabulary" 'xmalloc|calloc' out

cp voc/v.c voc/t.c
sed 's/sizeof(p)/sizeof(*p)/' voc/v.c >voc/t.res
cat >voc/t.cocci <<'R'
@@
expression E;
@@
- E = malloc(sizeof(E));
+ E = malloc(sizeof(*E));
R
"$cfix" --test voc/t.cocci >out 2>err; status=$?
check "--test takes the case's .cfix vocabulary" 0 '^1 passed, 0 failed$' out

# malformed vocabularies: an error at .cfix:LINE:COL, no file processed
bad() {
	printf "$2" >voc/.cfix
	"$cfix" voc/v.c >out 2>err; status=$?
	check "$1" 2 "$3" err
}
bad "a wrapper that is not a name" 'vocabulary:\n  malloc: xmalloc x-alloc\n' \
	"/voc/\.cfix:2:19: error: bad wrapper 'x-alloc' of 'malloc' in \.cfix's vocabulary: not a C identifier$"
bad "a name that is not a name" 'vocabulary:\n  1malloc: xmalloc\n' \
	"/voc/\.cfix:2:3: error: a name in \.cfix's vocabulary must be a C identifier"
bad "a name with no wrapper" 'vocabulary:\n  malloc:\n' \
	"/voc/\.cfix:2:.*: error: 'malloc' in \.cfix's vocabulary names no wrapper"
bad "a vocabulary that is not a mapping" 'vocabulary: xmalloc\n' \
	"/voc/\.cfix:1:13: error: 'vocabulary' in \.cfix takes a mapping"
bad "a name wrapping itself" 'vocabulary:\n  free: [ g_free, free ]\n' \
	"/voc/\.cfix:2:19: error: 'free' in \.cfix's vocabulary names itself as its wrapper$"

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
