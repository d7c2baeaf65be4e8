/* realloc() to size 0 frees the block, and an old pointer copied just
 * before the call is still there to free: neither is a leak.  A copy
 * overwritten before the call does not count. */
#include <stdlib.h>

char *grow_saved(char *line, size_t n)
{
	char *old = line;

	line = realloc(line, n);
	if (line == NULL) {
		free(old);
		return NULL;
	}
	return line;
}

char *grow_assigned(char *line, size_t n)
{
	char *old;

	old = line;
	line = realloc(line, n);
	if (line == NULL)
		free(old);
	return line;
}

void *drop(void *p)
{
	p = realloc(p, 0);
	return p;
}

char *grow_lost(char *line, char *other, size_t n)
{
	char *old = line;

	old = other;
	line = realloc(line, n);
	free(old);
	return line;
}

char *grow(char *line, size_t n)
{
	line = realloc(line, n);
	return line;
}
