int f(int);
int g(int);
int k(int);

int h(int x)
{
	int y = g(x);

	y = f(x) + g(f(x));
	if (g(x))
		return f(y);
	return g(1 + f(2)) + f(x);
}
