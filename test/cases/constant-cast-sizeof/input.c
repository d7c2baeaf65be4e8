struct buf { int len; char data[16]; };

#define BUF_EMPTY 0

static unsigned long buf_size(void)
{
	unsigned long size = sizeof(struct buf);

	return size;
}

static int buf_shift(void)
{
	int shift = (int)3;

	return shift;
}

static long buf_none(void)
{
	long none = (long)-BUF_EMPTY;

	return none;
}

static void *buf_null(void)
{
	void *p = (void *)0;

	return p;
}

static int buf_len(struct buf *b)
{
	int len = b->len;

	return len;
}
