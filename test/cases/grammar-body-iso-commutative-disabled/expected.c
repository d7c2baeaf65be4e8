int g(void);
void f(int a, int b)
{
	b = 1 + a;
	b = FLAG | a;
	b = odd(a);
	b = dbl(a);
	b = 3 > a;
	b = le4(a);
	b = 5 < a;
	b = 6 == a;
	b = ne7(a);
	b = g() == a;
	b = 8 - a;
	b = inc(a);
	b = a > 3;
	b = 3 < a;
}
