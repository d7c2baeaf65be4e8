int max(int a, int b);

void f(int a, int b)
{
	a = max(a, b);
	if (a)
		b = max(b, a);
}
