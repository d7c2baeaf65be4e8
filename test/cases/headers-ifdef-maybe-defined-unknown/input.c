#include <types.h>

int f(handle_t h)
{
	if (h < 0)
		return 1;
	return 0;
}
