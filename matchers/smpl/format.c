/*
 * format.c: where a rule may write its `format` and `format list`
 * metavariables: inside string literals only, as "%@f@" (the matcher
 * cuts the strings, match/format.c).  Written anywhere else, spatch
 * refuses the rule; so does cfix, at the name.
 */
#include "rule_internal.h"

int cfix__format_check_uses(struct rule_ctx *rc)
{
	for (uint32_t i = 0; i < rc->nbody; i++) {
		const struct body_tok *b = &rc->body[i];
		enum cfix_mv_kind kind;

		if (b->metavar < 0)
			continue;
		kind = rc->metavars.items[b->metavar].kind;
		if (kind != CFIX_MV_FORMAT && kind != CFIX_MV_FORMAT_LIST)
			continue;
		cfix__rule_error_tok(
			rc->file, &b->tok,
			"the %s metavariable '%s' may only stand in a string, "
			"as \"%%@%s@\"",
			cfix__mv_kind_name(kind), b->tok.text, b->tok.text);
		return -1;
	}
	return 0;
}
