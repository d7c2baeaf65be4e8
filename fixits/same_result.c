/*
 * same_result.c: whether a match's edits, conflicting with accepted
 * ones, still make the same code.  Two ways one rule matches a place
 * may write one fix by different edits: `- f(..., E, ...)` `+ h(E)` on
 * `f(a, a)` binds E to either `a`, removing `, a` or `a, `; both give
 * `h(a)`.  spatch applies such a fix once (its "already tagged token"
 * check compares the modifications, not the tokens they came from);
 * edits.c asks this before calling two matches of a rule a conflict.
 */
#include "fixits_internal.h"

#include <string.h>

/* Does accepted edit a touch [b, e]? */
static bool touches(const struct cfix_edit *a, uint32_t b, uint32_t e)
{
	return a->begin <= e && a->end >= b;
}

bool cfix__editset_same_result(const struct cfix_editset *set,
			       const struct cfix_edit_array *edits)
{
	const struct cfix_edit_array *acc = &set->edits;
	struct cfix_buf mine = CFIX_BUF_INIT, theirs = CFIX_BUF_INIT;
	uint32_t b, e;
	size_t first, last;
	bool grew = true, same;

	if (!edits->len)
		return false;
	b = edits->items[0].begin;
	e = edits->items[edits->len - 1].end;
	/* the span both sides rewrite: accepted edits touching it widen it
	 * until none sticks out */
	while (grew) {
		grew = false;
		for (size_t i = 0; i < acc->len; i++) {
			const struct cfix_edit *a = &acc->items[i];

			if (!touches(a, b, e))
				continue;
			if (a->begin < b)
				b = a->begin, grew = true;
			if (a->end > e)
				e = a->end, grew = true;
		}
	}
	for (first = 0; first < acc->len && !touches(&acc->items[first], b, e);
	     first++)
		;
	for (last = first; last < acc->len && touches(&acc->items[last], b, e);
	     last++)
		;
	cfix__edits_apply_span(&mine, set->text, b, e, edits->items, edits->len);
	cfix__edits_apply_span(&theirs, set->text, b, e, acc->items + first,
		      last - first);
	same = mine.len == theirs.len &&
	       !memcmp(mine.data, theirs.data, mine.len);
	cfix_buf_release(&mine);
	cfix_buf_release(&theirs);
	return same;
}
