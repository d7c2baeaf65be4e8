int min(int, int);

int f(int a, int b, int *c)
{
	int r = a < b ? a : b;

	*c = (a < b) ? a : b;
	if (a > b)
		return r;
	return (a) > b;
}
