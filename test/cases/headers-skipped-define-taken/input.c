#include <dev.h>

int f(int fd)
{
	if (dev_lock(fd) < 0)
		return 1;
	return 0;
}
