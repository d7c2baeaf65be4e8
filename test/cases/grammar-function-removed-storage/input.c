long keep(long x)
{
	return x;
}

static inline int a(void)
{
	return 0;
}

long keep2(long x)
{
	return x;
}

static int b(void)
{
	return 1;
}

long keep3(long x)
{
	return x;
}
