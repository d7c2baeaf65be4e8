#include <types.h>

int f(long l, unsigned int u)
{
	if (l - u < 0)
		return 1;
	return 0;
}
