int arrow(struct dev *d)
{
	check(d->spec->name);
	return 0;
}

int designator(void)
{
	struct dev v = { .name = 1 };

	check(&v);
	return 0;
}

int call(int x)
{
	int name = 0;

	check(name(x));
	return name;
}
