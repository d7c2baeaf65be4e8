#include <types.h>

static int __attribute__((unused)) g(void);
static inline s32 h(void)
{
	return 1;
}

int f(void)
{
	if (h() < 0)
		return 2;
	return 0;
}
