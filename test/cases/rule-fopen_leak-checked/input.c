/* A stream returned in parentheses is the caller's; a branch where a
 * checking call said `f != NULL` was false has no stream to close.  A
 * return after a failed read still leaks. */
#include <stdio.h>

int check(int cond, const char *what);

FILE *open_or_retry(const char *path)
{
	FILE *f;

	f = fopen(path, "w");
	if (f == NULL)
		f = fopen(path, "w");
	return (f);
}

void read_head(const char *path, char *buf)
{
	FILE *f;

	f = fopen(path, "r");
	if (!check(f != NULL, path))
		return;
	fread(buf, 1, 4, f);
	fclose(f);
}

void read_head_decl(const char *path, char *buf)
{
	FILE *f = fopen(path, "r");

	if (!check(f != NULL, path))
		return;
	if (fread(buf, 1, 4, f) != 4)
		return;
	fclose(f);
}
