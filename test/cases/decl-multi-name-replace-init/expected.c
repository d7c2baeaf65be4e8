void f(void)
{
	int y = 1, y = 2;
	int y = 3;
	int d, e;
	static int y = 4, h;
}
