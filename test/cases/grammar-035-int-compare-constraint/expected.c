void h(void)
{
	g(1);
	g(2);
	f(3);
}
