/* Unsigned values compared < 0 (never true) or >= 0 (always true): the
 * builtin spellings, size_t, the kernel's u32 and __u16, a cast, and an
 * unsigned subtraction (whose type is unsigned int). */
#include <stddef.h>
typedef unsigned int u32;
typedef unsigned short __u16;

int get_value(void);

int check(unsigned int count, size_t len, u32 ret, __u16 port,
	  unsigned long flags, unsigned head, unsigned tail)
{
	if (count < 0)
		return -1;
	if (len < 0)
		return -2;
	ret = get_value();
	if (ret < 0)
		return ret;
	if (port >= 0)
		port++;
	while (flags >= 0 &&
	       (unsigned char)flags < 0)
		flags--;
	if (head - tail < 0)
		return -3;
	return 0;
}
