/* memset() of arrays by their own size, and of pointers by the pointee's
 * size.  Must not fire. */
#include <string.h>

struct ctx {
	char name[16];
	unsigned char key[32];
};

void wipe(struct ctx *c, char *buf, size_t len)
{
	char local[64];

	memset(local, 0, sizeof(local));
	memset(c->name, 0, sizeof(c->name));
	memset(c->key, 0, sizeof c->key);
	memset(c, 0, sizeof(*c));
	memset(buf, 0, len);
}
