void f(void)
{
	const long a;
	int b;
}
