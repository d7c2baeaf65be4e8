#define ARRAY_SIZE(a) (sizeof(a) / sizeof((a)[0]))

static int vals[4] = { 1, 2, 3, 4 };

#define NVALS (sizeof(vals)/sizeof(int))

unsigned long count(void)
{
	return (sizeof(vals)/sizeof(int));
}

unsigned long count2(void)
{
	return sizeof(vals)/sizeof(int) + ((sizeof(vals)/sizeof(int)));
}
