enum { false = 0, true = 1 };
typedef _Bool bool;

static bool f(void)
{
	bool ret = false;

	return ret;
}

static int h(void)
{
	return 0;
}
