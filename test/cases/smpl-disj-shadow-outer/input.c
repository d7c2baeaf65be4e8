int f(int);
int g(int);
int m(int);

int h(int x)
{
	return g(f(x)) + g(x) + g(1 + f(2)) + g(x + 1);
}
