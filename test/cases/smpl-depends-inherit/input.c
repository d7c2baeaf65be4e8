void h(int a, int b)
{
	mark(a);
	use(a);
	use(b);
	never();
}
