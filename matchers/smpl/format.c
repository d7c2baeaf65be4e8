/*
 * format.c: where a rule may write its `format` and `format list`
 * metavariables: inside string literals only, as "%@f@" (the matcher
 * cuts the strings, match/format.c).  Written anywhere else, spatch
 * refuses the rule; so does cfix, at the name.
 */
#include "rule_internal.h"

#include <string.h>

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

int32_t cfix__format_meta_at(const struct cfix_rule *rule, const char *p,
			     const char *end, uint32_t *len)
{
	const char *close;

	if (end - p < 4 || p[1] != '@')
		return -1;
	close = memchr(p + 2, '@', (size_t)(end - p - 2));
	if (!close)
		return -1;
	for (uint32_t k = 0; k < rule->nmetavars; k++) {
		const struct cfix_metavar *mv = &rule->metavars[k];

		if ((mv->kind == CFIX_MV_FORMAT ||
		     mv->kind == CFIX_MV_FORMAT_LIST) &&
		    strlen(mv->name) == (size_t)(close - p - 2) &&
		    !strncmp(mv->name, p + 2, (size_t)(close - p - 2))) {
			*len = (uint32_t)(close + 1 - p);
			return (int32_t)k;
		}
	}
	return -1;
}
