char *name_of(struct dev *d)
{
	char *name = NULL;

	check(!d->spec->name);
	if (!d->buf)
		goto out;
	name = extract(d->buf);
out:
	return name;
}

int dot(struct dev d)
{
	int size = 0;

	check(d.size);
	return size;
}
