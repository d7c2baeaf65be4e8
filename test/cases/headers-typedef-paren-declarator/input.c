#include <types.h>

int f(s32 seed)
{
	s32 h = seed * 31;

	if (h < 0)
		return 1;
	return 0;
}
