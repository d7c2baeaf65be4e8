/* Allocations that kzalloc() must not replace.  Must not fire. */
#include <stddef.h>
#define NULL ((void *)0)
#define GFP_KERNEL 0x10
void *kmalloc(size_t n, int flags);
void *kzalloc(size_t n, int flags);
void *memset(void *p, int c, size_t n);

struct buf {
	unsigned char *data;
	unsigned char *shadow;
	size_t len;
};

/* Only part of the buffer is cleared. */
int buf_header(struct buf *b, size_t len)
{
	b->data = kmalloc(len, GFP_KERNEL);
	if (!b->data)
		return -1;
	memset(b->data, 0, 16);
	return 0;
}

/* Filled with 0xff, not zero. */
int buf_poison(struct buf *b)
{
	b->data = kmalloc(b->len, GFP_KERNEL);
	memset(b->data, 0xff, b->len);
	return 0;
}

/* The memset() clears another buffer. */
int buf_other(struct buf *b)
{
	b->data = kmalloc(b->len, GFP_KERNEL);
	memset(b->shadow, 0, b->len);
	return 0;
}

/* Something uses the buffer before it is cleared. */
int buf_used_first(struct buf *b)
{
	b->data = kmalloc(b->len, GFP_KERNEL);
	b->data[0] = 1;
	memset(b->data, 0, b->len);
	return 0;
}

/* Already zeroed at allocation. */
int buf_zeroed(struct buf *b)
{
	b->data = kzalloc(b->len, GFP_KERNEL);
	if (!b->data)
		return -1;
	return 0;
}

/* The check tests something else. */
int buf_check_other(struct buf *b)
{
	b->data = kmalloc(b->len, GFP_KERNEL);
	if (!b->shadow)
		return -1;
	memset(b->data, 0, b->len);
	return 0;
}
