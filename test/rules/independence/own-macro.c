/* The file's own macros are looked into the same way by the prefilter
 * and the matcher: local_free(b) is free(b), found every way. */
#include "alloc.h"

#define local_free free

void drop(char *b, char *c)
{
	if (b)
		local_free(b);
	if (c != NULL)
		free(c);
}
