/*
 * plus_iterators.c: a loop `name(...) S` in added code whose name is no
 * iterator.  spatch 1.1.1 parses a rule's plus side as C with the names
 * the rule declares: an undeclared `name(...)` is a call, and the
 * statement after it is its "plus: parse error" (`+ list_for_each_safe(p,
 * H) S` without `iterator name list_for_each_safe;`).  The match side's
 * like loop is refused in rule_pattern.c.
 */
#include "rule_internal.h"

#include <string.h>

static bool plus_at(const struct rule_ctx *rc, uint32_t i)
{
	return i < rc->nbody && rc->body[i].mark == CFIX_MARK_PLUS;
}

/* Does added code start a statement before body token i? */
static bool starts_statement(const struct rule_ctx *rc, uint32_t i)
{
	const struct cfix_token *prev;

	if (i == 0 || !plus_at(rc, i - 1))
		return true;
	prev = &rc->body[i - 1].tok;
	return tok_is(prev, ";") || tok_is(prev, "{") || tok_is(prev, "}");
}

/* The body token after the `)` closing the `(` at i (all added), or
 * nbody. */
static uint32_t after_parens(const struct rule_ctx *rc, uint32_t i)
{
	int depth = 0;

	for (; plus_at(rc, i); i++) {
		if (tok_is(&rc->body[i].tok, "("))
			depth++;
		else if (tok_is(&rc->body[i].tok, ")") && --depth == 0)
			return i + 1;
	}
	return rc->nbody;
}

/* Is body token i a statement's start: `{` or a statement metavariable? */
static bool is_statement(const struct rule_ctx *rc, uint32_t i)
{
	int32_t mv = rc->body[i].metavar;

	return tok_is(&rc->body[i].tok, "{") ||
	       (mv >= 0 && rc->metavars.items[mv].kind == CFIX_MV_STATEMENT);
}

static const struct cfix_token *undeclared_loop(const struct rule_ctx *rc)
{
	for (uint32_t i = 0; i + 1 < rc->nbody; i++) {
		const struct cfix_token *name = &rc->body[i].tok;
		uint32_t next;

		if (!plus_at(rc, i) || !is_word(name) ||
		    cfix_is_c_keyword(name->text) || !plus_at(rc, i + 1) ||
		    !tok_is(&rc->body[i + 1].tok, "(") ||
		    !starts_statement(rc, i) ||
		    cfix__rule_is_iterator(rc, name->text))
			continue;
		next = after_parens(rc, i + 1);
		if (plus_at(rc, next) && is_statement(rc, next))
			return name;
	}
	return NULL;
}

int cfix__plus_iterators_check(struct rule_ctx *rc)
{
	const struct cfix_token *name = undeclared_loop(rc);

	if (!name)
		return 0;
	cfix__rule_error_tok(rc->file, name,
			     "'%s' is added as an iterator but not declared as one ('iterator name %s;'); spatch 1.1.1 refuses it",
			     name->text, name->text);
	return -1;
}
