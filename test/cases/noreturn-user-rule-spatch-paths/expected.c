#include <stdlib.h>

#define NORETURN __attribute__((__noreturn__))

NORETURN void die(const char *err, ...);

void drop(char *value)
{
	free(value);
	die("cannot read note data");
}

int finish(char *buf)
{
	free(buf);
	exit(1);
	return 0;
}
