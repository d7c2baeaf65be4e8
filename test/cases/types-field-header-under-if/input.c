#include <string.h>
#include "inc/cond.h"

void clear(struct cond *c)
{
	memset(c->p, 0, sizeof(c->p));
}
