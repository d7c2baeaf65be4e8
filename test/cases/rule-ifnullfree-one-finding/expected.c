/* One finding per test, whichever way it is written: the rule's
 * `E != NULL` matches `p`, `p != NULL` and `NULL != p` (Coccinelle's
 * isomorphisms), so no second rule reports the same place. */
#include <stdlib.h>

void drop(char *p, char *q, char *r)
{
	free(p);
	free(q);
	free(r);
}
