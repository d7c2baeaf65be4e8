int arrow(struct dev *d)
{
	int name = 0;

	check(d->spec->name);
	return name;
}

int designator(void)
{
	int name = 0;
	struct dev v = { .name = 1 };

	check(&v);
	return name;
}

int call(int x)
{
	int name = 0;

	check(name(x));
	return name;
}
