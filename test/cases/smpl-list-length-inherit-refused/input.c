void x(void)
{
	f(2);
	g();
}
