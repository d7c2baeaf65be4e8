void g(const char *s);

void f(void *p)
{
	g((char const *)p);
	g((char *const)p);
}
