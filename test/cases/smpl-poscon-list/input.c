int g(int);
int h(int);
int k(int);
int wrap(int);

int f(int a)
{
	return g(a) + h(a) + k(a) + k(g(a));
}
