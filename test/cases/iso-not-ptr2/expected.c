#include <stdlib.h>

void release(void *);

void drop(int *p, char *q, int n, int *r)
{
	if (p != NULL)
		release(p);
	if (NULL != q)
		release(q);
	if (r)
		release(r);
	if (n != 0)
		free(p);
	if (p != 0)
		free(p);
}
