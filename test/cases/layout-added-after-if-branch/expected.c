void f(int a)
{
	if (verify(a))
		bar(a);
	done();
	while (a)
		a--;
}
