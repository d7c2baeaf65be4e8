void unused(void);
int x = 1;

int f(void)
{
	unused();
	int z = 3;

	return z;
}

int g(void)
{
	unused();
	return x;
}
