int f(int a, int b)
{
	return (a == 1) == !(b & 4) || !(b & 8) || !!(a & 2);
}
