/*
 * attribute_places.c: where a name the rule declares `attribute name`
 * (or an `attribute` metavariable) may stand in a rule's match side.
 * cfix's parser reads such a word after a declarator's name, a
 * parameter's, among a type's or a function's words, and as the name
 * declared after a declarer (`D(...) __attr;`), in the code alike, so
 * an `attribute name` matches there as spelt (match/declarer_type.c).
 * An `attribute` metavariable there would bind any such name, which
 * spatch does not: the rule is refused at the word.
 */
#include "rule_internal.h"

#include <string.h>

/* The metavariable (an `attribute name` symbol, whose uses carry no
 * index, or an `attribute` metavariable) spelled text, or -1. */
static int32_t attribute_named(const struct rule_ctx *rc, const char *text)
{
	for (size_t k = 0; k < rc->metavars.len; k++) {
		const struct cfix_metavar *mv = &rc->metavars.items[k];

		if ((mv->attribute_name || mv->kind == CFIX_MV_ATTRIBUTE) &&
		    !strcmp(mv->name, text))
			return (int32_t)k;
	}
	return -1;
}

/* The first `attribute` metavariable of node's tree that the parser
 * read as the name declared after a declarer (`D(...) a;`: a
 * declaration whose type ends with ')'), or NULL.  A struct's `} __attr;` is left alone: read
 * as a name on both sides, rule and code, it matches what spatch does. */
static const struct cfix_node *attribute_as_name(const struct rule_ctx *rc,
						 const struct cfix_node *node)
{
	const struct cfix_node *bad = NULL;
	int32_t k;

	if (!node)
		return NULL;
	if (node->kind == CFIX_NODE_DECL && node->nkids > 1 && node->kids[0] &&
	    node->kids[0]->first <= node->kids[0]->last &&
	    !strcmp(rc->rule->toks[node->kids[0]->last].text, ")")) {
		const struct cfix_node *d = node->kids[1];

		if (d && d->kind == CFIX_NODE_DECLARATOR && d->nkids > 1 &&
		    d->kids[1] && d->kids[1]->kind == CFIX_NODE_IDENT &&
		    d->kids[1]->text &&
		    (k = attribute_named(rc, d->kids[1]->text)) >= 0 &&
		    !rc->metavars.items[k].attribute_name)
			return d->kids[1];
	}
	for (uint32_t i = 0; i < node->nkids && !bad; i++)
		bad = attribute_as_name(rc, node->kids[i]);
	return bad;
}

int cfix__attribute_places_check(struct rule_ctx *rc)
{
	const struct cfix_node *bad = attribute_as_name(rc, rc->rule->pattern);

	if (!bad)
		return 0;
	cfix__rule_error_tok(
		rc->file, &rc->rule->toks[bad->first],
		"attribute metavariable '%s' after a declarer is not "
		"supported yet",
		bad->text);
	return -1;
}

bool cfix__attribute_pattern_error(struct rule_ctx *rc, uint32_t tok,
				   const char *error)
{
	if (tok >= rc->rule->ntoks ||
	    attribute_named(rc, rc->rule->toks[tok].text) < 0)
		return false;
	cfix__rule_error_tok(rc->file, &rc->rule->toks[tok],
			     "attribute '%s' here is not supported yet (%s)",
			     rc->rule->toks[tok].text, error);
	return true;
}

bool cfix__rule_declares_attribute(const struct cfix_rule *rule,
				   const char *name)
{
	for (uint32_t k = 0; k < rule->nmetavars; k++)
		if (rule->metavars[k].attribute_name &&
		    !strcmp(rule->metavars[k].name, name))
			return true;
	return false;
}

/* The parameter type pattern under node whose tokens hold t, or NULL. */
static const struct cfix_node *param_type_at(const struct cfix_node *node,
					     uint32_t t)
{
	const struct cfix_node *found = NULL;

	if (!node)
		return NULL;
	if (node->kind == CFIX_NODE_TYPE && node->parent &&
	    node->parent->kind == CFIX_NODE_PARAM && node->first <= t &&
	    t <= node->last)
		return node;
	for (uint32_t k = 0; k < node->nkids && !found; k++)
		found = param_type_at(node->kids[k], t);
	return found;
}

bool cfix__rule_fnptr_attribute(const struct cfix_rule *rule, uint32_t t)
{
	const struct cfix_token *toks = rule->toks;
	const struct cfix_node *type;

	if (t >= rule->ntoks ||
	    !cfix__rule_declares_attribute(rule, toks[t].text) ||
	    !(type = param_type_at(rule->pattern, t)) || t <= type->first)
		return false;
	while (t < type->last &&
	       cfix__rule_declares_attribute(rule, toks[t].text))
		t++;
	return t < type->last && !strcmp(toks[t].text, "(") &&
	       !strcmp(toks[t + 1].text, "*");
}
