/* Macros this file defines over calls that do not return: the own
 * parse keeps no expansion, so a use is read through the #define of its
 * name (an expression body, a do { } while (0) body, a macro over
 * another).  Only format()'s pair is a double free. */
#include <stdio.h>
#include <stdlib.h>

#define NORETURN __attribute__((noreturn))
static void NORETURN exit_tool(int status);

#define die(msg) do { fprintf(stderr, "%s\n", msg); exit(1); } while (0)
#define fail(msg) exit_tool(2)
#define fail_both(msg) fail(msg)

int put(char *buf, int r);

void status(char *cp, int r)
{
	if ((r = put(cp, r)) != 0) {
		free(cp);
		die("put");
	}
	free(cp);
}

void nested(char *cp, int r)
{
	if (r < 0) {
		free(cp);
		fail("bad");
	}
	if (r > 10) {
		free(cp);
		fail_both("too big");
	}
	free(cp);
}

void format(char *cp, int r)
{
	if (r) {
		free(cp);
		put(cp, r);
	}
	free(cp);
}

static void exit_tool(int status)
{
	exit(status);
}
