#include <stdlib.h>

struct item {
	int a, b;
};

struct item *items(int n)
{
	struct item *p;

	p = calloc(n, sizeof(struct item));
	return p;
}
