#include <stdlib.h>

void release(void *);

void drop(int *p, char *q, int n, int *r)
{
	if (p != NULL)
		free(p);
	if (NULL != q)
		free(q);
	if (r)
		free(r);
	if (n != 0)
		free(p);
	if (p != 0)
		free(p);
}
