int g(void);
void f(int a, int b)
{
	b = inc(a);
	b = setf(a);
	b = odd(a);
	b = dbl(a);
	b = lt3(a);
	b = le4(a);
	b = gt5(a);
	b = eq6(a);
	b = ne7(a);
	b = g() == a;
	b = 8 - a;
	b = inc(a);
	b = a > 3;
	b = 3 < a;
}
