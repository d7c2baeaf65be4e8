/* sizeof(a) / sizeof(a[0]) and sizeof(a) / sizeof(*a) are ARRAY_SIZE(a),
 * and sizeof(a) / sizeof(T) with T the element type, also over two lines
 * and inside a loop condition. */
#define ARRAY_SIZE(a) (sizeof(a) / sizeof((a)[0]))

struct reg {
	unsigned int addr, val;
};

static const struct reg init_regs[] = {
	{ 0x10, 1 },
	{ 0x14, 0 },
};
static int irq_map[8];

int apply(void (*write)(unsigned int, unsigned int))
{
	unsigned int i;
	int n = 0;

	for (i = 0; i < ARRAY_SIZE(init_regs); i++)
		write(init_regs[i].addr, init_regs[i].val);
	n += ARRAY_SIZE(irq_map);
	n += ARRAY_SIZE(irq_map);
	return n;
}
