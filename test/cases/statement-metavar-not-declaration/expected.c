int f(void)
{
	int x;
	char *p = 0;
	foo();
	xxx(x, p);
	return 0;
}
