int f(int x)
{
	foo(x); x++;
	foo(x);
	return 0;
}
