#define CREATE_TRACE_POINTS
#include <trace.h>

int f(void)
{
	if (get_val() < 0)
		return 1;
	return 0;
}
