/*
 * search.h: finding the occurrences of a rule's pattern in a file
 * (search.c).
 */
#ifndef CFIX_MATCH_SEARCH_H
#define CFIX_MATCH_SEARCH_H

#include "state.h"

/* qsort() order of matches: by first byte, then by last. */
int cfix__match_compare_matches(const void *a, const void *b);

/* Walks m's file for m's rule with inherited bindings seed (or NULL),
 * appending each match to m->matches. */
void cfix__match_run_rule(struct matcher *m, const struct cfix_rule *rule,
			  struct binding *seed);

#endif
