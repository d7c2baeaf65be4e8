int g(int);

void f(int a)
{
	bar(a + 1);
	if (a)
		bar(g(2) + 1);
	bar(3 + 1);
}
