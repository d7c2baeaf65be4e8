int g(int);
int h(int);

int f(int a, int b)
{
	int x = g(a);
	g(a + 1);
	h(g(a));
	if (g(b))
		x++;
	x = g(b) + 1;
	return g(x);
}
