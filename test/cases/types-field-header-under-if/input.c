#include <string.h>
#include "inc/cond.h"

void clear_body(struct body *b)
{
	memset(b->name, 0, sizeof(b->name));
	memset(b->cb, 0, sizeof(b->cb));
}

void clear(struct cond *c)
{
	memset(c->p, 0, sizeof(c->p));
}
