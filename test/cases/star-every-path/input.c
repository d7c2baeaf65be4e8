#include <stdio.h>

int first_char(const char *path)
{
	int c;
	FILE *fp;
	fp = fopen(path, "r");

	if (!fp)
		return -1;
	c = fgetc(fp);
	return c;
}

int closed(const char *path)
{
	FILE *fp = fopen(path, "r");

	if (!fp)
		return -1;
	fclose(fp);
	return 0;
}
