int f(int a, int b, int *p)
{
	if (a + 1 != 0)
		a++;
	if (0 != b + 2)
		b++;
	if ((a + 3) != 0)
		a--;
	while (a != 0)
		wait();
	while (0 != b)
		wait();
	while (p != 0)
		wait();
	if (f(a) != 0)
		b--;
	if (f(b))
		a--;
	return a + b;
}
