int check(int a, long b, int *p)
{
	int r = 0;

	if (is_zero(a))
		r = 1;
	if (is_zero(a))
		r = 2;
	r = (is_zero(a)) + is_zero(a);
	if (b == 0)
		r = 3;
	if (p == 0)
		r = 4;
	return r;
}
