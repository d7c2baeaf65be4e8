#include <types.h>

int f(handle_t h, count_t c)
{
	if (h < 0 || c < 0)
		return 1;
	return 0;
}
