int g(void)
{
	char buf[16][2];
	return 0;
}

int g(void)
{
	int *p;
	return 0;
}
