/* The address of a variable or field compared with NULL. */
#include <stddef.h>

struct dev {
	int irq;
	struct { int base; } regs;
};

int dev_ok(struct dev *d, int v)
{
	if (&d->regs == NULL)
		return -1;
	if (&v != NULL &&
	    &d->irq != NULL)
		return 1;
	return 0;
}

int dev_irq(struct dev *d)
{
	if (&d->irq)
		return d->irq;
	else
		return -1;
}
