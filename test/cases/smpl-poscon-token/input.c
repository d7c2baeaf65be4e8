int g(int);
int h(int);
int wrap(int);

int f(int a)
{
	int x, y;

	x = g(a);
	x = h(a);
	x = a + 1;
	x = g(a) + h(a);
	return x;
}
