/*
 * neg_if.h: standard.iso's neg_if and ne_if, an if-else matched with its
 * branches swapped and its condition negated (neg_if.c).
 */
#ifndef CFIX_MATCH_NEG_IF_H
#define CFIX_MATCH_NEG_IF_H

#include "state.h"

/* The rule's `if (X) S1 else S2` pat against the code's `if (X') S2
 * else S1` src, X' the negation of X.  Leaves partial bindings on
 * failure (the caller restores its snapshot). */
bool cfix__match_negated_if(struct matcher *m, const struct cfix_node *pat,
			    const struct cfix_node *src);

#endif
