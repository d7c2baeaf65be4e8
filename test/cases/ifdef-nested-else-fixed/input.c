int reset(struct dev *d)
{
	int ret = 0;
#ifdef CONFIG_A
	ret = old_reset(d, 1);
#else
#ifdef CONFIG_B
	ret = old_reset(d, 2);
#else
	ret = old_reset(d, 3);
#endif
#endif
	return ret;
}
