/*
 * nest_marks.c: the lines a nest's delimiters may stand on, and nests
 * of expressions that one side of the rule leaves empty; both refused
 * as spatch 1.1.1 refuses them, rather than matched some other way.
 *
 * spatch's lexer takes `<...` and `...>` on context lines only, and
 * `<+...` and `...+>` on context, '-' and '*' lines (lexer_cocci.mll's
 * check_context_linetype, check_minus_context_linetype): `- g(<... E
 * ...>);` is refused, `- g(<+... E ...+>);` taken.  It then parses the
 * minus side and the plus side apart, and a nest of expressions must
 * hold one on each (parser_cocci_menhir.mly's nest_expressions):
 * `g(<...` `- E` `...>);` is refused, its plus side being `g(<...
 * ...>);`.  A nest of statements may be emptied (`<...` `- f(E);`
 * `...>`).
 */
#include "rule_internal.h"

static bool is_opener(const char *t)
{
	return !strcmp(t, "<...") || !strcmp(t, "<+...");
}

static bool is_closer(const char *t)
{
	return !strcmp(t, "...>") || !strcmp(t, "...+>");
}

int cfix__nest_marks_check(struct rule_ctx *rc)
{
	bool directive = false;	/* `#include <asm/...>` holds no nest */

	for (uint32_t i = 0; i < rc->nbody; i++) {
		const struct body_tok *b = &rc->body[i];
		const char *t = b->tok.text;
		bool plain = !strcmp(t, "<...") || !strcmp(t, "...>");

		if (!i || b->tok.line != rc->body[i - 1].tok.line)
			directive = t[0] == '#';
		if (directive || (!is_opener(t) && !is_closer(t)))
			continue;
		if (b->mark == CFIX_MARK_PLUS ||
		    (plain && (b->mark != CFIX_MARK_CONTEXT || b->optional))) {
			cfix__rule_error_tok(
				rc->file, &b->tok,
				"'%s' on a '%c' line: as in spatch, '<...' and '...>' stand on context lines only, '<+...' and '...+>' on context, '-' and '*' lines",
				t, b->optional ? '?' : b->mark);
			return -1;
		}
	}
	return 0;
}

/* Does a nest whose pattern is inner hold an expression (not
 * statements)?  A disjunction holds what its branches hold. */
static bool holds_expression(const struct cfix_node *inner)
{
	while (inner && inner->kind == CFIX_NODE_DISJ && inner->nkids)
		inner = inner->kids[0];
	return inner && !cfix_node_is_stmt(inner) &&
	       inner->kind != CFIX_NODE_COMPOUND;
}

/* Does the nest opened by match-side token open keep a token of its
 * own (context or added) in the code the rule produces?  A nest none
 * of whose tokens is removed keeps itself: one inside a `when` clause,
 * whose every token is SmPL (structural), produces no code at all
 * (the kernel's api/d_find_alias.cocci: `when != if (...) { <+...
 * dput(dent) ...+> }`). */
static bool keeps_some(const struct rule_ctx *rc, uint32_t open)
{
	uint32_t i = 0;
	int depth = 0;
	bool removes = false;

	while (i < rc->nbody && (rc->body[i].mark == CFIX_MARK_PLUS ||
				 rc->body[i].index != open))
		i++;
	for (i++; i < rc->nbody; i++) {
		const char *t = rc->body[i].tok.text;

		if (is_closer(t) && depth-- == 0)
			return !removes;
		depth += is_opener(t);
		removes |= rc->body[i].mark == CFIX_MARK_MINUS;
		/* a disjunction's delimiters are SmPL, not code */
		if (rc->body[i].mark != CFIX_MARK_PLUS &&
		    rc->rule->structural[rc->body[i].index])
			continue;
		if (rc->body[i].mark != CFIX_MARK_MINUS)
			return true;
	}
	return !removes;
}

/* The first nest of expressions under node that is kept but empty in
 * the code the rule produces, or NULL. */
static const struct cfix_node *emptied_nest(const struct rule_ctx *rc,
					    const struct cfix_node *node)
{
	const struct cfix_node *found = NULL;

	if (!node)
		return NULL;
	if (node->kind == CFIX_NODE_NEST && node->nkids &&
	    holds_expression(node->kids[0]) && rc->rule->minus &&
	    !rc->rule->minus[node->first] && !keeps_some(rc, node->first))
		return node;
	for (uint32_t k = 0; k < node->nkids && !found; k++)
		found = emptied_nest(rc, node->kids[k]);
	return found;
}

/* Where an expression stands: under parent, not a statement of a
 * sequence nor a whole expression statement (`<... E ...>;`, which
 * spatch takes). */
static bool stands_as_expression(const struct cfix_node *parent)
{
	return parent && parent->kind != CFIX_NODE_COMPOUND &&
	       parent->kind != CFIX_NODE_EXPR_STMT &&
	       parent->kind != CFIX_NODE_DISJ;
}

/* The first `<... ...>` of expressions under node (whose parent is
 * parent) that stands as an expression, or NULL (`l: <... S ...>` holds
 * statements).  A disjunction's branches stand
 * where the disjunction does. */
static const struct cfix_node *
dots_nest_expression(const struct cfix_node *node,
		     const struct cfix_node *parent)
{
	const struct cfix_node *found = NULL;

	if (!node)
		return NULL;
	if (node->kind == CFIX_NODE_NEST && node->op && node->nkids &&
	    !strcmp(node->op, "<...") && holds_expression(node->kids[0]) &&
	    stands_as_expression(parent))
		return node;
	for (uint32_t k = 0; k < node->nkids && !found; k++)
		found = dots_nest_expression(
			node->kids[k],
			node->kind == CFIX_NODE_DISJ ? parent : node);
	return found;
}

int cfix__nest_sides_check(struct rule_ctx *rc)
{
	const struct cfix_rule *rule = rc->rule;
	const struct cfix_node *nest = emptied_nest(rc, rule->pattern);
	const struct cfix_node *dots = dots_nest_expression(rule->pattern,
							   NULL);

	if (dots) {
		cfix__rule_error_tok(
			rc->file, &rule->toks[dots->first],
			"'<... ...>' where an expression stands: spatch 1.1.1 matches only '<+... ...+>' there (it stops with \"only handling multi\"); write '<+... ...+>', or put the nest around statements");
		return -1;
	}
	if (!nest)
		return 0;
	cfix__rule_error_tok(
		rc->file, &rule->toks[nest->first],
		"every expression in this nest is removed, which leaves '%s ...' empty in the code the rule produces: spatch refuses it; remove the whole nest or keep some of it",
		rule->toks[nest->first].text);
	return -1;
}
