#include <stddef.h>
void *memset(void *, int, size_t);
void memzero(void *, size_t);

void f(char *p, long *q, int n)
{
	memzero(p, n);
	memzero(q, sizeof(*q));
	memset(p, 1, n);
}
