/* A .cfix saying "review-fixes: true" applies array_size's fix, marked
 * "review", as --review-fixes would. */
#define ARRAY_SIZE(a) (sizeof(a) / sizeof((a)[0]))

static int irq_map[8];

int count(void)
{
	return ARRAY_SIZE(irq_map);
}
