void f(int n)
{
	int *data = kzalloc(n + 1, GFP_KERNEL);
	foo();
}

void g(int n)
{
	char *p;
	p = kzalloc(n, GFP_KERNEL);
}

void h(int n)
{
	int z, *q = kzalloc(n, GFP_KERNEL);
}
