#include <stdlib.h>
#include <string.h>

struct buf {
	char *data;
};

__attribute_cold__ ]
static handle_t *
handle_new (void)
{
	return NULL;
}

static void buf_drop(struct buf *b)
{
	if (b->data)
		free(b->data);
}

struct buf *buf_new(void)
{
	struct buf *b;

	b = malloc(sizeof(*b));
	memset(b, 0, sizeof(*b));
	return b;
}
