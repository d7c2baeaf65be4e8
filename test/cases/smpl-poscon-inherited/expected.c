int g(int), h(int);

int f(int a)
{
	return g(a) + 0;
}
