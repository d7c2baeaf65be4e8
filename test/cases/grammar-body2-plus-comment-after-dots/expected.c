void run(struct dev *d)
{
	lock(d);
	/* tracing dropped */
	if (d->busy)
		wait(d);
	unlock(d);
}
