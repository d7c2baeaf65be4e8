/*
 * rules.h: running one rule of a set in a file (rules.c).
 */
#ifndef CFIX_MATCH_RULES_H
#define CFIX_MATCH_RULES_H

#include "state.h"

/* Runs rule number index of the set, once per seed when it inherits. */
void cfix__match_run_rule_at(struct matcher *m, uint32_t index);

/* Drops a match that repeats one before it at the same place (a rule
 * run for two seeds may find the same thing twice; two paths may reach
 * one report-only finding). */
void cfix__match_drop_repeats(struct matcher *m);

#endif
