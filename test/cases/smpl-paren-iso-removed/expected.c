int min(int, int);

int f(int a, int b, int *c)
{
	int r = min(a, b);

	*c = (a < b) ? a : b;
	if (b < a)
		return r;
	return b < a;
}
