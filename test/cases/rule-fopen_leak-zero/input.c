/* A stream tested against 0 (not NULL), or inside unlikely(), is NULL on
 * that branch: nothing to close there.  The return after a failed read
 * still leaks. */
#include <stdio.h>

#define unlikely(x) __builtin_expect(!!(x), 0)

int load(const char *name)
{
	FILE *f;

	f = fopen(name, "r");
	if (f == 0)
		return -1;
	fclose(f);
	return 0;
}

int load_unlikely(const char *name)
{
	FILE *f;

	f = fopen(name, "r");
	if (unlikely(f == 0))
		return -1;
	fclose(f);
	return 0;
}

int load_unlikely_not(const char *name)
{
	FILE *f = fopen(name, "r");

	if (unlikely(!f))
		return -1;
	fclose(f);
	return 0;
}

int load_first(const char *name, char *buf, int n)
{
	FILE *f;

	f = fopen(name, "r");
	if (f == 0)
		return -1;
	if (!fgets(buf, n, f))
		return -2;
	fclose(f);
	return 0;
}
