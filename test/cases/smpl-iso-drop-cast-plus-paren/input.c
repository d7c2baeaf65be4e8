struct device { void *driver_data; };
void dev_set_drvdata(struct device *d, void *p);
void put(void *p);
void put2(void *p, int n);

void f(struct device *d, int *p)
{
	d->driver_data = p;
	d->driver_data = (void *)p;
	put(p);
}
