/* N is 6, from a header: `i < N` is not `i < 0`.  Must not fire. */
#include "h.h"

int f(unsigned int i)
{
	if (i < N)
		return 1;
	return 0;
}
