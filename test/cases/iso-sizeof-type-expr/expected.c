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
	clear_object(c);
	clear_object(c->buf);
	clear_object(counts);
	bzero(c, sizeof(*c));
	clear_bytes(counts);
}
