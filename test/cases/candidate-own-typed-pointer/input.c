#include <stddef.h>

struct buf {
	char *data;
	int len;
};

int buf_empty(struct buf *b, char *name, int n)
{
	if (name == 0)
		return 1;
	if (b->data == 0)
		return 1;
	if (b->len == 0 || n == 0)
		return 1;
	return 0;
}
