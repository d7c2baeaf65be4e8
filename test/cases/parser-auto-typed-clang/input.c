#include <stddef.h>
#include "dev.h"

int dev_check(struct dev *d)
{
	if (d->name == NULL)
		return -1;
	if (d->count == NULL)
		return -2;
	return 0;
}
