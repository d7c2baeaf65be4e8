#include <types.h>

int f(ssize_t n)
{
	if (n < 0)
		return 1;
	return 0;
}
