/*
 * search.h: finding the occurrences of a rule's pattern in a file
 * (search.c).
 */
#ifndef CFIX_MATCH_SEARCH_H
#define CFIX_MATCH_SEARCH_H

#include "state.h"

/* qsort() order of matches: by first byte, then by last. */
int cfix__match_compare_matches(const void *a, const void *b);

/* Walks m's file (its code, then its macros' bodies) for m's rule, a
 * rule with a pattern, with the bindings m->seed inherits, appending
 * each match to m->matches. */
void cfix__match_walk_rule(struct matcher *m);

/* Starts an attempt at root: bindings from the seed, no token mapped. */
void cfix__match_attempt_start(struct matcher *m, const struct cfix_node *root);

/* Records a match of m's rule over source tokens first..last with its
 * bindings and the actions of its token map; why: the reason it is not
 * rewritten, or NULL. */
void cfix__match_record(struct matcher *m, uint32_t first, uint32_t last,
			const char *why);

#endif
