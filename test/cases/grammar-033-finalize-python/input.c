void f(int a)
{
	use(a);
	use(a + 1);
}
