void *kmalloc(unsigned long size, unsigned int flags);

void *get(unsigned long n, unsigned int __nocast gfp_mask, int x)
{
	return kmalloc(n + x, gfp_mask);
}
