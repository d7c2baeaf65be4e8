void f(int a, int b)
{
	use(a);
	use(b);
}
