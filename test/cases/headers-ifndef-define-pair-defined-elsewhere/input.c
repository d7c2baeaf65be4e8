#include <types.h>

int f(size_t n)
{
	if (n < 0)
		return 1;
	return 0;
}
