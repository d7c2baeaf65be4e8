void f();

void g(int a)
{
	f(1, a, 3);
	f(4);
}
