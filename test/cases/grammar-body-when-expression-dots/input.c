void f(int x, int y)
{
	foo(1, y);
}
