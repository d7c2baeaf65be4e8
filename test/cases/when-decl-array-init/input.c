/* A block frees its buffer; a later block declares an array of the
 * same name (zstd's seekable_tests.c): the read there is of the new
 * array, not of the freed block.  The last function reads the freed
 * block itself. */
#include <stdlib.h>

void free_then_read(void *);

int later_string(int n)
{
	{
		char *buf = malloc(n);
		if (buf == NULL)
			return -1;
		free(buf);
	}
	{
		char const buf[] = "a string of its own";
		return buf[n];
	}
}

int later_sized(int n)
{
	{
		char *buf = malloc(n);
		free(buf);
	}
	{
		char buf[8] = "hello";
		return buf[n];
	}
}

int same(int n)
{
	char *buf = malloc(n);
	free(buf);
	return buf[n];
}
