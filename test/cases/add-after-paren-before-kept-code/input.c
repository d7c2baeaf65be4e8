void *alloc_zeroed(unsigned long size, unsigned long count);
struct pair { int a, b; };

struct pair *make(unsigned long count)
{
	struct pair *p = alloc_zeroed(sizeof(*p), count);
	struct pair *q = alloc_zeroed(sizeof(struct pair), count + 1);

	return p ? p : q;
}
