void f(int a, int b);

void h(int a, int b)
{
	f(a, b);
}
