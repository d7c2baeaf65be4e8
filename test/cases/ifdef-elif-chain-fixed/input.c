void pick(struct dev *d)
{
#if defined(CONFIG_ONE)
	trace(d);
	d->mode = 1;
#elif defined(CONFIG_TWO)
	d->mode = 2;
	trace(d);
#else
	trace(d);
#endif
	go(d);
}
