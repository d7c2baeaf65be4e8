int arrow(struct dev *d)
{
	int name = 0;

	check(d->spec->name);
	return name;
}

int dot(struct dev d)
{
	int name = 0;

	check(d.name);
	return name;
}

int other_field(struct dev *d)
{
	check(d->spec->size);
	return 0;
}
