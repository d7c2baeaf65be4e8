#define __init __attribute__((section(".init")))
static int __init f(void)
{
	return 0;
}
int __init g(void)
{
	return 0;
}
