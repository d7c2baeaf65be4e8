/*
 * Where code a fix adds needs parentheses the rule does not write: C's
 * binding strengths of operators and of bound expressions, and which
 * added token binds tighter than the kept expression next to it
 * (`(long)` before `a + b`), for changes.c's insertions.
 *
 * The decision a newcomer would question: strengths are read from the
 * plus tokens as the rule wrote them, not from a tree of the added
 * code, which the rule parser does not build (changes.c's header says
 * why the changes work on tokens).
 */
#include "added_parens.h"

#include <string.h>

/* C's binding strength of an infix operator spelled op, 0 for none:
 * 1 assignment, 2 `?:`, 3 `||` up to 12 `*` (cfix's C parser's scale of
 * binary operators, moved up past the two). */
static int infix_prec(const char *op)
{
	int prec = cfix__cparse_binary_prec(op);

	return prec ? prec + 2 : 0;
}

/* How strongly a bound expression holds together, on infix_prec()'s
 * scale: 0 a comma, 13 a prefix operator or cast, 14 anything tighter
 * (a name, a call, a member); 14 without a node. */
int cfix__match_expr_prec(const struct cfix_node *node)
{
	if (!node)
		return 14;
	switch (node->kind) {
	case CFIX_NODE_BINARY:
		return node->op && !strcmp(node->op, ",") ? 0 : infix_prec(node->op);
	case CFIX_NODE_ASSIGN:
		return 1;
	case CFIX_NODE_COND:
		return 2;
	case CFIX_NODE_UNARY:
	case CFIX_NODE_CAST:
	case CFIX_NODE_SIZEOF:
		return 13;
	default:
		return 14;
	}
}

/* Is plus token i the ')' of a cast, not of a call or an if's
 * condition?  Its '(' may be kept code: plus tokens are the whole plus
 * side, kept tokens too. */
static bool ends_cast(const struct cfix_rule *rule, uint32_t i)
{
	int depth = 0;

	for (uint32_t k = i + 1; k-- > 0;) {
		depth += !strcmp(rule->plus_toks[k].text, ")") -
			 !strcmp(rule->plus_toks[k].text, "(");
		if (depth == 0)
			return k == 0 ||
			       (rule->plus_toks[k - 1].kind != CFIX_TOK_IDENT &&
				rule->plus_toks[k - 1].kind != CFIX_TOK_KEYWORD &&
				strcmp(rule->plus_toks[k - 1].text, ")") &&
				strcmp(rule->plus_toks[k - 1].text, "]"));
	}
	return false;
}

/* Is plus token i an operand's end (so a '-' after it is binary)? */
static bool ends_operand(const struct cfix_rule *rule, uint32_t i)
{
	const struct cfix_token *t = &rule->plus_toks[i];

	return t->kind == CFIX_TOK_IDENT || t->kind == CFIX_TOK_NUMBER ||
	       t->kind == CFIX_TOK_STRING || t->kind == CFIX_TOK_CHAR ||
	       !strcmp(t->text, ")") || !strcmp(t->text, "]");
}

/*
 * Does plus token i, right before an expression of strength prec,
 * bind tighter than it, so that the expression needs parentheses
 * (`(long)` before `a + b`)?  After a prefix operator or a cast, any
 * infix expression does; after an infix operator, one binding no
 * tighter (`1 - (a - b)`), or, with loose set, any infix expression,
 * as spatch prints an expression it writes anew (`2 - (a * b)`).
 */
bool cfix__match_tighter_before(const struct cfix_rule *rule, int prec,
				uint32_t i, bool loose)
{
	static const char *const prefix[] = {
		"!", "~", "-", "+", "*", "&", "sizeof", NULL,
	};
	const char *text = rule->plus_toks[i].text;
	int op = infix_prec(text);

	/* spatch's extra parentheses after `+`, `-`, `*` (`1 + (a * b)`)
	 * are kept: they change nothing */
	if (op && i > 0 && ends_operand(rule, i - 1))
		return prec <= op || ((loose || op >= 11) && prec < 13);
	return prec < 13 && (cfix__is_word_in(text, prefix) ||
			     (!strcmp(text, ")") && ends_cast(rule, i)));
}

/* The same for plus token i right after the expression: a postfix
 * part needs more than a prefix operator, an infix operator more than
 * its own strength (any infix expression when loose). */
bool cfix__match_tighter_after(const struct cfix_rule *rule, int prec,
			       uint32_t i, bool loose)
{
	static const char *const postfix[] = {
		".", "->", "[", "(", "++", "--", NULL,
	};
	const char *text = rule->plus_toks[i].text;
	int op = infix_prec(text);

	if (op)	/* and before `*`, `/`, `%` (`(a * b) * 2`) */
		return prec < op || ((loose || op == 12) && prec < 13);
	return prec < 14 && cfix__is_word_in(text, postfix);
}

/* The kept match-side token the code ins adds stands right before
 * (before_it) or right after, removed tokens skipped, or -1. */
static int64_t kept_operand(const struct cfix_rule *rule,
			    const struct cfix_insertion *ins, bool before_it)
{
	int64_t k = ins->anchor;

	if (before_it == ins->after)
		k += before_it ? 1 : -1;
	while (k >= 0 && k < rule->ntoks && rule->remove[k])
		k += before_it ? 1 : -1;
	return k >= 0 && k < rule->ntoks ? k : -1;
}

/* The strength (cfix__match_expr_prec()) of the expression kept
 * match-side token tok bound, 14 for what is not a metavariable. */
static int kept_prec(const struct matcher *m, int64_t tok)
{
	int32_t mv = tok >= 0 ? m->rule->tok_metavar[tok] : -1;

	if (mv < 0 || !m->bindings[mv].set || m->bindings[mv].value ||
	    !span_set(m->map[tok]))
		return 14;
	return 14 - m->bindings[mv].looser;
}

/* The kept expression the code ins adds binds tighter than, or -1;
 * *before_it: the expression follows the added code. */
int64_t cfix__match_tighter_operand(const struct matcher *m,
				    const struct cfix_insertion *ins,
				    bool *before_it)
{
	int64_t right = kept_operand(m->rule, ins, true);
	int64_t left = kept_operand(m->rule, ins, false);

	if (cfix__match_tighter_before(m->rule, kept_prec(m, right), ins->last, false)) {
		*before_it = true;
		return right;
	}
	if (cfix__match_tighter_after(m->rule, kept_prec(m, left), ins->first, false)) {
		*before_it = false;
		return left;
	}
	return -1;
}
