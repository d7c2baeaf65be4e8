void g(int a, ...);
void h(int a, int b);

void f(int x)
{
	g(1);
	g(x, 3);
	h(x);
	h(x, 1);
}
