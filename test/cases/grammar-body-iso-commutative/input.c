int g(void);
void f(int a, int b)
{
	b = 1 + a;
	b = FLAG | a;
	b = 1 & a;
	b = 2 * a;
	b = 3 > a;
	b = 4 >= a;
	b = 5 < a;
	b = 6 == a;
	b = 7 != a;
	b = g() == a;
	b = 8 - a;
	b = a + 1;
	b = a > 3;
	b = 3 < a;
}
