int f(int a, int b)
{
	int r, s;

	r = zero(a);
	r = zero(b);
	s = zero((b));
	return r + s;
}
