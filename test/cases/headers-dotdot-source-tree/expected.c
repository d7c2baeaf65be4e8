#include <string.h>
#include <base.h>
#include "../dev.h"

void name_of(struct dev *d, const char *src)
{
	memcpy(d->name, src, sizeof(d->name));
}
