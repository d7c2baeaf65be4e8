/*
 * declarers.c: where a `declarer` metavariable may stand in a rule's
 * match side.  The grammar has it only as decl_ident, the name of a
 * declarer `D(args);`, so any other use is refused at its token rather
 * than left to match nothing.
 */
#include "rule_internal.h"

/* Is this use of a metavariable a declarer's that is not the name
 * heading `D(...);`? */
static bool declarer_misplaced(const struct cfix_metavar *mv,
			       const struct cfix_node *parent, uint32_t index)
{
	return mv->kind == CFIX_MV_DECLARER &&
	       !(parent && parent->kind == CFIX_NODE_CALL && index == 0 &&
		 parent->parent &&
		 parent->parent->kind == CFIX_NODE_EXPR_STMT);
}

int cfix__declarers_check(struct rule_ctx *rc)
{
	const struct cfix_node *bad =
		cfix__rule_misplaced_metavar(rc, declarer_misplaced);

	if (!bad)
		return 0;
	cfix__rule_error_tok(
		rc->file, &rc->rule->toks[bad->first],
		"declarer metavariable '%s' stands only for the name of a declarer, 'D(...);'",
		rc->metavars.items[bad->metavar].name);
	return -1;
}
