/* The same pointer freed twice on the error path; a reassigned pointer
 * may be freed again. */
#include <stdlib.h>

int work(char *p, int fail)
{
	char *q = malloc(4);

	free(q);
	q = malloc(8);
	free(q);
	if (fail) {
		free(p);
		goto out;
	}
	return 0;
out:
	free(p);
	return -1;
}
