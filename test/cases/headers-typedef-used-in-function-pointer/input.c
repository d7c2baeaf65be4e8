#include <types.h>

int f(s32 h)
{
	if (h < 0)
		return 1;
	return 0;
}
