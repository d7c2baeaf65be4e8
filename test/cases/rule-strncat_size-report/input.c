/* strncat()'s bound is the room left, not the size. */
#include <string.h>

void join(char *out, const char *a, const char *b)
{
	char d[32] = "";

	strncat(d, a, sizeof(d));
	strncat(d, b, sizeof(d) - strlen(d) - 1);
	strcat(out, d);
}
