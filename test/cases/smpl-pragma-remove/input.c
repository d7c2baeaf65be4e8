#include <stddef.h>
#pragma GCC optimize("O3")
#pragma weak legacy_entry
#pragma pack(push, 1)

int f(void)
{
#pragma GCC unroll 4
	return 0;
}
