void *alloc_zeroed(unsigned long size, unsigned long count);
struct pair { int a, b; };

struct pair *make(unsigned long count)
{
	struct pair *p = alloc_zeroed(count, sizeof(*p));
	struct pair *q = alloc_zeroed(count + 1, sizeof(struct pair));

	return p ? p : q;
}
