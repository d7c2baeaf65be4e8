/* A stream handed to a function of this file that fclose()s its
 * parameter is closed there: not a leak.  A stream handed to a function
 * that only reads it is still reported. */
#include <stdio.h>
#include <stdlib.h>

static void copy_out(FILE *in, FILE *out)
{
	int c;

	while ((c = getc(in)) != EOF)
		putc(c, out);
	fclose(in);
}

static long count(FILE *in)
{
	long n = 0;

	while (getc(in) != EOF)
		n++;
	return n;
}

void compress_file(const char *name)
{
	FILE *in;

	in = fopen(name, "rb");
	if (in == NULL)
		exit(1);
	copy_out(in, stdout);
}

void print_file(const char *name)
{
	FILE *in = fopen(name, "rb");

	if (in == NULL)
		return;
	copy_out(in, stdout);
}

long size_of(const char *name)
{
	FILE *in = fopen(name, "rb");

	if (in == NULL)
		return -1;
	return count(in);
}
