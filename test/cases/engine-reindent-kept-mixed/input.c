/* The kept call moves out to the removed test's indentation where the
 * branch's indentation does not extend the test's (a tab under 4 spaces,
 * 2 spaces under 4); its later lines lose one tab's 8 columns from the
 * end of their indentation, as spatch 1.1.1 does. */
void free(void *p);

void clear(char *a, char *b, char *c)
{
    if (a)
	free(a
	     );
    if (b) {
	free(b
		 );
    }
    if (c)
  free(c
	  );
}
