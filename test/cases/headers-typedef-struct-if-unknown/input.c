#include <string.h>
#include "dev.h"

void name_of(dev_t2 *d, const char *src)
{
	memcpy(d->name, src, sizeof(d->name));
}
