void f(void)
{
	int a = 1, b = 2;
	int c = 3;
	int d = 0, e = 0;
	static int g = 4, h = 0;
}
