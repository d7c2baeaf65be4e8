#include <dev.h>

int f(int fd)
{
	if (dev_read(fd) < 0)
		return 1;
	if (dev_m(fd) < 0)
		return 2;
	if (dev_u(fd) < 0)
		return 3;
	return 0;
}
