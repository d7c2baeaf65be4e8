void f(void)
{
	int *p;
	int *a, b;
	int c;
}
