/* The kept call moves out to the removed test's indentation. */
void free(void *p);

void clear(char *a, char *b)
{
	if (a)
		free(a);
	if (b) {
		free(b);
	}
}
