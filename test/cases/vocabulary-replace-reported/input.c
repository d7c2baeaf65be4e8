/* A rule that replaces the function it names: malloc() itself is
 * rewritten; the project's wrapper xmalloc() is reported, not rewritten
 * (calloc() would lose what the wrapper adds). */
void *malloc(unsigned long n);
void *calloc(unsigned long n, unsigned long size);
void *xmalloc(unsigned long n);

void f(unsigned long n)
{
	char *a = malloc(n);
	char *b = xmalloc(n);
}
