#include <dev.h>

int f(int fd)
{
	if (dev_read(fd) < 0)
		return 1;
	if (dev_setup() < 0)
		return 2;
	if (dev_len(fd) < 0)
		return 3;
	return 0;
}
