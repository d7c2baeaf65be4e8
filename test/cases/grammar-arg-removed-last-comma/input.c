void g(int a, ...);
void h(int a, int b);

void f(int x)
{
	g(1, 2);
	g(x, 3, 2);
	h(x, 0);
	h(x, 1);
}
