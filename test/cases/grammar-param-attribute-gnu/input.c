int add(int a, int b __attribute__((unused)), int c)
{
	return a + c;
}

int sub(int a __attribute__((aligned(4))), long b)
{
	return a - b;
}

int mul(int a, long b)
{
	return a * b;
}
