int g(int);

void f(int a)
{
	foo(a);
	if (a)
		foo(g(2));
	foo(3);
}
