void h(void)
{
	f(1);
	f(2);
	f(3);
}
