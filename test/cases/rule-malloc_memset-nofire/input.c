/* Near misses: another size, a value other than 0, code between. */
#include <stdlib.h>
#include <string.h>

char *mk(size_t n)
{
	char *a = malloc(n + 1);
	char *b;

	memset(a, 0, n);
	b = malloc(n);
	memset(b, ' ', n);
	free(b);
	b = malloc(n);
	b[0] = 1;
	memset(b, 0, n);
	free(b);
	return a;
}
