/* The project allocates through wrappers (.cfix vocabulary): the fix
 * changes the argument and keeps the wrapper's name. */
void *xmalloc(unsigned long n);
void *g_malloc(unsigned long n);
void *other_alloc(unsigned long n);
struct s { int a[4]; };

void f(void)
{
	struct s *p, *q, *r;

	p = xmalloc(sizeof(*p));
	q = g_malloc(sizeof(*q));
	r = other_alloc(sizeof(r));	/* not in the vocabulary */
}
