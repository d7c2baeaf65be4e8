int f(void)
{
	int i;
	int a, b;

	for (i = 0; i < 3; i++)
		a = b = 1;
	return i + a + b;
}
