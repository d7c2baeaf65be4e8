void pick(struct dev *d)
{
#if defined(CONFIG_ONE)
	trace_dev(d, __func__);
	d->mode = 1;
#elif defined(CONFIG_TWO)
	d->mode = 2;
	trace_dev(d, __func__);
#else
	trace_dev(d, __func__);
#endif
	go(d);
}
