#include <apic.h>

int f(struct apic *a, s32 v)
{
	if (v < 0)
		return 1;
	if (a->id < 0)
		return 2;
	return 0;
}
