#include <string.h>
#include "dev.h"

void name_of(dev_t2 *d, const char *src)
{
	memcpy(d->name, src, sizeof(d->name));
}

void label_of(port_t *p, const char *src)
{
	memcpy(p->label, src, sizeof(p->label));
}
