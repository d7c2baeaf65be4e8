int h(int a, int b)
{
	if (0 == a)
		return 1;
	return b == 0;
}
