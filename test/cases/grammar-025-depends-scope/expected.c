void f(int a)
{
	started();
	use(a);
	use(a + 1);
	finished();
}
