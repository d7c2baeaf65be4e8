#include <stdlib.h>

struct item {
	int a, b;
};

struct item *items(int n)
{
	struct item *p;

	p = malloc(n * sizeof(struct item));
	return p;
}
