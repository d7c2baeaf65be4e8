/*
 * fresh.h: the names a match gives its fresh identifiers (fresh.c).
 */
#ifndef CFIX_MATCH_FRESH_H
#define CFIX_MATCH_FRESH_H

#include "state.h"

/*
 * Runs the script seeds of the rule's fresh identifiers for the match
 * m has just made, into m->fresh_names (in the source's arena; a
 * script that fails sets m->failed).
 */
void cfix__match_fresh_names(struct matcher *m);

/*
 * The name fresh identifier k of m's rule has in m's current match (in
 * the source's arena; NULL: k is not a fresh identifier of the rule's
 * own): a seed's parts joined, a script seed's value, and for a string
 * alone or no seed the string (or "__extra_counter__") and a number,
 * m->fresh_serial plus one per such identifier declared before k, as
 * spatch counts.
 */
const char *cfix__match_fresh_name(const struct matcher *m, uint32_t k);

/* The current match changes code: its numbers are used up. */
void cfix__match_fresh_commit(struct matcher *m);

#endif
