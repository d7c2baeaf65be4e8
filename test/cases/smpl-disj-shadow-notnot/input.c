int f(int a, int b)
{
	return !!(a & 2) || !(b & 8);
}
