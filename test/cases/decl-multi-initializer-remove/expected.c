void f(void)
{
	int a, b;
	int c;
	int d, e;
	static int g, h;
}
