void setup(struct dev *d)
{
	lock(d);
	d->state = 1;
#ifdef CONFIG_PM
	release(d);
	pm_put(d);
#else
	release(d);
#endif
}
