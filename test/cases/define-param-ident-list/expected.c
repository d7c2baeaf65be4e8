#include <stdio.h>

#define WRITE_ALL(fd, data, size) modern_write(fd, data, size)
#define WRITE_NONE(fd) modern_write(fd, NULL, 0)
#define READ_ALL(fd, data) legacy_read(fd, data)
#define WRITE_FMT(fd, fmt, ...) modern_write(fd, fmt, __VA_ARGS__)
#define WRITE_STDOUT legacy_write(1, NULL, 0)

int legacy_write(int fd, const void *p, ...);
