void f(void)
{
	static long x = 2;
	static long z = 2;
	register long w = 2;
}

static inline bool a(int x)
{
	bool ret = false;
	return ret;
}

static nokprobe_inline bool b(int x)
{
	bool ret = false;
	return ret;
}

static __attribute__((unused)) bool d(int x)
{
	bool ret = false;
	return ret;
}
