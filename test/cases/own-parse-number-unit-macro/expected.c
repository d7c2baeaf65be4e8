/* lz4's size units: a macro after a number */
#define KB *(1 <<10)
#define MB *(1 <<20)

static const unsigned sizes[4] = { 64 KB, 256 KB, 1 MB, 4 MB };

char *block(int n, char *p)
{
	size_t step = 64 MB;

	if (n > 1 KB)
		kfree(p);
	p = kmalloc(4 MB, GFP_KERNEL);
	return p;
}
