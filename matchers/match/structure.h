/*
 * structure.h: what flow.c calls back in the structural match
 * (structure.c): one statement, or an expression standing for one.  With
 * flow.h, the one circle of calls between the matcher's files.
 */
#ifndef CFIX_MATCH_STRUCTURE_H
#define CFIX_MATCH_STRUCTURE_H

#include "state.h"

/* Does pattern node pat match source node src?  Binds metavariables and
 * maps tokens on success; on failure the caller restores a snapshot. */
bool cfix__match_node(struct matcher *m, const struct cfix_node *pat,
		      const struct cfix_node *src);

/* An expression written as a statement without its ';': does a
 * statement's own part (its expression, a declaration, a return's
 * value, an if's or a loop's head) hold it? */
bool cfix__match_bare_expr(struct matcher *m, const struct cfix_node *expr,
			   const struct cfix_node *src);

/* The rest of match_written(): pat and src of one kind, kid by kid. */
bool cfix__match_same_kind(struct matcher *m, const struct cfix_node *pat,
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
