/* The kernel allocators: kzalloc(), devm_kzalloc(), kcalloc(). */
#include <stddef.h>
#define GFP_KERNEL 0x10
struct device;
void *kzalloc(size_t n, int flags);
void *kcalloc(size_t n, size_t size, int flags);
void *devm_kzalloc(struct device *dev, size_t n, int flags);

struct chip {
	struct device *dev;
	unsigned int regs[64];
	struct chip_irq *irqs;
};
struct chip_irq {
	int hwirq, virq;
};

int chip_probe(struct device *dev, struct chip **out)
{
	struct chip *chip;

	chip = devm_kzalloc(dev, sizeof(chip), GFP_KERNEL);
	if (!chip)
		return -12;
	chip->irqs = kcalloc(8, sizeof(chip->irqs), GFP_KERNEL);
	*out = chip;
	return 0;
}

struct chip *chip_alloc(void)
{
	struct chip *c = kzalloc(sizeof(c), GFP_KERNEL);

	return c;
}
