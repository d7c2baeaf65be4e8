#include "sub/flex.h"

int msg_size(struct msg *m)
{
	return m->len + MSG_EMPTY(m);
}
