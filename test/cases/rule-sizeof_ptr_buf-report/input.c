/* sizeof() of a pointer as the size of the buffer it points to. */
#include <stdio.h>
#include <string.h>
#include <unistd.h>

void fill(char *dst, const char *src, int fd)
{
	char local[64];

	memcpy(dst, src, sizeof(dst));
	snprintf(dst, sizeof(dst), "%s", src);
	read(fd, dst, sizeof(dst));
	memcpy(local, src, sizeof(local));
	snprintf(local, sizeof(local), "%s", src);
	puts(local);
}
