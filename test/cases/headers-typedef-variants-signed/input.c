#include <types.h>

int f(ssize_t r, size_t n)
{
	if (r < 0)
		return 1;
	if (n < 0)
		return 2;
	return 0;
}
