int foo(void)
{
	bar_v2(a + 1);
	bar_v2();
	return 0;
}
