void h(int a, int b)
{
	g(a + b, a << 2, !a, -b, a * b);
}
