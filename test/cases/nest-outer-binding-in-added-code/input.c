void a(struct dev *d)
{
	int name = 0;
	use(d->name);
}

void b(struct dev *d)
{
	int name = 0;
	use(d->name + name);
}

void c(struct dev *d)
{
	int name = 0;
	use(name(d));
}
