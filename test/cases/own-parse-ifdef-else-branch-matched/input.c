/* Every branch of an #ifdef chain of whole statements is in spatch's
 * control flow: the #elif and #else calls are fixed too. */
void sync_dev(struct dev *d)
{
	d->busy = 1;
#ifdef CONFIG_FAST
	old_flush(d->fast);
#elif defined(CONFIG_SLOW)
	if (d->slow)
		old_flush(d->slow);
#else
	{
		old_flush(d->queue);
	}
#endif
	d->busy = 0;
}
