int m(int a, int b)
{
	int x = new(a);
	if (b)
		x += new(b + 1);
	return x;
}
