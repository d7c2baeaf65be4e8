int f(int x)
{
	int d;

	d = find(x);
	use_checked(d);
	return 0;
}
