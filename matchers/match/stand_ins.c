/*
 * stand_ins.c: the blanks around code an isomorphism matched in place of
 * the rule's tokens (`NULL == p` for not_ptr1's `!X`), removed as spatch
 * prints the plus code (`np(p)`, not `np( p)`); and the test "does an
 * action change this offset" the action passes share.
 */
#include "changes.h"

#include <string.h>

static uint32_t tok_begin(const struct matcher *m, struct span s)
{
	return m->source->toks[s.first].begin;
}

static uint32_t tok_end(const struct matcher *m, struct span s)
{
	return m->source->toks[s.last].end;
}

bool cfix__match_changed_at(const action_list *acts, uint32_t at, bool insert)
{
	for (size_t k = 0; k < acts->len; k++) {
		const struct cfix_action *a = &acts->items[k];

		if (insert ? a->kind == CFIX_ACTION_INSERT && a->begin == at
			   : a->kind == CFIX_ACTION_REMOVE && a->begin <= at &&
				     at < a->end)
			return true;
	}
	return false;
}

/*
 * Does rule token i, written glued to the next (`!X`), stand for other
 * code that the next one's follows after a space (`NULL == p` matched by
 * not_ptr1's `!X`)?  Its removal takes the space along, as spatch
 * prints the rule's `np(X)` as `np(p)`, not `np( p)`.
 */
static bool glued_stand_in(const struct matcher *m, uint32_t i)
{
	const struct cfix_rule *rule = m->rule;
	const struct cfix_source *src = m->source;
	struct span s = m->map[i];

	if (i + 1 >= rule->ntoks || !span_set(m->map[i + 1]) ||
	    m->map[i + 1].first != s.last + 1 ||
	    rule->toks[i].end != rule->toks[i + 1].begin)
		return false;
	return s.first != s.last ||
	       src->toks[s.first].end - src->toks[s.first].begin !=
		       strlen(rule->toks[i].text) ||
	       strncmp(src->text + src->toks[s.first].begin,
		       rule->toks[i].text, strlen(rule->toks[i].text));
}

/* Where the removal of rule token i ends (glued_stand_in()). */
uint32_t cfix__match_removal_end(const struct matcher *m, uint32_t i)
{
	return glued_stand_in(m, i) ? tok_begin(m, m->map[i + 1]) :
				       tok_end(m, m->map[i]);
}

/* Is what is added at offset at, if anything, an opening `(` (`isn(`),
 * not a word the code's next token would be glued to (`(u8 x)` with
 * `- u8` `+ uint8_t`)? */
static bool opens_at(const action_list *acts, uint32_t at)
{
	for (size_t k = 0; k < acts->len; k++) {
		const struct cfix_action *a = &acts->items[k];
		size_t len = a->text ? strlen(a->text) : 0;

		if (a->kind == CFIX_ACTION_INSERT && a->begin == at &&
		    (!len || a->text[len - 1] != '('))
			return false;
	}
	return true;
}

/*
 * The blanks after removed code that began a parenthesis (`(NULL == p)`
 * under is_null's `X == NULL`, the operands swapped, NULL and `==`
 * removed): removed with it, as spatch prints `(p)`, not `( p)`.
 */
void cfix__match_unspace_after_open(const struct matcher *m, action_list *acts)
{
	const char *text = m->source->text;

	for (size_t k = 0; k < acts->len; k++) {
		struct cfix_action *a = &acts->items[k];
		uint32_t at = a->begin, end = a->end;

		if (a->kind != CFIX_ACTION_REMOVE)
			continue;
		while (at && (text[at - 1] == ' ' || text[at - 1] == '\t' ||
			      cfix__match_changed_at(acts, at - 1, false)))
			at--;
		if (!at || text[at - 1] != '(' || !opens_at(acts, at) ||
		    cfix__match_changed_at(acts, end, true))
			continue;
		while (end < m->source->len &&
		       (text[end] == ' ' || text[end] == '\t'))
			end++;
		if (end < m->source->len && text[end] != '\n' &&
		    !cfix__match_changed_at(acts, end, false))
			a->end = end;
	}
}
