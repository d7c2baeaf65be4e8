void f(int a, int c)
{
	start(a);
	if (c)
		halt(a);
}
