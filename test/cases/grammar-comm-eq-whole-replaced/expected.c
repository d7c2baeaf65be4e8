int h(int a, int b)
{
	if (!a)
		return 1;
	return !b;
}
