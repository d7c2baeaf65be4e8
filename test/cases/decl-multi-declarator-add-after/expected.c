void f(void)
{
	int a, b;
	go(a, b);
}

void g(void)
{
	int d;
	mark(d);
	go(d);
}

void h(void)
{
	int e;
	int k, l;
	go(e, k, l);
}
