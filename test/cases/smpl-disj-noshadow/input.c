int f(int);
int g(int);
int k(int);

int h(int x)
{
	int y;

	y = g(f(x));
	y = f(g(x));
	y = f(x);
	return y;
}
