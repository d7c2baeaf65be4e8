#include <stddef.h>
#include "dev.h"

DEFINE_LOCK(dev_lock)

int after_define(struct dev *d)
{
	if (!d->name)
		return 1;
	return d->count == NULL;
}
