/*
 * noreturn.h: calls that do not return (noreturn.c), where a rule that
 * asks for it (`// paths: noreturn`, rule->noreturn_ends) ends a path
 * of its statement dots.  flow.c asks.
 */
#ifndef CFIX_MATCH_NORETURN_H
#define CFIX_MATCH_NORETURN_H

#include "state.h"

/* Is stmt a call (an expression statement, `(void)` cast or not) to a
 * function known not to return? */
bool cfix__match_noreturn_stmt(struct matcher *m, const struct cfix_node *stmt);

/* Frees what cfix__match_noreturn_stmt() kept of m's source. */
void cfix__match_noreturn_release(struct matcher *m);

#endif
