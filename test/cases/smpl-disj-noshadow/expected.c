int f(int);
int g(int);
int k(int);

int h(int x)
{
	int y;

	y = g(f(x));
	y = k(g(x));
	y = k(x);
	return y;
}
