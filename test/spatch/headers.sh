#!/usr/bin/env bash
# Headers as spatch sees them, in spatch mode (tool/spatch.c): every
# expected output below is what spatch 1.1.1 prints for the same command
# over test/spatch/headers/ (recorded from it, docs/coccicheck.md,
# "Headers").
#  - --include-headers: the .h files of --dir are processed (report,
#    patch and context modes), and without it they are not; flex.cocci
#    is misc/flexible_array.cocci reduced: a disjunction of struct forms,
#    `T array@p[\(0\|1\)]`, a struct with __attribute__((packed));
#  - a #define body that parses as an expression or as the block of a
#    `do { ... } while (0)` is matched and fixed in place, as spatch
#    does; a macro use is not.
#
#   test/spatch/headers.sh CFIX
set -uo pipefail
cfix=$(realpath "${1:?usage: headers.sh CFIX}")
cd "$(dirname "$0")/headers"
pass=0 fail=0
check() { # name expected actual
	if [ "$2" != "$3" ]; then
		echo "FAIL $1"; diff -u <(echo "$2") <(echo "$3"); fail=$((fail + 1))
	else
		echo "ok   $1"; pass=$((pass + 1))
	fi
}
flex() { # mode [options...]
	local mode=$1
	shift
	"$cfix" -D "$mode" --very-quiet --cocci-file flex.cocci --no-includes "$@" --dir d
}

check report-headers "d/sub/flex.h:3:6-10: WARNING use flexible-array member instead
d/sub/flex.h:8:15-18: WARNING use flexible-array member instead" \
	"$(flex report --no-show-diff --include-headers 2>&1)"
check report-no-headers "" "$(flex report --no-show-diff 2>&1)"
check patch-headers "diff -u -p a/sub/flex.h b/sub/flex.h
--- a/sub/flex.h
+++ b/sub/flex.h
@@ -1,6 +1,6 @@
 struct msg {
 	int len;
-	char data[0];
+	char data[];
 };
 
 struct cmd {" "$(flex patch --include-headers 2>&1)"
check patch-no-headers "" "$(flex patch 2>&1)"
check context-headers "diff -u -p d/sub/flex.h /tmp/nothing/sub/flex.h
--- d/sub/flex.h
+++ /tmp/nothing/sub/flex.h
@@ -1,11 +1,9 @@
 struct msg {
 	int len;
-	char data[0];
 };
 
 struct cmd {
 	short code;
-	unsigned char buf[1];
 } __attribute__((packed));
 
 #define MSG_EMPTY(m) (!(m)->len & 1)" "$(flex context --include-headers 2>&1)"
define_diff="diff -u -p a/sub/flex.h b/sub/flex.h
--- a/sub/flex.h
+++ b/sub/flex.h
@@ -8,5 +8,5 @@ struct cmd {
 	unsigned char buf[1];
 } __attribute__((packed));
 
-#define MSG_EMPTY(m) (!(m)->len & 1)
-#define MSG_CHECK(m) do { if (!(m)->len & 2) abort(); } while (0)
+#define MSG_EMPTY(m) (!((m)->len & 1))
+#define MSG_CHECK(m) do { if (!((m)->len & 2)) abort(); } while (0)"
# clang's view (a header parsed alone) and cfix's own parser alike
check define-body "$define_diff" \
	"$("$cfix" --very-quiet --cocci-file notand.cocci --include-headers --dir d 2>&1)"
check define-body-own "$define_diff" \
	"$("$cfix" --very-quiet --cocci-file notand.cocci --no-includes --include-headers --dir d 2>&1)"
check define-no-headers "" \
	"$("$cfix" --very-quiet --cocci-file notand.cocci --dir d 2>&1)"
# A typed rule (array_size.cocci, misc/array_size reduced) over a field
# whose array type a local header declares (typed/st.h): with
# --local-includes spatch reads the header and reports both lines, as
# cfix does.  With --no-includes (coccicheck's option for the kernel
# rule) spatch reads use.c alone, has no type for ctx->block and reports
# only the local array, typed/use.c:14; cfix keeps clang's type only
# where spatch's reading gives one (docs/coccicheck.md, "Headers").
typed() { "$cfix" -D report --no-show-diff --very-quiet --cocci-file array_size.cocci "$@" --dir typed 2>&1; }
both="typed/use.c:7:41-42: WARNING: Use ARRAY_SIZE
typed/use.c:14:31-32: WARNING: Use ARRAY_SIZE"
check typed-local-includes "$both" "$(typed --local-includes)"
check typed-no-includes "typed/use.c:14:31-32: WARNING: Use ARRAY_SIZE" \
	"$(typed --no-includes)"
# What spatch 1.1.1 reads for types per option (parsing_c/includes.ml:
# should_parse, resolve; cocci.ml: prepare_c), the same rule, recorded
# from spatch over these folders; cfix keeps clang's typed match only
# where that reading types the expression:
#  - angled/: md.c's `#include <x/md.h>` (-I angled/inc) is read with
#    --all-includes and --recursive-includes, not with --local-includes
#    (a Local include only) nor --no-includes;
#  - chain/: hash.c includes "ctx.h", which includes "words.h", the
#    struct's: read only with --recursive-includes;
#  - extra/: `--include extra/first.h` (the struct) is read in every
#    style, --no-includes too; without it nothing types ctx->block;
#  - typedh/: a header (--include-headers) reads its own "st.h" only
#    with --recursive-includes (no include of a .h file otherwise).
md="angled/src/md.c:7:41-42: WARNING: Use ARRAY_SIZE"
at() { "$cfix" -D report --no-show-diff --very-quiet --cocci-file array_size.cocci "$@" 2>&1; }
check angled-no-includes "" "$(at --no-includes -I angled/inc --dir angled/src)"
check angled-local-includes "" "$(at --local-includes -I angled/inc --dir angled/src)"
check angled-all-includes "$md" "$(at --all-includes -I angled/inc --dir angled/src)"
check angled-recursive-includes "$md" "$(at --recursive-includes -I angled/inc --dir angled/src)"
check chain-all-includes "" "$(at --all-includes --dir chain)"
check chain-recursive-includes "chain/hash.c:7:41-42: WARNING: Use ARRAY_SIZE" \
	"$(at --recursive-includes --dir chain)"
ex="extra/src/hash.c:5:41-42: WARNING: Use ARRAY_SIZE"
check extra-none "" "$(at --no-includes --dir extra/src)"
check extra-no-includes "$ex" "$(at --no-includes --include extra/first.h --dir extra/src)"
check extra-local-includes "$ex" "$(at --include extra/first.h --dir extra/src)"
check header-local-includes "" "$(at --local-includes --include-headers --dir typedh)"
check header-all-includes "" "$(at --all-includes --include-headers --dir typedh)"
check header-recursive-includes "typedh/use.h:7:41-42: WARNING: Use ARRAY_SIZE" \
	"$(at --recursive-includes --include-headers --dir typedh)"
echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
