#include <string.h>
#define CREATE_TRACE_POINTS
#include "dev_trace.h"

void name_of(struct dev *d, const char *src)
{
	memcpy(d->name, src, sizeof(d->name));
}
