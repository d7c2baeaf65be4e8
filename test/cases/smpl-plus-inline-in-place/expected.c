void g(int);

int f(int a)
{
	g(a);
	return 0;
}

int h(int a)
{
	g(a);
	return
		1;
}
