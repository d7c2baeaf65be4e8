void f(int);
void g(int);

void h(void)
{
	f(1);
	f(3);
	g(2);
}

void k(void)
{
	g(2);
}
