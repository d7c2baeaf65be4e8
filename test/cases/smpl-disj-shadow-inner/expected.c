int f(int);
int g(int);
int k(int);

int h(int x)
{
	int y = g(x);

	y = k(x) + g(f(x));
	if (g(x))
		return k(y);
	return g(1 + f(2)) + k(x);
}
