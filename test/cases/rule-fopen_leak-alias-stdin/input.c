/* A stream stored through a cast (`h = (void *)f`) is kept elsewhere, as
 * `h = f` is: the rule stops following it.  A stream compared with stdin,
 * stdout or stderr before fclose() (`if (f != stdin) fclose(f)`) is not
 * one of those on the branch where the test fails: fopen() returns a new
 * stream, so that branch does not leak it.  The last function still leaks
 * on its early return. */
#include <stdio.h>

int run(void *h);

int grep_file(const char *name)
{
	FILE *in;
	void *h;

	in = fopen(name, "rb");
	h = (void *)in;
	if (h == NULL)
		return 2;
	return run(h);
}

int read_patterns(const char *name, char *buf, int n)
{
	FILE *f;

	if (name[0] == '-')
		f = stdin;
	else
		f = fopen(name, "r");
	if (f == NULL)
		return 0;
	while (fgets(buf, n, f)) {
		if (buf[0] == '#') {
			if (f != stdin)
				fclose(f);
			return 0;
		}
	}
	if (f != stdin)
		fclose(f);
	return 1;
}

int write_out(const char *name, const char *s)
{
	FILE *f = fopen(name, "w");

	if (f == NULL)
		return 0;
	fputs(s, f);
	if (stdout != f)
		fclose(f);
	return 1;
}

int read_first(const char *name, char *buf, int n)
{
	FILE *f = fopen(name, "r");

	if (f == NULL)
		return 0;
	if (!fgets(buf, n, f))
		return -1;
	if (f != stderr)
		fclose(f);
	return 1;
}
