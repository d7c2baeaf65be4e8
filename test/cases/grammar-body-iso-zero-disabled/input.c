void f(int a, int b, int *p)
{
	if (a == 0)
		b++;
	if (0 == a)
		b++;
	if (!a)
		b++;
	b = !a;
	b = (a == 0);
	if (a != 0)
		b++;
	if (0 != a)
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
