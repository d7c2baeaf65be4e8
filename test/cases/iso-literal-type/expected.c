long f(void)
{
	long a;
	a = 1 + AS_INT;
	a = 4294967296 + AS_INT;
	a = 0x10L + AS_LONG;
	a = 7ul + AS_ULONG;
	a = 2.5;
	return a;
}
