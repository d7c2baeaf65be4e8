void g(const char *s);

void f(void *p)
{
	g(cstr(p));
	g((char *const)p);
}
