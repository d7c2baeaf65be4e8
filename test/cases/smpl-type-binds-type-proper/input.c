void f(void)
{
	static int x = 1;
	static const int z = 1;
	register unsigned long w = 1;
}

static inline bool a(int x)
{
	return false;
}

static nokprobe_inline bool b(int x)
{
	return false;
}

static __attribute__((unused)) bool d(int x)
{
	return false;
}
