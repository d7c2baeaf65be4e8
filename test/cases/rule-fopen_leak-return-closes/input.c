#include <stdio.h>
#include <stdarg.h>

/* Every path closes the stream: the last return closes it itself. */
int write_all(const char *path, const char *text)
{
	FILE *fp = fopen(path, "w");

	if (!fp)
		return -1;
	if (fputs(text, fp) < 0) {
		fclose(fp);
		return -1;
	}
	return fclose(fp);
}

/* The same, the stream assigned after its declaration. */
int append_line(const char *path, const char *line)
{
	FILE *fp;

	fp = fopen(path, "a");
	if (fp == NULL)
		return -1;
	fprintf(fp, "%s\n", line);
	return fclose(fp) ? -1 : 0;
}

/* A failed write returns without closing: reported, but not the
 * return that closes. */
int append_twice(const char *path, const char *line)
{
	FILE *fp;

	fp = fopen(path, "a");
	if (!fp)
		return -1;
	if (fprintf(fp, "%s\n", line) < 0)
		return -1;
	fprintf(fp, "%s\n", line);
	return fclose(fp);
}
