/* Every branch of an #ifdef chain of whole statements is in spatch's
 * control flow: the #elif and #else calls are fixed too. */
void sync_dev(struct dev *d)
{
	d->busy = 1;
#ifdef CONFIG_FAST
	new_flush(d->fast);
#elif defined(CONFIG_SLOW)
	if (d->slow)
		new_flush(d->slow);
#else
	{
		new_flush(d->queue);
	}
#endif
	d->busy = 0;
}
