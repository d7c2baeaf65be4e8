int f(int xx, int yy) { return 0; }

static int g(int x, int y)
{
	return x + y;
}
