int probe(void);
int other(int);

int f(int a)
{
	int y = other(a);
	y = a + 1;
	return x + y;
}
