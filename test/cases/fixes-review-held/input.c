/* Built-in rules: array_size's fix is marked "review", notand's "safe".
 * By default only the safe fix is applied; the review one is reported
 * with its fix and how to apply it. */
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
