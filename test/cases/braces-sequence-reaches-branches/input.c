void g(int); void h(int); void f(int, int);

void t(int c)
{
	g(1);
	if (c)
		h(2);
	else
		h(3);
}

void u(int c)
{
	g(1);
	while (c--)
		h(4);
}
