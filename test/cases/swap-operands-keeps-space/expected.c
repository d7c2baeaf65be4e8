int f(int x)
{
	int v = (x << 2) | 4;

	return x == 0;
}
