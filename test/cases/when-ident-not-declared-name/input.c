int designator(void)
{
	int name = 0;
	struct dev v = { .name = 1 };

	check(&v);
	return name;
}

int label(void)
{
	int name = 0;

	goto name;
name:
	return name;
}

int inner(int x)
{
	int name = 0;

	{
		int name = f(x);
		check(x);
	}
	return name;
}
