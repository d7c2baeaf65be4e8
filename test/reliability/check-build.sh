#!/usr/bin/env bash
# --check-build: every fix --in-place takes leaves its file building, and
# the check compiles through libclang alone (docs/trust.md).
#
#   test/reliability/check-build.sh CFIX
#
# A small userspace project with a compile database whose compiler is a
# script that writes a marker file, as an untrusted checkout's could:
#   - `--in-place --review-fixes --check-build` with the built-in rules:
#     the marker is never written (the database's compiler never runs);
#     each file then compiles with the system's cc and the database's
#     flags; the fix that would call an undeclared ARRAY_SIZE is refused
#     (its line kept, the refusal at file:line:col on stdout) and the
#     file's other fix is applied; a file that defines ARRAY_SIZE gets it;
#   - the same without --check-build breaks that file's build, so the
#     check above can fail;
#   - an error the file had before the fix does not refuse the fix.
# Exit 0 when every check passed, 1 when one failed, 2 on bad usage.
# The last line is "N passed, N failed".
set -uo pipefail
export LC_ALL=C

[ $# -eq 1 ] || { echo "usage: $0 CFIX" >&2; exit 2; }
cfix=$1
case $cfix in /*) ;; *) cfix=$PWD/$cfix ;; esac
[ -x "$cfix" ] && [ ! -d "$cfix" ] || { echo "check-build: $cfix: not an executable" >&2; exit 2; }
command -v cc >/dev/null || { echo "skip: no cc to build the fixed files"; echo "0 passed, 0 failed"; exit 0; }

scratch=$(mktemp -d "${TMPDIR:-/tmp}/cfix-check-build.XXXXXX")
scratch=$(cd "$scratch" && pwd -P)
trap 'rm -rf "$scratch"' EXIT
marker=$scratch/marker
passed=0 failed=0

ok() { passed=$((passed + 1)); echo "ok   $1"; }
bad() { failed=$((failed + 1)); echo "FAIL $1"; [ -s "$scratch/err" ] && head -n 5 "$scratch/err" | sed 's/^/     /'; return 0; }
builds() { (cd "$1" && cc -std=gnu11 -Werror=implicit-function-declaration -fsyntax-only "$2" 2>"$scratch/err"); }

# The project: p/, its database naming a compiler that leaves a marker.
make_project() {
	local p=$1
	mkdir -p "$p"
	printf '#!/bin/sh\ntouch %s\n' "$marker" >"$p/evil-cc"
	chmod +x "$p/evil-cc"
	cat >"$p/compile_commands.json" <<EOF
[{"directory": "$p", "file": "user.c", "arguments": ["$p/evil-cc", "-std=gnu11", "-c", "user.c"]},
 {"directory": "$p", "file": "kern.c", "arguments": ["$p/evil-cc", "-std=gnu11", "-c", "kern.c"]},
 {"directory": "$p", "file": "old.c", "arguments": ["$p/evil-cc", "-std=gnu11", "-c", "old.c"]}]
EOF
	cat >"$p/user.c" <<'EOF'
static int tbl[4];

int count(void)
{
	return sizeof(tbl) / sizeof(tbl[0]);
}

int active(int flags)
{
	return !flags & 4;
}
EOF
	cat >"$p/kern.c" <<'EOF'
#define ARRAY_SIZE(a) (sizeof(a) / sizeof((a)[0]))
static int tbl[4];

int count(void)
{
	return sizeof(tbl) / sizeof(tbl[0]);
}
EOF
	# an error of its own (an undeclared 'legacy'); the fix adds none
	cat >"$p/old.c" <<'EOF'
int active(int flags)
{
	return legacy(flags) + (!flags & 4);
}
EOF
}

p=$scratch/p
make_project "$p"
(cd "$p" && "$cfix" --kind kernel --in-place --review-fixes --check-build user.c kern.c old.c) \
	>"$scratch/out" 2>"$scratch/err"
[ ! -e "$marker" ] && ok "the database's compiler is never run" || bad "the database's compiler ran"
builds "$p" user.c && ok "user.c builds after the fixes" || bad "user.c does not build after --check-build's fixes"
builds "$p" kern.c && ok "kern.c builds after the fixes" || bad "kern.c does not build after --check-build's fixes"
grep -q 'sizeof(tbl) / sizeof(tbl\[0\])' "$p/user.c" && grep -q 'return !(flags & 4);' "$p/user.c" &&
	ok "user.c: ARRAY_SIZE refused, notand applied" || bad "user.c: wrong fixes taken"
grep -q '^user\.c:5:9: note: not rewritten: refused by --check-build: the fix uses ARRAY_SIZE, which this file does not declare' "$scratch/out" &&
	ok "the refusal is reported at user.c:5:9" || bad "no refusal at user.c:5:9 on stdout"
grep -q 'return ARRAY_SIZE(tbl);' "$p/kern.c" && ok "kern.c: ARRAY_SIZE applied" || bad "kern.c: ARRAY_SIZE not applied"
grep -q '(!(flags & 4))' "$p/old.c" && ok "old.c: an error the file had does not refuse its fix" ||
	bad "old.c: fix refused for an error it did not bring"

q=$scratch/q
make_project "$q"
(cd "$q" && "$cfix" --kind kernel --in-place --review-fixes user.c) >/dev/null 2>"$scratch/err"
builds "$q" user.c && bad "without --check-build user.c still builds: the check cannot fail" ||
	ok "without --check-build the ARRAY_SIZE fix breaks user.c's build"

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
