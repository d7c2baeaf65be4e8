#include <types.h>

int f(int b)
{
	if (b - 40000 < 0)
		return 1;
	return 0;
}
