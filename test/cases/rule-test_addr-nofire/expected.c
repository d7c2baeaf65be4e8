/* Pointers compared with NULL, and addresses compared with each other.
 * Must not fire. */
#include <stddef.h>

struct dev {
	int *irq;
	struct dev *parent;
};

int dev_ok(struct dev *d)
{
	if (d == NULL || d->irq == NULL)
		return -1;
	if (&d->parent == &d->parent->parent)
		return -2;
	return *d->irq != 0;
}
