/* memset() of sizeof(pointer): only 8 bytes are cleared. */
#include <stdlib.h>
#include <string.h>
typedef unsigned char u8;

void wipe(char *key, u8 *iv, void *ctx, size_t len)
{
	memset(key, 0, sizeof(key));
	memset(iv, 0,
	       sizeof(iv));
	memset(ctx, 0xff, sizeof ctx);
	(void)len;
}

char *line_new(void)
{
	char *line = malloc(128);

	if (line)
		memset(line, 0, sizeof(line));
	return line;
}
