/* A cleared buffer that is kept, or another one freed.  Must not fire. */
#include <stddef.h>
void kfree(const void *p);
void memzero_explicit(void *s, size_t count);

struct key {
	unsigned char *secret;
	unsigned char *salt;
	size_t len;
};

void key_reset(struct key *k)
{
	memzero_explicit(k->secret, k->len);
	kfree(k->salt);
	k->salt = NULL;
}
