void f(void)
{
	char tmp[16], name[8];
	int n, tmp[4][2];
	long tmp;
}
