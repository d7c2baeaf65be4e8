/* A call that does not return inside an expression: when it is always
 * evaluated (an assignment's value, an argument, a declaration's
 * initializer, both branches of a ?:) the statement does not go on, no
 * double free in one() to four().  On a condition only (one branch of a
 * ?:, the right of ||) the path that did not call it goes on: five()
 * and six() free twice. */
#include <stdlib.h>

int fatal(const char *why) __attribute__((noreturn));
int check(int v);

int one(char *p, int err)
{
	int r = 0;

	if (err) {
		free(p);
		r = fatal("one");
	}
	free(p);
	return r;
}

void two(char *p, int err)
{
	if (err) {
		free(p);
		check(fatal("two"));
	}
	free(p);
}

void three(char *p, int err)
{
	if (err) {
		free(p);
		int r = fatal("three");
	}
	free(p);
}

void four(char *p, int err)
{
	if (err) {
		free(p);
		err > 1 ? fatal("four") : (exit(1), 0);
	}
	free(p);
}

void five(char *p, int err)
{
	if (err) {
		free(p);
		err > 1 ? fatal("five") : 0;
	}
	free(p);
}

void six(char *p, int err)
{
	if (err) {
		free(p);
		(void)(check(err) || fatal("six"));
	}
	free(p);
}
