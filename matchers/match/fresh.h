/*
 * fresh.h: the names a match gives its fresh identifiers (fresh.c).
 */
#ifndef CFIX_MATCH_FRESH_H
#define CFIX_MATCH_FRESH_H

#include "state.h"

/*
 * Names the rule's fresh identifiers for the match m has just made (or
 * the nest occurrence or path it is collecting), into m->fresh_names
 * (one per metavariable, in the source's arena; NULL for the others):
 * a seed's parts joined, a script seed's value (a script that fails
 * sets m->failed), and for a string alone or no seed the string (or
 * "__extra_counter__") and a number, m->fresh_serial on, one per such
 * identifier in declaration order, as spatch counts.
 */
void cfix__match_fresh_names(struct matcher *m);

/* The current match changes code: its numbers are used up. */
void cfix__match_fresh_commit(struct matcher *m);

#endif
