/*
 * param_commas.c: a parameter list whose code after the fix would end
 * in a comma.  spatch parses a rule's plus side as C, and `int f(int a,)`
 * is none: `int f(..., - int x)` is its "plus: parse error" at the `)`.
 * An argument list may (spatch prints `g(1)` for `g(E, - 2)`, which
 * match/list_commas.c follows); a parameter list is refused here.
 */
#include "rule_internal.h"

#include <string.h>

/* Does the rule add code next to tokens from..to? */
static bool adds_between(const struct cfix_rule *rule, uint32_t from,
			 uint32_t to)
{
	for (uint32_t i = 0; i < rule->ninsertions; i++)
		if (rule->insertions[i].anchor >= from &&
		    rule->insertions[i].anchor <= to)
			return true;
	return false;
}

/* The `)` of params when its kept code ends in a comma, else NULL. */
static const struct cfix_token *comma_before_close(
	const struct cfix_rule *rule, const struct cfix_node *params)
{
	uint32_t close = params->last, t = close;

	if (params->first >= close || strcmp(rule->toks[close].text, ")"))
		return NULL;
	while (--t > params->first && rule->remove[t])
		;
	if (t == close - 1 || strcmp(rule->toks[t].text, ",") ||
	    rule->remove[t] || adds_between(rule, t, close))
		return NULL;
	return &rule->toks[close];
}

static const struct cfix_token *find_bad(const struct cfix_rule *rule,
					 const struct cfix_node *node)
{
	const struct cfix_token *bad = NULL;

	if (!node)
		return NULL;
	if (node->kind == CFIX_NODE_PARAMS)
		bad = comma_before_close(rule, node);
	for (uint32_t k = 0; !bad && k < node->nkids; k++)
		bad = find_bad(rule, node->kids[k]);
	return bad;
}

int cfix__param_commas_check(struct rule_ctx *rc)
{
	const struct cfix_token *bad = find_bad(rc->rule, rc->rule->pattern);

	if (!bad)
		return 0;
	cfix__rule_error_tok(rc->file, bad,
			     "the fix would leave a parameter list ending in ',' (remove the comma with the last parameter)");
	return -1;
}
