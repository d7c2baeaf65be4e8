int f(int a, int c)
{
	alloc(a);
	if (c)
		return -1;
	release(a);
	get(a);
	if (c)
		return -2;
	put(a);
	return 0;
}
