int g(void)
{
	long buf;
	return 0;
}

int g(void)
{
	long p;
	return 0;
}
