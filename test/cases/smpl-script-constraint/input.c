void old(int), new(int), g(int), h(int), mark(int);

void f(int a, int b, int c)
{
	old(a);
	old(b);
	old(c);
}

void k(void)
{
	mark(3);
	g(3);
	g(3);
	mark(9);
	g(9);
}
