int max(int a, int b);

void f(int a, int b)
{
	a = b ? a : b;
	if (a)
		b = a ? b : a;
}
