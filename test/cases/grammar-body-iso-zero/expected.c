void f(int a, int b, int *p)
{
	if (is0(a))
		zero(a);
	if (is0(a))
		zero(a);
	if (is0(a))
		zero(a);
	b = is0(a);
	b = is0(a);
	b = is0(a);
	if (a)
		nonzero(a);
	b = a;
	b = a != 0;
	if (a == 1)
		nonzero(a == 1);
	if (p)
		nonzero(p);
	if (is0(p))
		zero(p);
	if (a < 0)
		b--;
}
