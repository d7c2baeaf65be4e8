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

/* Is token t changed the way token first is (removed, starred)? */
static bool changed_alike(const struct cfix_rule *rule, uint32_t first,
			  uint32_t t)
{
	return rule->remove[t] == rule->remove[first] &&
	       (!rule->star || rule->star[t] == rule->star[first]);
}

bool cfix__match_whens_void(const struct cfix_rule *rule,
			    const struct cfix_node *block,
			    const struct cfix_node *dots)
{
	uint32_t lb = block->first, rb = block->last;

	if (block->kind != CFIX_NODE_COMPOUND || block->nkids != 1 ||
	    block->kids[0] != dots || dots->kind != CFIX_NODE_DOTS ||
	    !block->parent || block->parent->kind == CFIX_NODE_FUNCTION ||
	    lb >= rb || strcmp(rule->toks[lb].text, "{") ||
	    strcmp(rule->toks[rb].text, "}"))
		return false;
	/* a brace or the dots changed on their own: the isomorphism's
	 * pattern is pure context, or all removed with the statement */
	if (!changed_alike(rule, lb, dots->first) ||
	    !changed_alike(rule, lb, rb))
		return false;
	/* code added inside the block has no place in a lone statement */
	for (uint32_t i = 0; i < rule->ninsertions; i++) {
		uint32_t a = rule->insertions[i].anchor;
		bool after = rule->insertions[i].after;

		if ((a > lb && a < rb) || (a == lb && after) ||
		    (a == rb && !after))
			return false;
	}
	/* `{ ... }@p`: spatch keeps the block pattern as written */
	for (uint32_t k = 0; k < rule->npositions; k++)
		if (rule->positions[k].node == block ||
		    (rule->positions[k].tok >= lb &&
		     rule->positions[k].tok <= rb))
			return false;
	return true;
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
