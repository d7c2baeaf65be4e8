#include <stdlib.h>

/* less's mark.c: a comment between the test and the free() it guards */
void unmark(char *name)
{
	/* Normally should not happen,
	 * but free it anyway. */
	free(name);
}

/* a comment of one line, and code after the call */
void drop(char *p, int *n)
{
	// the buffer
	free(p);
	(*n)--;
}
