#include <stdlib.h>

int valid(void *);
int ok(int);

int use(int *p, char *q, char *r, int n, int k)
{
	if (valid(p))
		return 1;
	if (valid(q))
		return 2;
	if (valid(r))
		return 3;
	if (ok(n))
		return 4;
	if (ok(k))
		return 5;
	return 0;
}
