/* sizeof(char) is 1: a count times it cannot overflow and stays;
 * other element sizes still move into calloc(). */
#include <stdlib.h>
#include <string.h>

typedef unsigned char byte;

char *copy_text(const char *s, long n)
{
	char *data = (char *)malloc(sizeof(char) * (n + 1));
	unsigned char *raw = malloc(n * sizeof(unsigned char));
	byte *b = malloc(sizeof(*b) * n);
	long *words = calloc(n, sizeof(long));

	memcpy(data, s, n);
	data[n] = '\0';
	free(raw);
	free(b);
	free(words);
	return data;
}
