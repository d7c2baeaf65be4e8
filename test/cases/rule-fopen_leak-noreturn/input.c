/* tcpdump's pattern: the program's own exit function, declared NORETURN
 * in the file, ends the path (fopen_leak carries `// paths: noreturn`),
 * as does a macro of the file over it.  Only tail()'s early return
 * leaks. */
#include <stdio.h>
#include <stdlib.h>

#define NORETURN __attribute((noreturn))
#define error(msg) exit_tool(2)

static void NORETURN exit_tool(int status);

int main(int argc, char **argv)
{
	FILE *in = NULL;
	int n = 0;

	if (argc > 1) {
		in = fopen(argv[1], "r");
		if (in == NULL)
			error("cannot open");
	}
	if (in && fscanf(in, "%d", &n) != 1)
		error("bad count");
	printf("%d\n", n);
	exit_tool(0);
}

int head(const char *name)
{
	FILE *f = fopen(name, "r");
	int c;

	if (!f)
		return -1;
	c = getc(f);
	if (c != EOF) {
		fclose(f);
		return c;
	}
	exit_tool(1);
}

int tail(const char *name)
{
	FILE *f = fopen(name, "r");
	int c;

	if (!f)
		return -1;
	c = getc(f);
	if (c == EOF)
		return -2;
	fclose(f);
	return c;
}

static void exit_tool(int status)
{
	fflush(stdout);
	exit(status);
}
