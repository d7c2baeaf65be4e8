/*
 * misplaced.c: finds a metavariable used where its kind may not stand
 * (a `declarer` elsewhere than a declarer's name, a `function` elsewhere
 * than a definition's name), for the checks that refuse such rules at
 * the token (body.c, declarers.c).
 */
#include "rule_internal.h"

static void find_misplaced(const struct rule_ctx *rc,
			   const struct cfix_node *node,
			   const struct cfix_node *parent, uint32_t index,
			   bool (*misplaced)(const struct cfix_metavar *mv,
					     const struct cfix_node *parent,
					     uint32_t index),
			   const struct cfix_node **bad)
{
	if (!node || *bad)
		return;
	if (node->metavar >= 0 && (size_t)node->metavar < rc->metavars.len &&
	    misplaced(&rc->metavars.items[node->metavar], parent, index)) {
		*bad = node;
		return;
	}
	for (uint32_t k = 0; k < node->nkids; k++)
		find_misplaced(rc, node->kids[k], node, k, misplaced, bad);
}

const struct cfix_node *cfix__rule_misplaced_metavar(
	const struct rule_ctx *rc,
	bool (*misplaced)(const struct cfix_metavar *mv,
			  const struct cfix_node *parent, uint32_t index))
{
	const struct cfix_node *bad = NULL;

	find_misplaced(rc, rc->rule->pattern, NULL, 0, misplaced, &bad);
	return bad;
}
