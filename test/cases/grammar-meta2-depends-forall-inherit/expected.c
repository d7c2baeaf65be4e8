void f(int a)
{
	used(a);
	use(a + 1);
	check(a);
	taken(a);
	take(a + 1);
	given(a);
	give(a + 1);
}
