/* realloc() into a temporary, checked before it replaces the pointer.
 * Must not fire. */
#include <stdlib.h>

struct vec {
	int *items;
	size_t cap;
};

int vec_grow(struct vec *v)
{
	int *n = realloc(v->items, 2 * v->cap * sizeof(*n));
	int *m;

	if (!n)
		return -1;
	m = realloc(n, 4 * v->cap * sizeof(*m));
	if (!m) {
		v->items = n;
		return -1;
	}
	v->items = m;
	v->cap *= 4;
	return 0;
}
