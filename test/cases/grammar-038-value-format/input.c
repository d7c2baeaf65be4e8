void h(void)
{
	f(1);
	f(0x1);
	f(01);
	f(2);
}
