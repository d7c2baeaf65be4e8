/*
 * typedef_names.c: the name a `typedef` of the rule declares.  spatch's
 * grammar (typedef_ident) takes a plain name or a `type` metavariable
 * there; an identifier metavariable (`typedef int (*t)(int);` with
 * `identifier t;`) or a `typedef` one is its parse error at the name,
 * so such a rule is refused here rather than matched.
 */
#include "rule_internal.h"

#include <string.h>

static bool is_typedef(const struct cfix_rule *rule,
		       const struct cfix_node *decl)
{
	return decl->kind == CFIX_NODE_DECL && decl->nkids > 1 &&
	       decl->first < rule->ntoks &&
	       !strcmp(rule->toks[decl->first].text, "typedef");
}

/* A declarator's name of a typedef that spatch would not parse. */
static const struct cfix_node *bad_name(const struct rule_ctx *rc,
					const struct cfix_node *decl)
{
	for (uint32_t k = 1; k < decl->nkids; k++) {
		const struct cfix_node *d = decl->kids[k], *name;

		if (!d || d->kind != CFIX_NODE_DECLARATOR || d->nkids < 2)
			continue;
		name = d->kids[1];
		if (name && name->metavar >= 0 &&
		    (size_t)name->metavar < rc->metavars.len &&
		    rc->metavars.items[name->metavar].kind != CFIX_MV_TYPE)
			return name;
	}
	return NULL;
}

static const struct cfix_node *find_bad(const struct rule_ctx *rc,
					const struct cfix_node *node)
{
	const struct cfix_node *bad = NULL;

	if (!node)
		return NULL;
	if (is_typedef(rc->rule, node))
		bad = bad_name(rc, node);
	for (uint32_t k = 0; !bad && k < node->nkids; k++)
		bad = find_bad(rc, node->kids[k]);
	return bad;
}

int cfix__typedef_names_check(struct rule_ctx *rc)
{
	const struct cfix_node *bad = find_bad(rc, rc->rule->pattern);

	if (!bad)
		return 0;
	cfix__rule_error_tok(rc->file, &rc->rule->toks[bad->first],
			     "a typedef's name here is a plain name or a 'type' metavariable, not the %s '%s' (spatch 1.1.1 refuses it)",
			     cfix__mv_kind_name(rc->metavars.items[bad->metavar].kind),
			     rc->metavars.items[bad->metavar].name);
	return -1;
}
