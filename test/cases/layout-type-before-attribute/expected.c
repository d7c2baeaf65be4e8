#define __init __attribute__((section(".init")))
static long __init f(void)
{
	return 0;
}
long __init g(void)
{
	return 0;
}
