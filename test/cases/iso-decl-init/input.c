void f(int n)
{
	int *data = kmalloc(n + 1, GFP_KERNEL);
	foo();
	memset(data, 0, n + 1);
}

void g(int n)
{
	char *p;
	p = (char *)kmalloc(n, GFP_KERNEL);
	memset(p, 0, n);
}

void h(int n)
{
	int z, *q = kmalloc(n, GFP_KERNEL);
	memset(q, 0, n);
}
