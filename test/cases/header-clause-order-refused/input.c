int f(int *p)
{
	if (p != NULL)
		return 1;
	return 0;
}
