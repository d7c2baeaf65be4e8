void flush_all(struct dev *d)
{
#ifdef CONFIG_Q
	d->x = 1;
#else
#endif
	done(d);
}
