/* less's filename.c: a macro giving the whole for head */
#define SCAN_GLOB_LIST(list, p) p = list; *p != '\0'; p++

int count_globs(char *list)
{
	char *p;
	int n = 0;

	for (SCAN_GLOB_LIST(list, p)) {
		n += new_width(p);
	}
	for (p = list; *p != '\0'; p++)
		n += new_width(p);
	return n;
}
