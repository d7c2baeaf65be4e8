#include <stdlib.h>

int valid(void *);

int use(int *p, char *q)
{
	if (p != NULL)
		return 1;
	if (q)
		return 2;
	return 0;
}
