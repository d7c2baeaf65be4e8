struct dev;

static void *dev_alloc(struct dev *d, unsigned int __nocast flags, int n)
{
	void *p = kzalloc(n * 16, flags);
	return p;
}

static void *other(int __nocast flags)
{
	return kmalloc(8, flags);
}
