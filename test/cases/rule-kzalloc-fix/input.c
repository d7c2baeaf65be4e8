/* kmalloc() + memset(0) of the same size is kzalloc(): directly, after a
 * NULL check (braced or not, `!x` or `x == NULL`), in a declaration, and
 * the vmalloc()/kmalloc_array() variants. */
#include <stddef.h>
#define NULL ((void *)0)
#define GFP_KERNEL 0x10
#define ENOMEM 12
void *kmalloc(size_t n, int flags);
void *kmalloc_array(size_t n, size_t size, int flags);
void *vmalloc(unsigned long n);
void *memset(void *p, int c, size_t n);

struct ring {
	unsigned int *slots;
	unsigned int nr;
	char *scratch;
};

int ring_init(struct ring *r, unsigned int nr)
{
	r->slots = kmalloc(nr * 4, GFP_KERNEL);
	if (!r->slots)
		return -ENOMEM;
	memset(r->slots, 0, nr * 4);
	r->nr = nr;
	return 0;
}

int ring_scratch(struct ring *r)
{
	r->scratch = kmalloc(4096, GFP_KERNEL);
	if (r->scratch == NULL) {
		r->nr = 0;
		return -ENOMEM;
	}
	memset(r->scratch, 0, 4096);
	return 0;
}

struct ring *ring_new(void)
{
	struct ring *r = kmalloc(sizeof(*r), GFP_KERNEL);
	memset(r, 0, sizeof(*r));
	return r;
}

unsigned int *big_table(unsigned long n)
{
	unsigned int *t;

	t = vmalloc(n);
	if (!t)
		return NULL;
	memset(t, 0, n);
	return t;
}

unsigned int *slots_new(size_t n)
{
	unsigned int *s;

	s = kmalloc_array(n, sizeof(*s), GFP_KERNEL);
	if (!s)
		return NULL;
	memset(s, 0, n * sizeof(*s));
	return s;
}
