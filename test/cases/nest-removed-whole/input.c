int probe(void);
int other(int);

int f(int a)
{
	int x = a + probe() * 2;
	int y = other(a);
	a = 3 + other(probe());
	y = a + 1;
	return x + y;
}
