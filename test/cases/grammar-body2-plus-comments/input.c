int f(int x)
{
	foo(x);
	work(x);
	old(x);
	return 0;
}
