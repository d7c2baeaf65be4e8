void g(int, ...);

void f(void)
{
	g(1, 2, 3);
}

enum k {
	a,
	d,
	s };
