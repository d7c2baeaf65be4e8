/* memzero_explicit() right before kfree() is kfree_sensitive(). */
#include <stddef.h>
void kfree(const void *p);
void memzero_explicit(void *s, size_t count);

struct key {
	unsigned char *secret;
	size_t len;
};

void key_destroy(struct key *k)
{
	memzero_explicit(k->secret, k->len);
	kfree(k->secret);
	kfree(k);
}
