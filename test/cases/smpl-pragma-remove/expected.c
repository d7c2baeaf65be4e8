#include <stddef.h>
#pragma pack(push, 1)

int f(void)
{
#pragma GCC unroll 4
	return 0;
}
