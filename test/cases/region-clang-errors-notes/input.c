#include "dev.h"

#define FLAG_A 0x4

int with_errors(struct dev *d)
{
	check_field(d, int);
	check_field(d, long);
	check_field(d, char);
	check_field(d, short);
	return !d->flags & FLAG_A;
}

DEFINE_LOCK(dev_lock)

int after_define(struct dev *d)
{
	return !d->flags & FLAG_A;
}

int fine(struct dev *d)
{
	return !d->flags & FLAG_A;
}
