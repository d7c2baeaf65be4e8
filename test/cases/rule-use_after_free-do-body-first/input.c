/* A do's condition comes after its body: free(p) then a do whose body
 * reads p is a use after free, though the condition then assigns p.
 * A use in the condition is one too. */
#include <stdlib.h>
struct item { struct item *next; int keep; };

void body_uses_first(struct item *p, struct item *q)
{
	free(p);
	do {
		p->keep = 1;
	} while ((p = q) != NULL);
}

void tail_uses(struct item *p, int n)
{
	free(p);
	do {
		n--;
	} while (p->keep && n);
}
