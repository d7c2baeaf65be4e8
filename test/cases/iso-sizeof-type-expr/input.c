#include <string.h>
#include <strings.h>

struct conn {
	int fd;
	char buf[64];
};

void clear_object(void *p);
void clear_bytes(void *p);

void reset(struct conn *c, int *counts)
{
	memset(c, 0, sizeof(*c));
	memset(c->buf, 0, sizeof c->buf);
	memset(counts, 0, sizeof(int));
	bzero(c, sizeof(*c));
	bzero(counts, sizeof(int));
}
