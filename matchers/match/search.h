/*
 * search.h: finding the occurrences of a rule's pattern in a file
 * (search.c).
 */
#ifndef CFIX_MATCH_SEARCH_H
#define CFIX_MATCH_SEARCH_H

#include "state.h"

/* XXX compare_matches */
int cfix_match__compare_matches(const void *a, const void *b);

/* XXX run_rule */
void cfix_match__run_rule(struct matcher *m, const struct cfix_rule *rule,
			  struct binding *seed);

#endif
