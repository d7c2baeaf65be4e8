#include <stdio.h>

FILE *open_config(const char *path)
{
	FILE *f;

	f = fopen(path, "r");
	if (!f)
		return NULL;
	return f;
}

int count_lines(const char *path)
{
	FILE *f;
	int n = 0;

	f = fopen(path, "r");
	if (!f)
		return -1;
	while (fgetc(f) != EOF)
		n++;
	return n;
}

int first_line_length(const char *path)
{
	FILE *f;
	int n = 0;

	f = fopen(path, "r");
	if (f == NULL)
		return -1;
	while (fgetc(f) != '\n')
		n++;
	fclose(f);
	return n;
}
