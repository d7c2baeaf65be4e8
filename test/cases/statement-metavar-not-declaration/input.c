int f(void)
{
	int x;
	char *p = 0;
	xxx(x, p);
	return 0;
}
