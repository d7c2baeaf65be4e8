int f(int a)
{
	int x = 0;

	while (a > 0) {
		a--;
	}
	if (a)
		x++;
	x = a;
	return x;
}
