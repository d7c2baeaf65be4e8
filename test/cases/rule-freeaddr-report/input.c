/* free() of a field's address and of a variable's address. */
#include <stdlib.h>

struct conf {
	char name[16];
	char *path;
};

void conf_free(struct conf *c)
{
	char *tmp = c->path;

	free(&c->name);
	free(&tmp);
	free(c->path);
	free(c);
}
