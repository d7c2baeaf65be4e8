/* A FILE leaked on an error path; a stream that is closed on every path,
 * or returned, is not reported. */
#include <stdio.h>

int first_byte(const char *path)
{
	FILE *f = fopen(path, "r");
	int c;

	if (!f)
		return -1;
	c = fgetc(f);
	if (c == EOF)
		return -1;
	fclose(f);
	return c;
}

FILE *open_checked(const char *path)
{
	FILE *f = fopen(path, "r");

	if (f == NULL)
		return NULL;
	return f;
}

int count(const char *path)
{
	FILE *f;
	int n = 0;

	f = fopen(path, "r");
	if (f == NULL)
		goto out;
	while (fgetc(f) != EOF)
		n++;
out:
	if (f != NULL)
		fclose(f);
	return n;
}
