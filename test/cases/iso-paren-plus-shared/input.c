int f(int a, int b)
{
	int r, s;

	r = !a;
	r = (b == 0);
	s = !b;
	return r + s;
}
