/* A path that calls exit() or abort() does not return, and the branch
 * taken when the stream is NULL (and something else holds) has nothing
 * to close: neither is a leak.  A plain early return still is. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>

int read_count(const char *name)
{
	int n;
	FILE *f = fopen(name, "r");

	if (f == NULL)
		exit(1);
	if (fscanf(f, "%d", &n) != 1)
		goto fail;
	fclose(f);
	return n;
fail:
	fprintf(stderr, "bad count in %s\n", name);
	exit(1);
}

int read_flag(const char *name)
{
	FILE *f = fopen(name, "r");
	int c;

	if (!f && errno != ENOENT)
		return -1;
	if (!f)
		return 0;
	c = getc(f);
	if (c != EOF) {
		fclose(f);
		return c == 'y';
	}
	abort();
}

int first_char(const char *name)
{
	FILE *f;
	int c;

	f = fopen(name, "r");
	if (errno == EINTR && f == NULL)
		return -1;
	if (f == NULL)
		return -2;
	c = getc(f);
	if (c == EOF)
		return -3;
	fclose(f);
	return c;
}
