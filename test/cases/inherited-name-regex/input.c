void g(void)
{
	int foo;
	int bar;
	int foobar;
}
