void g(void);

void f(void)
{
	g();
}
