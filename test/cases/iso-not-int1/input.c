int check(int a, long b, int *p)
{
	int r = 0;

	if (a == 0)
		r = 1;
	if (0 == a)
		r = 2;
	r = (a == 0) + !a;
	if (b == 0)
		r = 3;
	if (p == 0)
		r = 4;
	return r;
}
