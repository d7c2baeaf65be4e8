void f(int a)
{
	start();
	use(a);
	use(a + 1);
	done();
}
