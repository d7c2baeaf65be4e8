#include <stdio.h>

/* A helper's early return leaks its stream; main()'s returns end the
 * process, which closes every stream (C11 7.22.4.4): not reported. */
static int first_byte(const char *p)
{
	FILE *f = fopen(p, "r");
	int c;

	if (!f)
		return -1;
	c = fgetc(f);
	if (c == EOF)
		return -2;
	fclose(f);
	return c;
}

int main(int argc, char **argv)
{
	FILE *in, *out = fopen("out.txt", "w");

	if (!out)
		return 1;
	in = fopen(argv[1], "r");
	if (!in)
		return 1;
	if (fgetc(in) == EOF)
		return 2;
	fprintf(out, "%d\n", first_byte(argv[argc - 1]));
	return 0;
}
