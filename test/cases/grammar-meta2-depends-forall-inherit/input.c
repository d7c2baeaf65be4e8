void f(int a)
{
	use(a);
	use(a + 1);
	check(a);
	take(a);
	take(a + 1);
	give(a);
	give(a + 1);
}
