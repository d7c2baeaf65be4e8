/* kmalloc() + memcpy() of the same size is kmemdup(): directly, after a
 * NULL check, from kzalloc(), in a declaration, the size on two lines. */
#include <stddef.h>
#define NULL ((void *)0)
#define GFP_KERNEL 0x10
#define ENOMEM 12
void *kmalloc(size_t n, int flags);
void *kzalloc(size_t n, int flags);
void *memcpy(void *d, const void *s, size_t n);

struct blob {
	size_t len;
	unsigned char *data;
};

int blob_copy(struct blob *dst, const struct blob *src)
{
	dst->data = kmalloc(src->len, GFP_KERNEL);
	if (!dst->data)
		return -ENOMEM;
	memcpy(dst->data, src->data, src->len);
	dst->len = src->len;
	return 0;
}

void *dup_bytes(const void *p, size_t n)
{
	void *q = kmalloc(n,
			  GFP_KERNEL);
	if (!q)
		return NULL;
	memcpy(q, p, n);
	return q;
}

void *dup_zeroed(const void *p, size_t n)
{
	void *q;

	q = kzalloc(n, GFP_KERNEL);
	memcpy(q, p, n);
	return q;
}
