/* A pointer copied from a place that keeps the block (lmdb's midl.c:
 * `MDB_IDL idn = *idp - 1; idn = realloc(idn, n);`): on failure *idp
 * still holds the old block, so nothing is lost.  A copy of a call's
 * result, or a copy assigned anew before the call, is still reported. */
#include <stdlib.h>
#include <string.h>

struct buf {
	char *data;
	size_t len;
};

int grow_list(long **idp, size_t num)
{
	long *idn = *idp - 1;

	idn = realloc(idn, (*idn + num + 2) * sizeof(long));
	if (!idn)
		return -1;
	*idn++ += num;
	*idp = idn;
	return 0;
}

int grow_field(struct buf *b, size_t n)
{
	char *data;

	data = b->data;
	data = realloc(data, n);
	if (!data)
		return -1;
	b->data = data;
	return 0;
}

int grow_slot(char **slots, int i, size_t n)
{
	char *s = slots[i];

	s = realloc(s, n);
	if (!s)
		return -1;
	slots[i] = s;
	return 0;
}

char *grow_fresh(size_t n)
{
	char *p = malloc(16);

	p = realloc(p, n);
	return p;
}

int grow_reassigned(struct buf *b, size_t n)
{
	char *data = b->data;

	data = strdup("x");
	data = realloc(data, n);
	if (!data)
		return -1;
	b->data = data;
	return 0;
}
