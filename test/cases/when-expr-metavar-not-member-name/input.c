void a(struct dev *d)
{
	start(name);
	check(d->name);
	stop(name);
}

void b(struct dev d)
{
	start(name);
	check(d.name);
	stop(name);
}

void c(struct dev *d)
{
	start(name);
	check(name);
	stop(name);
}
