#include <types.h>

int f(void)
{
	if (get_val() < 0)
		return 2;
	return 0;
}
