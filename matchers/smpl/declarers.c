/*
 * declarers.c: where a `declarer` metavariable may stand in a rule's
 * match side.  The grammar has it only as decl_ident, the name of a
 * declarer `D(args);`, so any other use is refused at its token rather
 * than left to match nothing.
 */
#include "rule_internal.h"

/* Is node (a declarer metavariable) the name heading `D(...);`? */
static bool heads_declarer(const struct cfix_node *node,
			   const struct cfix_node *parent, uint32_t index)
{
	return parent && parent->kind == CFIX_NODE_CALL && index == 0 &&
	       parent->parent && parent->parent->kind == CFIX_NODE_EXPR_STMT;
}

static void find_misplaced(const struct rule_ctx *rc,
			   const struct cfix_node *node,
			   const struct cfix_node *parent, uint32_t index,
			   const struct cfix_node **bad)
{
	if (!node || *bad)
		return;
	if (node->metavar >= 0 && (size_t)node->metavar < rc->metavars.len &&
	    rc->metavars.items[node->metavar].kind == CFIX_MV_DECLARER &&
	    !heads_declarer(node, parent, index)) {
		*bad = node;
		return;
	}
	for (uint32_t k = 0; k < node->nkids; k++)
		find_misplaced(rc, node->kids[k], node, k, bad);
}

int cfix__declarers_check(struct rule_ctx *rc)
{
	const struct cfix_node *bad = NULL;

	find_misplaced(rc, rc->rule->pattern, NULL, 0, &bad);
	if (!bad)
		return 0;
	cfix__rule_error_tok(
		rc->file, &rc->rule->toks[bad->first],
		"declarer metavariable '%s' stands only for the name of a declarer, 'D(...);'",
		rc->metavars.items[bad->metavar].name);
	return -1;
}
