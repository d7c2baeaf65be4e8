/* A dereference under sizeof reads nothing, and one behind a NULL test
 * of the same condition is guarded: neither uses the allocation
 * unchecked.  The store through it afterwards, unchecked, is reported. */
#include <stdlib.h>
#include <string.h>

struct table {
	int *slots;
	char *id;
};

static int *slots;

void name_slots(int *s, size_t size);

int alloc_slots(int n)
{
	slots = calloc(n, sizeof(*slots));
	name_slots(slots, n * sizeof(*slots));
	return slots != NULL;
}

int make_table(struct table *t, const char *id)
{
	t = calloc(1, sizeof(*t));
	if (t == NULL || !(t->id = strdup(id)))
		return -1;
	return 0;
}

int make_table_short(struct table *t, const char *id)
{
	t = malloc(sizeof(*t));
	if (!t || !(t->id = strdup(id)))
		return -1;
	return 0;
}

int make_table_unchecked(struct table *t)
{
	t = calloc(1, sizeof(*t));
	t->slots = NULL;
	return 0;
}

int first_slot(int n)
{
	int *s = malloc(n * sizeof(*s));

	s[0] = n;
	return n;
}
