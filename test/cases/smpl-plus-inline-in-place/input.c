void g(int);

int f(int a)
{
	int ret = 0;
	g(a);
	return ret;
}

int h(int a)
{
	int r = 1;
	g(a);
	return
		r;
}
