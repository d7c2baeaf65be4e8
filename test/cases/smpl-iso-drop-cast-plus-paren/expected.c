struct device { void *driver_data; };
void dev_set_drvdata(struct device *d, void *p);
void put(void *p);
void put2(void *p, int n);

void f(struct device *d, int *p)
{
	dev_set_drvdata(d, p);
	dev_set_drvdata(d, p);
	put2(p, 1);
}
