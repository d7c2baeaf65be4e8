void h(int x)
{
	foo(x);
	if (x)
		y = foo(x + 1);
	while (foo(2))
		x--;
}
