/* The file names only the wrapper g_free(), never free(): the
 * prefilter must still let it be parsed, so the built-in ifnullfree
 * rule finds the test before it (the same with --no-prefilter). */
void g_free(void *p);

void drop(char *buf)
{
	if (buf)
		g_free(buf);
}
