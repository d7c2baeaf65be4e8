/* usage() is the file's, declared nothing, and ends in exit(): the
 * `return 0;` after it in count() is never reached, no leak there.
 * warn() returns: read_list()'s stream is leaked on that path. */
#include <stdio.h>
#include <stdlib.h>

static void usage(void)
{
	fputs("usage: list FILE\n", stderr);
	exit(2);
}

static void warn(const char *what)
{
	fprintf(stderr, "warning: %s\n", what);
}

int count(const char *name)
{
	FILE *f = fopen(name, "r");
	int n = 0;

	if (f == NULL)
		return -1;
	if (fgetc(f) == EOF) {
		usage();
		return 0;
	}
	while (fgetc(f) != EOF)
		n++;
	fclose(f);
	return n;
}

int read_list(const char *name)
{
	FILE *f = fopen(name, "r");

	if (f == NULL)
		return -1;
	if (fgetc(f) == EOF) {
		warn("empty");
		return 0;
	}
	fclose(f);
	return 1;
}
