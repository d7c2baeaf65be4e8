/*
 * directives.h: a rule of `#include` and `#pragma` lines matched
 * against the file's (directives.c).
 */
#ifndef CFIX_MATCH_DIRECTIVES_H
#define CFIX_MATCH_DIRECTIVES_H

#include "state.h"

/* Matches m's rule, whose rule->includes are set, at the file's
 * `#include` and `#pragma` lines, recording each match. */
void cfix__match_includes(struct matcher *m);

#endif
