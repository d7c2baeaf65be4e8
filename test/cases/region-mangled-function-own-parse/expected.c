#include "dev.h"

#define FLAG_A 0x4

DEFINE_LOCK(dev_lock)

int after_define(struct dev *d)
{
	if (!(d->flags & FLAG_A))
		return 1;
	return 0;
}

int plain(struct dev *d)
{
	return !(d->flags & FLAG_A);
}
