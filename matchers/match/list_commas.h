/*
 * list_commas.h: the comma a removed last argument takes along
 * (list_commas.c).
 */
#ifndef CFIX_MATCH_LIST_COMMAS_H
#define CFIX_MATCH_LIST_COMMAS_H

#include "state.h"

/*
 * When call pattern pat, matched on src, removes its last argument
 * after a kept comma (`g(E, - 2)`), maps the code's comma before that
 * argument into the removal and the rule's comma to nothing, so the
 * fix gives `g(1)`, as spatch does.
 */
void cfix__match_take_leading_comma(struct matcher *m,
				    const struct cfix_node *pat,
				    const struct cfix_node *src);

#endif
