/* strncpy() with the full size and no terminating store after it; the
 * second copy is terminated and is not reported. */
#include <stdio.h>
#include <string.h>

void names(const char *s)
{
	char a[16], b[16];

	strncpy(a, s, sizeof(a));
	strncpy(b, s, sizeof(b));
	b[sizeof(b) - 1] = '\0';
	printf("%s %s\n", a, b);
}
