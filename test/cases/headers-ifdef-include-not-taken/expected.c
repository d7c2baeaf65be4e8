#include <string.h>
#include "dev_trace.h"

void name_of(struct dev *d, const char *src)
{
	memcpy(d->name, src, sizeof(d->name));
}
