int m(int a, int b)
{
	int x = old(a);
	if (b)
		x += old(b + 1);
	return x;
}
