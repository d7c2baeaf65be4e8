int flags(int x, int y)
{
	int a = COMBINE;

	return a + x + y;
}
