/*
 * What flow.c's walk of a `...`'s paths keeps aside: which kind a when
 * clause is (`when != P`, `when = P`, a modifier), and the memo of
 * results per statement.  Nothing here matches code, so the walk's one
 * circle of calls (flow.c and structure.c) stays the only one.
 */
#include "whens.h"

#include <stdlib.h>
#include <string.h>

bool cfix__match_when_is_plain(const struct cfix_node *when)
{
	return when->kind == CFIX_NODE_WHEN && when->nkids &&
	       !strcmp(when->op, "!=");
}

bool cfix__match_when_is_always(const struct cfix_node *when)
{
	return when->kind == CFIX_NODE_WHEN && when->nkids &&
	       !strcmp(when->op, "=");
}

bool cfix__match_when_has_plain(const struct cfix_node *dots)
{
	for (uint32_t w = 0; w < dots->nkids; w++)
		if (cfix__match_when_is_plain(dots->kids[w]))
			return true;
	return false;
}

bool cfix__match_when_has_always(const struct cfix_node *dots)
{
	for (uint32_t w = 0; w < dots->nkids; w++)
		if (cfix__match_when_is_always(dots->kids[w]))
			return true;
	return false;
}

static size_t memo_slot(const struct memo *mm, const struct cfix_node *key)
{
	size_t h = ((uintptr_t)key >> 4) * 0x9e3779b97f4a7c15ull;

	for (h &= mm->cap - 1; mm->keys[h] && mm->keys[h] != key;
	     h = (h + 1) & (mm->cap - 1))
		;
	return h;
}

bool cfix__match_memo_get(const struct memo *mm, const struct cfix_node *key,
			  uint8_t *out)
{
	size_t h;

	if (!mm->cap)
		return false;
	h = memo_slot(mm, key);
	if (!mm->keys[h])
		return false;
	*out = mm->values[h];
	return true;
}

void cfix__match_memo_put(struct memo *mm, const struct cfix_node *key,
			  uint8_t value)
{
	size_t h;

	if (2 * (mm->len + 1) > mm->cap) {
		struct memo bigger = { .cap = mm->cap ? 2 * mm->cap : 64 };

		bigger.keys = cfix_xcalloc(bigger.cap, sizeof(*bigger.keys));
		bigger.values = cfix_xcalloc(bigger.cap, 1);
		for (size_t i = 0; i < mm->cap; i++)
			if (mm->keys[i])
				cfix__match_memo_put(&bigger, mm->keys[i],
						     mm->values[i]);
		cfix__match_memo_release(mm);
		*mm = bigger;
	}
	h = memo_slot(mm, key);
	if (!mm->keys[h])
		mm->len++;
	mm->keys[h] = key;
	mm->values[h] = value;
}

void cfix__match_memo_release(struct memo *mm)
{
	free(mm->keys);
	free(mm->values);
	*mm = (struct memo){ 0 };
}

/*
 * Code kept unparsed (an asm statement, `asm volatile("mrs %0, ..." :
 * "=r" (val))`) that spells the name a `when != x` looks for: x occurs
 * there.  spatch reads an asm's operands as expressions, so
 * misc/returnvar's `... when != ret` does not pass the asm that writes
 * ret.
 */
bool cfix__match_name_in_unparsed(const struct matcher *m,
				   const struct cfix_node *pat,
				   const struct cfix_node *node)
{
	const char *name = pat->text;

	if (!node || node->kind != CFIX_NODE_UNKNOWN ||
	    pat->kind != CFIX_NODE_IDENT || node->first > node->last)
		return false;
	if (pat->metavar >= 0) {
		const struct binding *b = &m->bindings[pat->metavar];

		if (!b->set || b->value || b->first != b->last)
			return false;
		name = m->source->toks[b->first].text;
	}
	for (uint32_t t = node->first; name && t <= node->last; t++)
		if (m->source->toks[t].kind == CFIX_TOK_IDENT &&
		    !strcmp(m->source->toks[t].text, name))
			return true;
	return false;
}
