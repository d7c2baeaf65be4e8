/*
 * nests.h: nests and their occurrences (nests.c).
 */
#ifndef CFIX_MATCH_NESTS_H
#define CFIX_MATCH_NESTS_H

#include "state.h"

/* `<... P ...>` standing for the expression or statement src: any, with
 * every occurrence of P in it changed; `<+... P ...+>` needs one. */
bool cfix__match_nest(struct matcher *m, const struct cfix_node *pat,
		      const struct cfix_node *src);

/* Each place under src (src too) where pat matches.  With nest >= 0,
 * each occurrence's changes are kept as extra actions and its bindings
 * dropped; with nest < 0, the search stops at the first occurrence and
 * nothing is kept.  Returns the number of occurrences. */
unsigned cfix__match_find_occurrences(struct matcher *m,
				      const struct cfix_node *pat,
				      const struct cfix_node *src,
				      int32_t nest);

/* Is pat a run of statements, not a block the rule braces (a nest's
 * `<... A; ... B; ...>`)? */
bool cfix__match_is_run(const struct cfix_rule *rule,
			const struct cfix_node *pat);

/* Does run match from statement j of block on (never past its end)?
 * 1 if so, its changes kept with nest >= 0 as find_occurrences() keeps
 * an occurrence's; 0 if not.  The state is as before either way. */
unsigned cfix__match_run_at(struct matcher *m, const struct cfix_node *run,
			    const struct cfix_node *block, uint32_t j,
			    int32_t nest);

#endif
