char *name_of(struct dev *d)
{
	check(!d->spec->name);
	if (!d->buf)
		goto out;
	name = extract(d->buf);
out:
	return NULL;
}

int dot(struct dev d)
{
	check(d.size);
	return 0;
}
