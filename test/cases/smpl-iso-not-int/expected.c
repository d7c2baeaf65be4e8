int f(int a, int b, int *p)
{
	before();
	if (limit)
		a++;
	before();
	if (limit)
		b++;
	if ((a + 3) != 0)
		a--;
	while (ready())
		wait();
	while (ready())
		wait();
	while (p != 0)
		wait();
	if (f(a) != 0)
		b--;
	if (g(b))
		a--;
	return a + b;
}
