/*
 * defines.h: a rule's `#define` line against the file's definitions
 * (defines.c).
 */
#ifndef CFIX_MATCH_DEFINES_H
#define CFIX_MATCH_DEFINES_H

#include "state.h"

/* Each definition of m's file that m's rule (rule->define) matches,
 * recorded as a match (cfix__match_record()). */
void cfix__match_defines(struct matcher *m);

#endif
