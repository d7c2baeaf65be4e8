int flags(int x, int y)
{
	int a = FLAG_A + FLAG_B;

	return a + x + y;
}
