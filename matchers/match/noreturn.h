/*
 * noreturn.h: calls that do not return (noreturn.c), where a rule that
 * asks for it (`// paths: noreturn`, rule->noreturn_ends) ends a path
 * of its statement dots.  flow_dots.c asks.
 */
#ifndef CFIX_MATCH_NORETURN_H
#define CFIX_MATCH_NORETURN_H

#include "state.h"

/* Does stmt, an expression statement or a declaration, not return
 * (a call to a function known not to return, in an always evaluated
 * part of it)? */
bool cfix__match_noreturn_stmt(struct matcher *m, const struct cfix_node *stmt);

/* Adds to m->noreturn_names the functions m's source declares at file
 * scope as not returning (noreturn_decls.c). */
void cfix__match_noreturn_declared(struct matcher *m);

/* Appends to out the names of the functions source declares or defines
 * not to return, as a rule that ends its paths there reads them (each
 * with its NUL), in the order found: what such a rule's match in one
 * function reads of the others (candidate_memo.c). */
void cfix__match_noreturn_names(struct cfix_source *source,
				struct cfix_buf *out);

/* Frees what cfix__match_noreturn_stmt() kept of m's source. */
void cfix__match_noreturn_release(struct matcher *m);

#endif
