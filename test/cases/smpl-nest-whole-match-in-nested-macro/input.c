#define TO_MILLI(val)		((val) * 1000)
#define OFFSET_TO_MILLI(val)	TO_MILLI((val) < 0 ? \
					 (val) | 0x70 : (val))

struct sensor {
	int offset;
	int limit;
};

static int offset_show(struct sensor *s, char *buf)
{
	return sprintf(buf, "%d\n", OFFSET_TO_MILLI(s->offset));
}

static int smaller(int a, int b)
{
	return (a < b ? a : b);
}
