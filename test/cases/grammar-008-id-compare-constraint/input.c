void f(void)
{
	alpha();
	beta();
	gamma();
	delta(2);
	omega(2);
}
