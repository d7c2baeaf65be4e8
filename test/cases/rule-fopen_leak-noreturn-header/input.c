/* die() is declared NORETURN in a header and die_errno() is a macro of
 * that header over it: the own parse reads neither, so the automatic
 * strategy sends fopen_leak's candidate (the rule carries `// paths:
 * noreturn`) to clang, whose view knows both end the path.  No leak. */
#include <stdio.h>
#include "util.h"

int count(const char *name)
{
	FILE *f;
	int n;

	f = fopen(name, "r");
	if (!f)
		return -1;
	if (fscanf(f, "%d", &n) == 1) {
		fclose(f);
		return n;
	}
	die_errno(name);
	return -1;
}

int flag(const char *name)
{
	FILE *f = fopen(name, "r");
	int c;

	if (!f)
		return 0;
	c = getc(f);
	if (c == EOF)
		die("empty %s", name);
	else
		fclose(f);
	return c == 'y';
}
