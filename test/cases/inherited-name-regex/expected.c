void g(void)
{
	int bar;
}
