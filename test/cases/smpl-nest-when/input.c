int use(long v);
int h(int a, int b, int c);
int f(int x)
{
	h(0, 1, x);
	use(x + 3);
	return x;
}
int g(int x)
{
	use(x);
	if (x)
		h(1, 2, 3);
	return x;
}
int k(int x)
{
	use(x);
	return x;
}
