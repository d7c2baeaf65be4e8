void f(void)
{
	const int a;
	int b;
}
