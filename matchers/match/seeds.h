/*
 * seeds.h: the bindings a rule inherits, one seed per combination
 * (seeds.c).
 */
#ifndef CFIX_MATCH_SEEDS_H
#define CFIX_MATCH_SEEDS_H

#include "state.h"

typedef CFIX_ARRAY(struct binding *) env_list;

/* The rule's inherited metavariables take every combination of the
 * bindings the rules they come from had in their matches: one seed per
 * distinct combination, appended to out (heap copies the caller frees).
 * parents: the rules inherited from; seed: scratch bindings, one per
 * metavariable of the rule. */
void cfix__match_make_seeds(struct matcher *m, const int32_t *parents,
			    uint32_t nparents, struct binding *seed,
			    env_list *out);

/* The rules index's rule inherits from, each once; their count. */
uint32_t cfix__match_rule_parents(const struct cfix_rule *rule,
				  int32_t *parents, uint32_t max);

/* Does rule inherit a metavariable from a rule before it? */
bool cfix__match_inherits(const struct cfix_rule *rule);

#endif
