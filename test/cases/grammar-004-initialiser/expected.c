void f(void)
{
	long a = 3;
	int b[2] = { 1, 2 };
}
