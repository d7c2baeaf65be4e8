#!/usr/bin/env bash
# A rule file is a patch ('-'/'+' lines) or a match ('*' lines), as
# spatch 1.1.1 reads it (matchers/smpl/patch_or_match.c), but a rule
# whose "depends on" fails on the virtual rules given is left out of
# that, as a coccicheck file has '*' rules for context mode and '-'
# rules for patch mode.  patch-or-match/modes.cocci has a '*' rule
# (depends on context), a '-' rule p (depends on patch) and a '*' rule
# depending on p; spatch 1.1.1 on a.c: no -D, no rule applies (status
# 255, no parse error); -D context, accepted; -D patch, refused at line
# 16 ("around = '*'"); -D patch -D context, refused at line 11
# ("around = '-'").
#
#   test/spatch/patch-or-match.sh CFIX
set -uo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/../lib.sh"
cfix=$(realpath "${1:?usage: patch-or-match.sh CFIX}")
cd "$(dirname "$0")/patch-or-match" || exit 2

# check NAME WANT -D...: the first "error:" line of stderr (or nothing)
check() {
	local name=$1 want=$2 got
	shift 2
	got=$("$cfix" --very-quiet --sp-file modes.cocci "$@" a.c 2>&1 >/dev/null |
		grep -m1 'error:' | sed -E 's/: spatch takes .*//')
	if [ "$got" = "$want" ]; then
		pass "$name"
	else
		fail "$name" "want: $want" "got:  $got"
	fi
}
check no-virtual ""

check context-given "" -D context
check patch "modes.cocci:16:1: error: a '*' line in a rule file with a '-' or '+' line (line 11)" -D patch
check both "modes.cocci:11:1: error: a '-' or '+' line in a rule file with a '*' line (line 6)" -D patch -D context
summary
