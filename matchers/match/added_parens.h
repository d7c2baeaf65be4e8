/*
 * added_parens.h: the parentheses added code needs (added_parens.c),
 * for changes.c.  cfix__match_expr_prec() is declared in changes.h.
 */
#ifndef CFIX_MATCH_ADDED_PARENS_H
#define CFIX_MATCH_ADDED_PARENS_H

#include "changes.h"

/* Does plus token i, right before an expression of strength prec (on
 * cfix__match_expr_prec()'s scale), bind tighter than it, so that the
 * expression needs parentheses?  loose: as spatch prints an expression
 * it writes anew (any infix expression after an infix operator). */
bool cfix__match_tighter_before(const struct cfix_rule *rule, int prec,
				uint32_t i, bool loose);

/* The same for plus token i right after the expression. */
bool cfix__match_tighter_after(const struct cfix_rule *rule, int prec,
			       uint32_t i, bool loose);

/* The kept match-side token of the expression insertion ins binds
 * tighter than, or -1; *before_it: the expression follows the added
 * code. */
int64_t cfix__match_tighter_operand(const struct matcher *m,
				    const struct cfix_insertion *ins,
				    bool *before_it);

#endif
