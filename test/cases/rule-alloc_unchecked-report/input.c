/* Allocations dereferenced before any test; the checked ones are not
 * reported. */
#include <stdlib.h>
#include <string.h>

struct obj {
	int refs;
	char *name;
};

struct obj *obj_new(const char *name)
{
	struct obj *o = malloc(sizeof(*o));

	o->refs = 1;
	o->name = strdup(name);
	if (!o->name) {
		free(o);
		return NULL;
	}
	return o;
}

struct obj *obj_new_checked(void)
{
	struct obj *o;

	o = calloc(1, sizeof(*o));
	if (o == NULL)
		return NULL;
	o->refs = 1;
	return o;
}
