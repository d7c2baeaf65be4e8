void old(int), new(int), g(int), h(int), mark(int);

void f(int a, int b, int c)
{
	new(a);
	old(b);
	new(c);
}

void k(void)
{
	mark(3);
	g(3);
	h(3);
	mark(9);
	g(9);
}
