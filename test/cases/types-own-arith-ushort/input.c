#include <types.h>

int f(u16 s)
{
	if (s - 1 < 0)
		return 1;
	return 0;
}
