#include <types.h>

int f(void)
{
	u32 a = get_len();
	s32 b = get_val();

	if (b < 0)
		return 1;
	if (get_val() < 0)
		return 2;
	if (a < 0)
		return 3;
	return 0;
}
