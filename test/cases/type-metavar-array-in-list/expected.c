void f(void)
{
	char name[8];
	int n;
}
