#include <stdio.h>
#include <string.h>

void flush_all(const char *s)
{
	flush_stream(stdout);
	flush_stream(stderr);
	if (strlen(s) > 3)
		fflush(NULL);
}
