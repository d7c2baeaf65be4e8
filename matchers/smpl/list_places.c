/*
 * list_places.c: which list metavariable a brace initializer and a
 * call's arguments take.  spatch's grammar has an `initializer list`
 * among a brace initializer's elements only and an `expression list`
 * among a call's arguments only (each a parse error in the other), so
 * a rule that swaps them is refused at its token rather than matched
 * as if it had the right one (match/lists.c takes either).  An
 * `identifier list` stands only for a #define's parameters (the
 * grammar; spatch 1.1.1's parse error elsewhere: a call's arguments, a
 * function's parameters, a brace initializer).
 */
#include "rule_internal.h"

static bool in_init_list(const struct cfix_node *parent)
{
	return parent && parent->kind == CFIX_NODE_INIT_LIST;
}

static bool in_arguments(const struct cfix_node *parent, uint32_t index)
{
	return parent && parent->kind == CFIX_NODE_CALL && index > 0;
}

static bool list_misplaced(const struct cfix_metavar *mv,
			   const struct cfix_node *parent, uint32_t index)
{
	return mv->kind == CFIX_MV_IDENTIFIER_LIST ||
	       (mv->kind == CFIX_MV_EXPRESSION_LIST && in_init_list(parent)) ||
	       (mv->kind == CFIX_MV_INIT_LIST && in_arguments(parent, index));
}

int cfix__list_places_check(struct rule_ctx *rc)
{
	const struct cfix_node *bad =
		cfix__rule_misplaced_metavar(rc, list_misplaced);
	const struct cfix_metavar *mv;

	if (!bad)
		return 0;
	mv = &rc->metavars.items[bad->metavar];
	if (mv->kind == CFIX_MV_IDENTIFIER_LIST) {
		cfix__rule_error_tok(
			rc->file, &rc->rule->toks[bad->first],
			"identifier list '%s' stands only for a #define's parameters",
			mv->name);
		return -1;
	}
	cfix__rule_error_tok(
		rc->file, &rc->rule->toks[bad->first],
		mv->kind == CFIX_MV_EXPRESSION_LIST
			? "expression list '%s' in a brace initializer: its elements are an 'initializer list'"
			: "initializer list '%s' in a call's arguments: they are an 'expression list'",
		mv->name);
	return -1;
}
