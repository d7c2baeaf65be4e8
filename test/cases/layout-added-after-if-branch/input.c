void f(int a)
{
	if (check(a))
		bar(a);
	while (a)
		a--;
}
