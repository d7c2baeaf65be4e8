#include <stddef.h>
#include "dev.h"

int with_errors(struct dev *d)
{
	report(d, int);
	if (d->name == NULL)
		return 1;
	return d->count == NULL;
}

int fine(struct dev *d)
{
	if (d->name == NULL)
		return 1;
	return d->count == NULL;
}
