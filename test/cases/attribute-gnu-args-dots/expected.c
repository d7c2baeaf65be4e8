unsigned long __attribute__((noinline)) width(void)
{
	return 8;
}

unsigned long __attribute__((section(".text.fast"), cold)) height(void)
{
	return 4;
}
