int f(int a, int yy) { return 0; }

static int g(int a, int y)
{
	return x + y;
}
