/* The same bug on a struct pointer and on an array parameter (which is a
 * pointer: clang types `buf` as char *).  The rule's `T *E` is any
 * pointer; spatch reports only the first. */
#include <string.h>

struct ctx {
	int state[8];
};

void reset(struct ctx *c, char buf[32])
{
	memset(c, 0, sizeof(c));
	memset(buf, 0, sizeof(buf));
}
