#define BUF_SIZE (CACHE_BYTES < 32 ? CACHE_BYTES : 32)

static int buf_size(void)
{
	return BUF_SIZE;
}

static int limit(int a, int b)
{
	return (a < b ? a : b);
}
