void f(int a)
{
	use(a);
	use(a + 1);
	check(a);
	go();
	came();
	stay();
}
