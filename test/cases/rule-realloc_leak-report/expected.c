/* p = realloc(p, n): on failure the old block is lost. */
#include <stdlib.h>
#include <stddef.h>
#define GFP_KERNEL 0x10
void *krealloc(const void *p, size_t n, int flags);

struct vec {
	int *items;
	size_t cap;
};

int vec_grow(struct vec *v)
{
	v->cap *= 2;
	v->items = realloc(v->items, v->cap * sizeof(*v->items));
	return v->items ? 0 : -1;
}

int vec_grow_kernel(struct vec *v)
{
	v->items = krealloc(v->items,
			    v->cap * 2 * sizeof(*v->items), GFP_KERNEL);
	return v->items ? 0 : -12;
}
