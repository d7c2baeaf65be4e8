void f(int x)
{
	a();
	if (x)
		b();
}

void g(int x)
{
	a();
	if (x)
		x++;
	c();
}
