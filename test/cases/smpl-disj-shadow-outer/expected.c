int f(int);
int g(int);
int m(int);

int h(int x)
{
	return g(f(x)) + m(x) + g(1 + f(2)) + m(x + 1);
}
