void f(int a, int b, int *p)
{
	if (is0(a))
		b++;
	if (is0(a))
		b++;
	if (!a)
		b++;
	b = !a;
	b = (is0(a));
	if (isn0(a))
		b++;
	if (isn0(a))
		b++;
	if (a)
		b++;
	b = a;
	if (a == 1)
		b++;
	if (p)
		b++;
	if (!p)
		b++;
}
