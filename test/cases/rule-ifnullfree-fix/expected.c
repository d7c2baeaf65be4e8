/* free(NULL) does nothing: the test before it goes, on one line, with
 * `!= NULL`, and braced. */
#include <stddef.h>
void free(void *p);

struct conf {
	char *name;
	char *path;
	char *user;
};

void conf_clear(struct conf *c)
{
	free(c->name);
	free(c->path);
	free(c->user);
}
