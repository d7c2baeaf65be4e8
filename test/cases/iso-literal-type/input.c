long f(void)
{
	long a;
	a = 1;
	a = 4294967296;
	a = 0x10L;
	a = 7ul;
	a = 2.5;
	return a;
}
