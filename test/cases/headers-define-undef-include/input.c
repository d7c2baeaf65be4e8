#include <apic.h>

int f(void)
{
	if (get_id() < 0)
		return 1;
	return 0;
}
