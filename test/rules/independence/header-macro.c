/* A NULL test before a header's name for free() (alloc.h): the match
 * reaches into the header's macro, which the prefilter does not read.
 * cfix finds none, with the rule alone, beside the others or without
 * the prefilter (before, only the last two found it). */
#include "alloc.h"

void drop(char *a, char *b)
{
	if (a)
		xfree(a);
	SAFE_FREE(b);
}
