/* malloc() then memset(0) of the same size is calloc(1, n): assigned,
 * checked, and declared. */
#include <stdlib.h>
#include <string.h>

struct buf {
	char *data;
	size_t len;
};

struct buf *buf_new(size_t n)
{
	struct buf *b = malloc(sizeof(*b));
	memset(b, 0, sizeof(*b));
	b->data = malloc(n);
	if (!b->data)
		return NULL;
	memset(b->data, 0, n);
	b->len = n;
	return b;
}
