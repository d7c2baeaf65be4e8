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

/* Records a match of m's rule over source tokens first..last, with
 * the bindings and token map m holds now (directives.c). */
void cfix__match_record(struct matcher *m, uint32_t first, uint32_t last);

#endif
