/* n * sizeof() in malloc() can overflow: calloc(n, size) checks it.
 * Constant counts cannot overflow and stay. */
#include <stdlib.h>

struct item {
	int key;
};

struct item *items_new(size_t n, int **keys)
{
	int *pair = malloc(2 * sizeof(int));

	*keys = calloc(n, sizeof(int));
	free(pair);
	return calloc(n, sizeof(struct item));
}
