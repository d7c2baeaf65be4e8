#define __lockattr __attribute__((unused))

DEFINE_LOCK(a, b) __lockattr;
static DEFINE_LOCK(c, d) __lockattr;
DEFINE_LOCK(e, f);
DEFINE_LOCK(g, 1) __lockattr;
OTHER_LOCK(h, i) __lockattr;

int f(void)
{
	return 0;
}
