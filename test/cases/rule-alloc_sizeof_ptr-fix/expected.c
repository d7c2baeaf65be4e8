/* Allocations sized by the pointer they are assigned to: sizeof(p) is the
 * size of a pointer.  The fix sizes them by *p. */
#include <stdlib.h>

struct point {
	double x, y, z;
};

struct point *point_new(void)
{
	struct point *p;

	p = malloc(sizeof(*p));
	return p;
}

struct point *points_new(size_t n)
{
	struct point *pts = malloc(sizeof(*pts));
	struct point *more;

	more = calloc(n,
		      sizeof(*more));
	free(more);
	return pts;
}
