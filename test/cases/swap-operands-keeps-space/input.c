int f(int x)
{
	int v = 4 | (x << 2);

	return 0 == x;
}
