/* The buffer is filled with POISON_FREE (0x6b, from a header), not zeroed:
 * kzalloc() is not its replacement.  Must not fire. */
#include <stddef.h>
#include "poison.h"
#define GFP_KERNEL 0x10
void *kmalloc(size_t n, int flags);
void *memset(void *p, int c, size_t n);

void *poisoned(size_t n)
{
	void *p;

	p = kmalloc(n, GFP_KERNEL);
	memset(p, POISON_FREE, n);
	return p;
}
