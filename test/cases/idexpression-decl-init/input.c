#include <stdio.h>

FILE *log_file;

int first_char(const char *path)
{
	FILE *fp = fopen(path, "r");
	int c = fp ? fgetc(fp) : -1;

	if (fp)
		fclose(fp);
	return c;
}

void reopen(const char *path)
{
	FILE *fp;

	fp = fopen(path, "r");
	fclose(fp);
}

void open_log(const char *path)
{
	log_file = fopen(path, "a");
}
