#!/usr/bin/env bash
# A real LSP client against `cfix lsp`: Neovim (Debian's 0.7.2 or later,
# built-in client), headless, opens a C file with a finding, waits for
# cfix's diagnostic, applies the quick-fix through vim.lsp.buf.code_action,
# and checks the buffer text and that the diagnostic clears; then opens a
# broken rule file: its error is a diagnostic, cleared when it is fixed,
# and vim.lsp.buf.hover on a metavariable shows its kind.
#
#   test/lsp/neovim.sh CFIX
#
# Prints one line per check and "N passed, N failed" (exit 1 on a
# failure); "0 passed, 0 failed, 1 skipped" with exit 0 when nvim is
# missing (apt-get install neovim).
set -uo pipefail

[ $# -eq 1 ] || { echo "usage: $0 CFIX" >&2; exit 2; }
cfix=$1
case $cfix in /*) ;; *) cfix=$PWD/$cfix ;; esac
here=$(cd "$(dirname "$0")" && pwd)

if ! command -v nvim >/dev/null; then
	echo "skip: nvim not installed (apt-get install neovim)"
	echo "0 passed, 0 failed, 1 skipped"
	exit 0
fi

scratch=$(mktemp -d /tmp/cfix-nvim-XXXXXX)
trap 'rm -rf "$scratch"' EXIT
cat >"$scratch/driver.c" <<'C'
#define FLAG_ACTIVE 4

int active(int flags)
{
	if (!flags & FLAG_ACTIVE)
		return 0;
	return 1;
}
/* end */
C

# A rule file whose line 5 lacks its ')'.
cat >"$scratch/rule.cocci" <<'COCCI'
@r@
expression E;
@@

- f(E
COCCI

# XDG folders in the scratch folder: no user configuration, no shada.
CFIX=$cfix CFIX_TEST_FILE=$scratch/driver.c CFIX_TEST_RULE=$scratch/rule.cocci \
CFIX_TEST_RESULTS=$scratch/results \
XDG_CONFIG_HOME=$scratch/config XDG_DATA_HOME=$scratch/data \
XDG_STATE_HOME=$scratch/state XDG_CACHE_HOME=$scratch/cache \
	timeout 120 nvim --headless --clean -n -u NONE -i NONE \
	-c "luafile $here/neovim.lua" >"$scratch/nvim.out" 2>&1 </dev/null
status=$?

passed=0 failed=0
if [ -f "$scratch/results" ]; then
	cat "$scratch/results" | grep -v '^done$'
	passed=$(grep -c '^ok ' "$scratch/results")
	failed=$(grep -c '^FAIL ' "$scratch/results")
fi
if [ ! -f "$scratch/results" ] || ! grep -q '^done$' "$scratch/results"; then
	echo "FAIL nvim did not finish the script (status $status)"
	sed 's/^/  nvim: /' "$scratch/nvim.out" | head -20
	failed=$((failed + 1))
fi
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
