/* Allocations sized correctly, or by another object.  Must not fire. */
#include <stdlib.h>

struct point {
	double x, y, z;
};

struct point *point_new(struct point *tmpl)
{
	struct point *p;
	char **argv;

	p = malloc(sizeof(*p));
	p = malloc(sizeof(struct point));
	p = malloc(sizeof(tmpl));		/* another pointer: not this rule */
	argv = calloc(4, sizeof(*argv));
	free(argv);
	return p;
}
