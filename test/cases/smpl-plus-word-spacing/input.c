int g(void)
{
	int x;

	return 0;
}
