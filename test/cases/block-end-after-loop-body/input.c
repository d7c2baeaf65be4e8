void f(int c, int d)
{
	if (c)
		if (d)
			foo();
	bar();
}

void g(int c, int d)
{
	if (c)
		while (d)
			foo();
	bar();
}

void h(int c, int d)
{
	if (c) {
		while (d)
			foo();
	}
	bar();
}
