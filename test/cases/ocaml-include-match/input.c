void *get(int), *find(int);

int a(int i)
{
	void *p;

	p = get(i);
	if (!p)
		return 1;
	return 0;
}

int b(int i)
{
	void *p;

	p = get(i);
	if (p == 0)
		return 1;
	return 0;
}

int c(int i)
{
	void *q;

	q = find(i);
	if (q == 0)
		return 1;
	return 0;
}
