struct s;
void g(const void *a, const void *b, const void *c, const void *d);

void f(void *p)
{
	g(p, (char *)p, p, (const int **)p);
}
