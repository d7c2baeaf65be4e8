int f(int x, int z, int y)
{
	return x + y;
}
