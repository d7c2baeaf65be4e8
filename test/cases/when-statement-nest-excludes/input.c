int g(int x)
{
	int d;

	d = find(x);
	if (x)
		put(d);
	use(d);
	return 0;
}
