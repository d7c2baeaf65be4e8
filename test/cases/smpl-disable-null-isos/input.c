#include <stddef.h>

int f(int *p, int *q)
{
	if (p)
		return 1;
	if (p != NULL)
		return 2;
	if (!q)
		return 3;
	if (q == NULL)
		return 4;
	return 0;
}
