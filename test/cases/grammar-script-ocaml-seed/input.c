int foo(void)
{
	bar(a + 1);
	marker();
	return 0;
}
