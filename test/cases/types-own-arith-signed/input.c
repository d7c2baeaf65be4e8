#include <types.h>

int f(s32 a, int b, int c, u32 u, int *p, unsigned char uc)
{
	if (a < 0)
		return 1;
	if (b - c < 0)
		return 2;
	if (--b >= 0)
		return 3;
	if ((s32)u < 0)
		return 4;
	if (*p < 0)
		return 5;
	if (b - 1 < 0)
		return 6;
	if (-uc < 0)
		return 7;
	if (b++ < 0)
		return 8;
	if (u - b < 0)
		return 9;
	return 0;
}
