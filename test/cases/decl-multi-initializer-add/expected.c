void f(void)
{
	int a = 1 + 1, b = 2 + 1;
	int c = 3 + 1;
	int d, e;
	static int g = 4 + 1, h;
}
