#!/usr/bin/env bash
# A checkout is untrusted input (docs/trust.md): opening one must not
# run its code.
#
#   test/reliability/untrusted-checkout.sh CFIX
#
# The checkout's .cfix names a rule folder holding a script:python rule
# that writes a marker file.  Without the user's opt-in, `cfix .`,
# `cfix --diff .` and `cfix lsp` opening a file there (the server started
# in another folder) must leave no marker, and the run must warn at the
# .cfix's rule-dirs line; with --trust-checkout (cfix and cfix lsp) or
# the folder in $XDG_CONFIG_HOME/cfix/trusted, the rule runs.  A .cfix
# owned by nobody in a shared folder (mode 1777) is ignored with a
# warning, with --trust-checkout too (needs root for chown; else the
# check says "skip:"), as is one in a folder anyone may write without
# the sticky bit.  The upward search for .cfix stops at a folder holding
# .git and at the home folder.
#
# HOME and XDG_CONFIG_HOME point into a scratch folder, so the user's
# own trusted list plays no part.  Exit 0 when every check passed, 1
# when one failed, 2 on bad usage.  The last line is "N passed, N failed".
set -uo pipefail
export LC_ALL=C

[ $# -eq 1 ] || { echo "usage: $0 CFIX" >&2; exit 2; }
cfix=$1
case $cfix in /*) ;; *) cfix=$PWD/$cfix ;; esac
[ -x "$cfix" ] && [ ! -d "$cfix" ] || { echo "untrusted-checkout: $cfix: not an executable" >&2; exit 2; }
here=$(cd "$(dirname "$0")" && pwd)

scratch=$(mktemp -d "${TMPDIR:-/tmp}/cfix-untrusted.XXXXXX")
scratch=$(cd "$scratch" && pwd -P)
trap 'rm -rf "$scratch"' EXIT
export HOME=$scratch/home XDG_CONFIG_HOME=$scratch/config
mkdir -p "$HOME" "$XDG_CONFIG_HOME/cfix" "$scratch/elsewhere"
marker=$scratch/marker
passed=0 failed=0

ok() { passed=$((passed + 1)); echo "ok   $1"; }
bad() { failed=$((failed + 1)); echo "FAIL $1"; [ -s "$scratch/err" ] && head -n 5 "$scratch/err" | sed 's/^/     /'; }

# checkout DIR: a C file calling foo(), and a .cfix whose rule folder
# holds a rule with a script that writes $marker.
checkout() {
	mkdir -p "$1/cocci" "$1/.git"
	cat >"$1/cocci/evil.cocci" <<EOF
@r@
expression E;
@@
foo(E);

@script:python depends on r@
@@
open("$marker", "w").write("ran")
EOF
	printf 'rules: "-*,evil"\nrule-dirs: [ cocci ]\n' >"$1/.cfix"
	printf 'void foo(int);\nvoid f(void)\n{\n\tfoo(1);\n}\n' >"$1/a.c"
}

# runs NAME EXPECT(ran|none) CFIX-ARGS...: cfix in the checkout
runs() {
	local name=$1 want=$2
	shift 2
	rm -f "$marker"
	(cd "$scratch/co" && "$cfix" "$@" >/dev/null 2>"$scratch/err")
	if [ "$want" = none ] && [ ! -e "$marker" ] &&
	   grep -q "^$scratch/co/.cfix:2:1: warning: .*--trust-checkout" "$scratch/err"; then
		ok "$name"
	elif [ "$want" = ran ] && [ -e "$marker" ]; then
		ok "$name"
	else
		bad "$name (script expected: $want; marker: $([ -e "$marker" ] && echo yes || echo no))"
	fi
}

# lsp NAME EXPECT ARGS...: cfix lsp started in another folder opens a.c
lsp() {
	local name=$1 want=$2
	shift 2
	rm -f "$marker"
	python3 - "$cfix" "$scratch" "$here/../lsp" "$@" >"$scratch/err" 2>&1 <<'EOF'
import os, sys
cfix, scratch, lspdir, args = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4:]
sys.path.insert(0, lspdir)
from lspclient import Client, file_uri
c = Client(cfix, args, cwd=os.path.join(scratch, "elsewhere"))
path = os.path.join(scratch, "co", "a.c")
try:
    c.initialize()
    c.notify("textDocument/didOpen", {"textDocument": {
        "uri": file_uri(path), "languageId": "c", "version": 1,
        "text": open(path).read()}})
    c.diagnostics(file_uri(path))
finally:
    c.close()
EOF
	local status=$?
	if [ $status -eq 0 ] && [ "$want" = ran ] && [ -e "$marker" ]; then
		ok "$name"
	elif [ $status -eq 0 ] && [ "$want" = none ] && [ ! -e "$marker" ]; then
		ok "$name"
	else
		bad "$name (script expected: $want; marker: $([ -e "$marker" ] && echo yes || echo no); client status $status)"
	fi
}

checkout "$scratch/co"
runs "cfix . runs no script of an untrusted checkout" none .
runs "cfix --diff . runs none either" none --diff .
runs "cfix -j1 . runs none either" none -j1 .
lsp "cfix lsp opening a file there runs none" none
runs "--trust-checkout runs it" ran --trust-checkout .
echo "$scratch/co" >"$XDG_CONFIG_HOME/cfix/trusted"
runs "a folder in the trusted list runs it" ran .
echo "$scratch" >"$XDG_CONFIG_HOME/cfix/trusted"
runs "a folder above it in the trusted list runs it" ran --diff .
: >"$XDG_CONFIG_HOME/cfix/trusted"
lsp "cfix lsp --trust-checkout runs it" ran --trust-checkout

# ignored NAME TOP WHY: TOP/.cfix must not be read, by `cfix TOP/proj`
# with or without --trust-checkout: no marker, a warning saying WHY
ignored() {
	local name=$1 top=$2 why=$3 opt
	for opt in --no-prefilter --trust-checkout; do
		rm -f "$marker"
		"$cfix" $opt "$top/proj" >/dev/null 2>"$scratch/err"
		if [ -e "$marker" ] || ! grep -q "^$top/.cfix: warning: ignoring this .cfix: $why" "$scratch/err"; then
			bad "$name ($opt)"
			return
		fi
	done
	ok "$name"
}

# shared/.cfix (with the rule folder beside it) above shared/proj/a.c
shared() {
	checkout "$1"
	rm -rf "$1/.git"
	mkdir -p "$1/proj"
	mv "$1/a.c" "$1/proj/"
}

shared "$scratch/shared"
chmod 1777 "$scratch/shared"
if [ "$(id -u)" -eq 0 ]; then
	chown nobody "$scratch/shared/.cfix"
	ignored "a .cfix owned by nobody in a 1777 folder is ignored" \
		"$scratch/shared" "it is owned by another user"
else
	echo "skip: a .cfix owned by another user (needs root for chown)"
fi
shared "$scratch/open"
chmod 0777 "$scratch/open"
ignored "a .cfix in a folder anyone may write is ignored" \
	"$scratch/open" "any user may replace it"

# the upward search: a broken .cfix above a repository's root, and
# above the home folder, is never read
mkdir -p "$scratch/up/repo/.git" "$HOME/proj"
printf 'no-such-key: 1\n' >"$scratch/up/.cfix"
cp "$scratch/co/a.c" "$scratch/up/repo/"
cp "$scratch/co/a.c" "$HOME/proj/"
printf 'no-such-key: 1\n' >"$scratch/.cfix"
for dir in "$scratch/up/repo" "$HOME/proj"; do
	"$cfix" "$dir" >/dev/null 2>"$scratch/err"
	status=$?
	if [ $status -ne 2 ] && ! grep -q 'no-such-key' "$scratch/err"; then
		ok "the search for .cfix stops at ${dir#$scratch/}"
	else
		bad "the search for .cfix stops at ${dir#$scratch/} (status $status)"
	fi
done

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
