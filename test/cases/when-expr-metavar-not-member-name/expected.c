void a(struct dev *d)
{
	start(name);
	check(d->name);
	stop_fast(name);
}

void b(struct dev d)
{
	start(name);
	check(d.name);
	stop_fast(name);
}

void c(struct dev *d)
{
	start(name);
	check(name);
	stop(name);
}
