/* malloc(strlen(s)) then strcpy(): one byte short; the second copy has
 * its + 1 already. */
#include <stdlib.h>
#include <string.h>

char *dup2(const char *s, char **out)
{
	char *c = malloc(strlen(s) + 1);

	*out = malloc(strlen(s) + 1);
	strcpy(*out, s);
	strcpy(c, s);
	return c;
}
