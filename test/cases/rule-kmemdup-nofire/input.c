/* Copies that kmemdup() must not replace.  Must not fire. */
#include <stddef.h>
#define GFP_KERNEL 0x10
void *kmalloc(size_t n, int flags);
void *memcpy(void *d, const void *s, size_t n);

struct msg {
	size_t len;
	unsigned char *body;
	unsigned char *copy;
};

/* Room for a header in front of the copy: the sizes differ. */
int msg_with_header(struct msg *m, const void *src)
{
	m->copy = kmalloc(m->len + 4, GFP_KERNEL);
	if (!m->copy)
		return -1;
	memcpy(m->copy, src, m->len);
	return 0;
}

/* The copy goes to an offset into the new buffer. */
int msg_at_offset(struct msg *m, const void *src)
{
	m->copy = kmalloc(m->len, GFP_KERNEL);
	memcpy(m->copy + 4, src, m->len);
	return 0;
}

/* The new buffer is the source, not the destination. */
int msg_backwards(struct msg *m)
{
	m->copy = kmalloc(m->len, GFP_KERNEL);
	memcpy(m->body, m->copy, m->len);
	return 0;
}

/* The buffer is written before the copy. */
int msg_stamped(struct msg *m, const void *src)
{
	m->copy = kmalloc(m->len, GFP_KERNEL);
	m->len = 0;
	memcpy(m->copy, src, m->len);
	return 0;
}
