int f(int x)
{
	u8 y = x;

	if (!y & 4)
		return 1;
	return 0;
}
