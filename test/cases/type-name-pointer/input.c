/* The rule's `(int)E` and `sizeof(int)` name int, not a pointer to int:
 * `(int *)p` and `sizeof(int *)` are left as they are. */
#include <stddef.h>

int narrow(long h)
{
	return (int)h;
}

int *view(void *p)
{
	return (int *)p;
}

size_t words(size_t n)
{
	return n * sizeof(int);
}

size_t pointers(size_t n)
{
	return n * sizeof(int *);
}
