#include <stdlib.h>

int valid(void *);
int ok(int);

int use(int *p, char *q, char *r, int n, int k)
{
	if (p != NULL)
		return 1;
	if (NULL != q)
		return 2;
	if (r)
		return 3;
	if (n != 0)
		return 4;
	if (0 != k)
		return 5;
	return 0;
}
