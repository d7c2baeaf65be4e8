int f(int x)
{
	int d;

	d = find(x);
	use(d);
	return 0;
}
