/*
 * knr_params.c: a parameter that is an identifier metavariable alone,
 * as in a K&R head (`int f(a) int a; { ... }`).  spatch's grammar reads
 * a parameter as a type and maybe a name and has no K&R form: an
 * `identifier` there is its parse error, and cfix's pattern would take
 * it as a type and match nothing; the rule is refused at it instead.
 */
#include "rule_internal.h"

static bool identifier_alone(const struct rule_ctx *rc,
			     const struct cfix_node *param)
{
	const struct cfix_node *type;

	if (param->kind != CFIX_NODE_PARAM || !param->nkids ||
	    (param->nkids > 1 && param->kids[1]))
		return false;
	type = param->kids[0];
	return type && type->metavar >= 0 &&
	       (size_t)type->metavar < rc->metavars.len &&
	       rc->metavars.items[type->metavar].kind == CFIX_MV_IDENTIFIER;
}

static const struct cfix_node *find_bad(const struct rule_ctx *rc,
					const struct cfix_node *node)
{
	const struct cfix_node *bad = NULL;

	if (!node)
		return NULL;
	if (identifier_alone(rc, node))
		return node;
	for (uint32_t k = 0; !bad && k < node->nkids; k++)
		bad = find_bad(rc, node->kids[k]);
	return bad;
}

int cfix__knr_params_check(struct rule_ctx *rc)
{
	const struct cfix_node *bad = find_bad(rc, rc->rule->pattern);

	if (!bad)
		return 0;
	cfix__rule_error_tok(rc->file, &rc->rule->toks[bad->first],
			     "a parameter is a type and maybe a name, not the identifier '%s' alone (K&R parameters: spatch 1.1.1 refuses them; write 'int f(int a)')",
			     rc->metavars.items[bad->kids[0]->metavar].name);
	return -1;
}
