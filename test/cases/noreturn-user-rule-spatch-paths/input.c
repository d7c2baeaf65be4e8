#include <stdlib.h>

#define NORETURN __attribute__((__noreturn__))

NORETURN void die(const char *err, ...);

void drop(char *value)
{
	free(value);
	die("cannot read note data");
	free(value);
}

int finish(char *buf)
{
	free(buf);
	exit(1);
	free(buf);
	return 0;
}
