void run(struct dev *d)
{
	lock(d);
	if (d->busy)
		wait(d);
	trace(d);
	unlock(d);
}
