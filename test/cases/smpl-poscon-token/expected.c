int g(int);
int h(int);
int wrap(int);

int f(int a)
{
	int x, y;

	y = g(a);
	y = h(a);
	y = a + 1;
	y = g(a) + h(a);
	return x;
}
