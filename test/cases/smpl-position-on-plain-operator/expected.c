int flags(int n)
{
	int x = FLAG_A | FLAG_B;

	x = n + 1;
	return x + n + (FLAG_C | 4);
}
