/*
 * reach.h: spatch's check that every node a rule's matches change is
 * reached, going back along the function's control flow, only through
 * the start of a match that changes it (reach.c).
 */
#ifndef CFIX_MATCH_REACH_H
#define CFIX_MATCH_REACH_H

#include "state.h"

/* Checks the matches m->matches[from..] the current rule made.  When a
 * node they change is reachable by a path that passes none of their
 * starts, reports it in m->sink and sets m->failed: the file fails for
 * the rule's rule file, as in spatch (stages.c drops that rule file's
 * matches).  Nothing when the rule set allows inconsistent paths. */
void cfix__match_check_reach(struct matcher *m, size_t from);

#endif
