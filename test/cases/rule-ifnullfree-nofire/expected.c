/* Tests before free() that do more than skip a NULL.  Must not fire. */
#include <stddef.h>
void free(void *p);
void log_free(const char *what);

struct conf {
	char *name;
	char *path;
	int owned;
};

void conf_clear(struct conf *c)
{
	if (c->owned)			/* tests another thing */
		free(c->name);
	if (c->name)			/* an else branch */
		free(c->name);
	else
		log_free("name");
	if (c->path) {			/* more than the call */
		free(c->path);
		c->path = NULL;
	}
	if (c->name == NULL)		/* the opposite test */
		free(c->path);
}
