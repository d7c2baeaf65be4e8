void f(void)
{
	int a = 3;
	int b[2] = { 1, 2 };
}
