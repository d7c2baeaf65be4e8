int call(int x)
{
	int name = 0;

	check(name(x));
	return name;
}

int size(void)
{
	int name = 0;

	check(sizeof(name));
	return name;
}

int member_index(struct dev *d)
{
	int name = 0;

	check(d->buf[name]);
	return name;
}

int member_only(struct dev *d)
{
	check(d->buf.name);
	return 0;
}
