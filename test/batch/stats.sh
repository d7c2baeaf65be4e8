#!/usr/bin/env bash
# The --stats summary agrees with the lines above it:
#
#   test/batch/stats.sh CFIX
#
# Over three files, two with code cfix cannot parse (two places each)
# and one without: the summary's "N with code left unparsed: M places"
# counts the files with a "cannot parse this code" warning and the
# places those warnings name (the first and "and K more"), with -j 1 and
# -j 2; "with compile errors" counts none (clang read every file).  The
# last line is "N passed, N failed, N skipped".
set -uo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/../lib.sh"
export LC_ALL=C

[ $# -eq 1 ] || { echo "usage: $0 CFIX" >&2; exit 2; }
cfix=$(realpath "$1")
scratch_dir stats

cd "$scratch" || exit 2
cat >u.c <<'C'
#include <stdlib.h>
void f(char *p) { if (p) free(p); }
int g(void) { @@@ garbage here; return 0; }
int h(void) { return 1 $$$ 2; }
C
cp u.c v.c
printf 'void k(char *p) { if (p) free(p); }\n' >w.c

for jobs in 1 2; do
	"$cfix" -j "$jobs" --stats --rules ifnullfree . >/dev/null 2>err
	files=$(grep -c ': warning: cannot parse this code' err)
	places=$(grep ': warning: cannot parse this code' err |
		sed -n 's/.*(and \([0-9]*\) more places)$/\1/p; t; s/.*/0/p' |
		awk '{ n += 1 + $1 } END { print n + 0 }')
	summary_line=$(grep '^cfix: .* files scanned' err)
	want="3 parsed (0 with compile errors, $files with code left unparsed: $places places)"
	if [ "$files" -eq 2 ] && [ "$places" -eq 4 ] &&
	   [[ $summary_line == *"$want"* ]]; then
		pass "-j $jobs: the summary counts the unparsed lines above it"
	else
		fail "-j $jobs: $files files, $places places warned of" "$summary_line"
	fi
done
summary
