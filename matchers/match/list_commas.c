/*
 * list_commas.c: a removed last argument takes the comma before it.
 * spatch prints an argument list from its elements, a comma going with
 * the element it separates, so `g(E, - 2)` on `g(1, 2)` gives `g(1)`;
 * token by token the rule's kept comma would leave `g(1,)`.
 */
#include "list_commas.h"

#include <string.h>

/* Are all of pattern node's tokens removed? */
static bool all_removed(const struct cfix_rule *rule,
			const struct cfix_node *node)
{
	for (uint32_t t = node->first; t <= node->last; t++)
		if (!rule->remove[t])
			return false;
	return node->first <= node->last;
}

/* Does the rule add code next to tokens from..to? */
static bool adds_near(const struct cfix_rule *rule, uint32_t from,
		      uint32_t to)
{
	for (uint32_t i = 0; i < rule->ninsertions; i++)
		if (rule->insertions[i].anchor >= from &&
		    rule->insertions[i].anchor <= to + 1)
			return true;
	return false;
}

void cfix__match_take_leading_comma(struct matcher *m,
				    const struct cfix_node *pat,
				    const struct cfix_node *src)
{
	const struct cfix_node *kid, *last;
	uint32_t comma, at;
	struct span *span;

	if (pat->kind != CFIX_NODE_CALL || pat->nkids < 2 || src->nkids < 2)
		return;
	kid = pat->kids[pat->nkids - 1];
	last = src->kids[src->nkids - 1];
	if (!kid || !last || kid->first == 0 || !all_removed(m->rule, kid))
		return;
	comma = kid->first - 1;
	span = &m->map[kid->first];
	if (!span_set(*span) || span->first == 0 ||
	    m->map[kid->last].last != last->last)
		return;
	at = span->first - 1;
	if (strcmp(m->rule->toks[comma].text, ",") || m->rule->remove[comma] ||
	    strcmp(m->source->toks[at].text, ",") ||
	    m->map[comma].first != at || m->map[comma].last != at ||
	    adds_near(m->rule, comma, kid->last))
		return;
	span->first = at;
	cfix__match_map_token(m, comma, 1, 0);
}
