#define __lockattr __attribute__((unused))

NEW_LOCK(b, a);
static NEW_LOCK(d, c);
DEFINE_LOCK(e, f);
NEW_LOCK(1, g);
OTHER_LOCK(h, i) __lockattr;

int f(void)
{
	return 0;
}
