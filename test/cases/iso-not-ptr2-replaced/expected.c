#include <stdlib.h>

int valid(void *);

int use(int *p, char *q)
{
	if (valid(p))
		return 1;
	if (valid(q))
		return 2;
	return 0;
}
