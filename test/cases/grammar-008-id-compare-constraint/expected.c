void f(void)
{
	alpha(0);
	beta();
	gamma(0);
	delta(2);
	omega(3);
}
