int f(int x)
{
	x = 1;
	if (x)
		return missing + x;
	return x;
}
