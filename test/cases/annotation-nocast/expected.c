void *kmalloc(unsigned long size, unsigned int flags);

void *get(unsigned long n, gfp_t gfp_mask, int x)
{
	return kmalloc(n + x, gfp_mask);
}
