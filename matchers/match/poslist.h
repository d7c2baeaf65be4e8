/*
 * poslist.h: a position bound at several places in one match, one list
 * (poslist.c).
 */
#ifndef CFIX_MATCH_POSLIST_H
#define CFIX_MATCH_POSLIST_H

#include "state.h"

/* Is source tokens [first, last] one of the places b holds? */
bool cfix__match_position_in(const struct binding *b, uint32_t first,
			     uint32_t last);

/* Place k of b (0: [b->first, b->last], then b->more's). */
void cfix__match_place(const struct binding *b, uint32_t k, uint32_t *first,
		       uint32_t *last);

/*
 * The environments r->envs[from..] of one match made one per value of
 * the metavariables other than positions, each position the sorted list
 * of the places it was bound to, as spatch's coalesce_positions makes
 * them.
 */
void cfix__match_coalesce_positions(const struct matcher *m,
				    struct rule_result *r, size_t from);

/* Do the further paths of a match (an `a(); ... b@p();` over both
 * branches of an if) make one environment with the first, their
 * positions one list?  Those of a forall rule do; an exists rule's
 * paths are matches of their own. */
/* Does a rule of m's file that can run have '*' lines?  spatch then
 * reads every rule saying neither exists nor forall as exists. */
bool cfix__match_file_starred(struct matcher *m);

bool cfix__match_paths_coalesce(struct matcher *m);

#endif
