/* The usual layout: the call on its own line under the test, braced or
 * not.  The call moves out to the test's indentation. */
#include <stddef.h>
void free(void *p);

struct conf {
	char *name;
	char *path;
};

void conf_clear(struct conf *c)
{
	if (c->name)
		free(c->name);
	if (c->path != NULL) {
		free(c->path);
	}
}
