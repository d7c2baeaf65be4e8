/*
 * scripts.h: script rules during matching (scripts.c).
 */
#ifndef CFIX_MATCH_SCRIPTS_H
#define CFIX_MATCH_SCRIPTS_H

#include "state.h"

/* A script rule: run once per distinct combination of its inputs'
 * values among the matches of the rules they come from. */
void cfix__match_run_script_at(struct matcher *m, uint32_t index);

#endif
