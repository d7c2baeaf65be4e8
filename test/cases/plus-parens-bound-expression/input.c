void f(int a, int b)
{
	int x = narrow(a + b);
	int y = narrow(a);
	int z = narrow(a ? b : 0);

	twice(a | b, b - 1);
	twice(a, b);
}
