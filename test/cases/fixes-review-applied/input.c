/* With --review-fixes, the fix of array_size (marked "review") is
 * applied beside that of notand (marked "safe"). */
#define ARRAY_SIZE(a) (sizeof(a) / sizeof((a)[0]))

static int irq_map[8];

int count(void)
{
	return sizeof(irq_map) / sizeof(irq_map[0]);
}

int active(int flags)
{
	return !flags & 4;
}
