void work(struct dev *d)
{
	start(d);
#ifdef CONFIG_X
	poke(d);
#else
	d->n++;
#endif
	finish(d);
}
