void f(void)
{
	int a = 1, b = 2;
	int c = 3;
	int d, e;
	static int g = 4, h;
}
