void h(void)
{
	g();
	g();
	g();
	f(2);
}
