#define ARRAY_SIZE(a) (sizeof(a) / sizeof((a)[0]))

static int vals[4] = { 1, 2, 3, 4 };

#define NVALS ARRAY_SIZE(vals)

unsigned long count(void)
{
	return ARRAY_SIZE(vals);
}

unsigned long count2(void)
{
	return ARRAY_SIZE(vals) + (ARRAY_SIZE(vals));
}
