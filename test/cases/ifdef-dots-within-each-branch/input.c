void flush_all(struct dev *d)
{
#ifdef CONFIG_Q
	get(d);
	d->x = 1;
	put(d);
#else
	get(d);
	put(d);
#endif
	done(d);
}
