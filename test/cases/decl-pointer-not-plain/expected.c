void f(void)
{
	int *p;
	int *a;
}
