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
