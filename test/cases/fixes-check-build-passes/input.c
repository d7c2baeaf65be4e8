/* --check-build with the file's compile command: ARRAY_SIZE is defined
 * here, so array_size's fix compiles and is applied with notand's. */
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
