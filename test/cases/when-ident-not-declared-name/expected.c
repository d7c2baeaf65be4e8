int designator(void)
{
	struct dev v = { .name = 1 };

	check(&v);
	return 0;
}

int label(void)
{
	goto name;
name:
	return 0;
}

int inner(int x)
{
	{
		int name = f(x);
		check(x);
	}
	return 0;
}
