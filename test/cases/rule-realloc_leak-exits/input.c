/* p = realloc(p, n) whose failure branch right after ends the program
 * (exit(), abort()): the old block is not leaked, the process is gone.
 * A failure branch that returns still loses it. */
#include <stdio.h>
#include <stdlib.h>

void *xrealloc(void *p, size_t n)
{
	p = realloc(p, n);
	if (p == NULL) {
		fprintf(stderr, "out of memory\n");
		exit(10);
	}
	return p;
}

char *grow(char *s, size_t n)
{
	s = realloc(s, n);
	if (!s)
		abort();
	return s;
}

int grow_list(int **list, size_t n)
{
	*list = realloc(*list, n * sizeof(**list));
	if (*list == NULL) {
		fprintf(stderr, "out of memory\n");
		return -1;
	}
	return 0;
}
