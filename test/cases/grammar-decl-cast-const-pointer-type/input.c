struct s;
void g(const void *a, const void *b, const void *c, const void *d);

void f(void *p)
{
	g((const char *)p, (char *)p, (const struct s *)p, (const int **)p);
}
