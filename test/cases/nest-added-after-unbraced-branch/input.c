void f(int a)
{
	foo(a);
	if (a)
		foo(2);
	else
		foo(3);
	while (a--)
		foo(4);
}
