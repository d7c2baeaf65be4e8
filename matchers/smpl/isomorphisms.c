/*
 * isomorphisms.c: which of Coccinelle's isomorphisms (standard.iso) apply
 * to a rule's pattern.  The matcher (match/) and the prefilter
 * (prefilter/) both ask here, so the two agree on what a pattern may
 * match.
 */
#include "smpl.h"

#include <string.h>

/* ---- not_int2: a test X matches X != 0 ---------------------------------- */

/* What Coccinelle's type inference knows of a rule expression's type. */
enum rule_type { RT_UNKNOWN, RT_INT, RT_OTHER };

static bool is_arith_op(const char *op)
{
	static const char *const ops[] = { "+", "-", "*", "/", "%", "<<",
					   ">>", "&", "|", "^" };

	for (size_t i = 0; op && i < sizeof(ops) / sizeof(ops[0]); i++)
		if (!strcmp(op, ops[i]))
			return true;
	return false;
}

/* lub_type of Coccinelle's type_infer.ml, on what the rule_type keeps. */
static enum rule_type rule_type_lub(enum rule_type a, enum rule_type b)
{
	if (a == RT_UNKNOWN)
		return b;
	if (b == RT_UNKNOWN)
		return a;
	return a == RT_INT && b == RT_INT ? RT_INT : RT_OTHER;
}

/*
 * The type Coccinelle infers for a rule expression, as far as it tells
 * int from the rest: declared types of metavariables, integer
 * constants, sizeof, and arithmetic, where two operands of unknown type
 * give an int.  Names and calls stay unknown.
 */
static enum rule_type rule_expr_type(const struct cfix_rule *rule,
				     const struct cfix_node *pat)
{
	if (!pat)
		return RT_UNKNOWN;
	if (pat->metavar >= 0 && pat->first == pat->last) {
		const char *type = (uint32_t)pat->metavar < rule->nmetavars ?
				   rule->metavars[pat->metavar].type : NULL;

		if (!type)
			return RT_UNKNOWN;
		return !strcmp(type, "int") ? RT_INT : RT_OTHER;
	}
	switch (pat->kind) {
	case CFIX_NODE_NUMBER:
		return pat->text && !strpbrk(pat->text, ".eEpP") ? RT_INT :
								  RT_OTHER;
	case CFIX_NODE_CHAR:
	case CFIX_NODE_STRING:
		return RT_OTHER;
	case CFIX_NODE_SIZEOF:
		return RT_INT;
	case CFIX_NODE_PAREN:
		return pat->nkids ? rule_expr_type(rule, pat->kids[0]) : RT_UNKNOWN;
	case CFIX_NODE_ASSIGN:
		return pat->nkids == 2 ?
			       rule_type_lub(rule_expr_type(rule, pat->kids[0]),
					     rule_expr_type(rule, pat->kids[1])) :
			       RT_UNKNOWN;
	case CFIX_NODE_BINARY: {
		enum rule_type a, b;

		if (!is_arith_op(pat->op) || pat->nkids != 2)
			return RT_OTHER;	/* comparisons give a bool */
		a = rule_expr_type(rule, pat->kids[0]);
		b = rule_expr_type(rule, pat->kids[1]);
		return a == RT_UNKNOWN && b == RT_UNKNOWN ? RT_INT :
							    rule_type_lub(a, b);
	}
	default:
		return RT_UNKNOWN;
	}
}

/* Is a rule expression a test (TestExpression): the condition of an
 * if or a loop, or an operand of && or || there, maybe in parentheses
 * (the paren isomorphism drops them first)?  Not under '!'. */
static bool rule_test_position(const struct cfix_node *pat)
{
	const struct cfix_node *parent = pat->parent;

	while (parent && parent->kind == CFIX_NODE_PAREN) {
		pat = parent;
		parent = parent->parent;
	}
	if (!parent || !parent->nkids)
		return false;
	switch (parent->kind) {
	case CFIX_NODE_BINARY:
		return parent->op && (!strcmp(parent->op, "&&") ||
				      !strcmp(parent->op, "||")) &&
		       rule_test_position(parent);
	case CFIX_NODE_IF:
	case CFIX_NODE_WHILE:
		return parent->kids[0] == pat;
	case CFIX_NODE_DO:
	case CFIX_NODE_FOR:
		return parent->nkids > 1 && parent->kids[1] == pat;
	default:
		return false;
	}
}

/* Coccinelle's not_int2 isomorphism applies to pat: a test of int type,
 * not in parentheses (spatch leaves those out). */
bool cfix__int_test(const struct cfix_rule *rule, const struct cfix_node *pat)
{
	return pat->kind != CFIX_NODE_PAREN && rule_test_position(pat) &&
	       rule_expr_type(rule, pat) == RT_INT;
}

/* ---- paren: (E) matches E ------------------------------------------------- */

/* Coccinelle's paren isomorphism, as the matcher applies it: the rule's
 * parentheses may be absent unless the rule removes them and nothing
 * they hold (match_without_parens() in match.c). */
bool cfix__parens_optional(const struct cfix_rule *rule,
			   const struct cfix_node *node)
{
	bool inside_removed = false, outside_removed = false;

	for (uint32_t i = node->first + 1; i < node->last; i++)
		inside_removed |= rule->remove[i];
	/* other removed code, not just other parentheses (`- foo((E))` /
	 * `+ foo(E)` may align the call's ')' as the removed one) */
	for (uint32_t i = 0; i < rule->ntoks; i++)
		outside_removed |= (i < node->first || i > node->last) &&
				   rule->remove[i] && !rule->structural[i] &&
				   strcmp(rule->toks[i].text, "(") &&
				   strcmp(rule->toks[i].text, ")");
	/* `- (` E `- )` alone: the rule is about the parentheses themselves
	 * (but `- (A && B)` / `+ B` also changes what they enclose, and
	 * `- (x) < (y)` / `+ x <= y` the code around them: misc/minmax) */
	return !(rule->remove[node->first] && !inside_removed &&
		 !outside_removed) &&
	       node->kids[0];
}
