void f(void)
{
	int d;

	walk(d) {
		g(d);
	}
}
