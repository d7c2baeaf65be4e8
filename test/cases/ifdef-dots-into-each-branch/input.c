void setup(struct dev *d)
{
	lock(d);
	d->state = 1;
#ifdef CONFIG_PM
	unlock(d);
	pm_put(d);
#else
	unlock(d);
#endif
}
