struct buf { int len; char data[16]; };

#define BUF_EMPTY 0

static unsigned long buf_size(void)
{
	return sizeof(struct buf);
}

static int buf_shift(void)
{
	return (int)3;
}

static long buf_none(void)
{
	return (long)-BUF_EMPTY;
}

static void *buf_null(void)
{
	return (void *)0;
}

static int buf_len(struct buf *b)
{
	int len = b->len;

	return len;
}
