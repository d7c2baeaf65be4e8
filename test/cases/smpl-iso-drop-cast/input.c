#include <stddef.h>
void *memset(void *, int, size_t);
void memzero(void *, size_t);

void f(char *p, long *q, int n)
{
	memset(p, 0, n);
	memset((void *)q, 0, sizeof(*q));
	memset(p, 1, n);
}
