/*
 * tokens.h: a node's own tokens and positions mapped to the source's
 * (tokens.c).
 */
#ifndef CFIX_MATCH_TOKENS_H
#define CFIX_MATCH_TOKENS_H

#include "state.h"

/*
 * Maps the tokens a node owns itself (those of no kid: operators,
 * parentheses, keywords) in order.  Both sides must own the same tokens.
 */
bool cfix__match_collect_own_tokens(const struct cfix_node *node, uint32_t *out,
				    uint32_t max, uint32_t *count);

/* Is word `const` or `volatile`? */
bool cfix__match_is_qualifier(const char *word);

/* Maps pat's own tokens (its keywords and punctuation, not its kids')
 * to src's; false when they differ. */
bool cfix__match_own_tokens(struct matcher *m, const struct cfix_node *pat,
			    const struct cfix_node *src);

/* Binds position metavariable metavar to source tokens first..last, or
 * checks that it is where an earlier match put it and that its
 * constraints allow it. */
bool cfix__match_position_bind(struct matcher *m, int32_t metavar,
			       uint32_t first, uint32_t last);
/* "E@p": records where pat matched in each position metavariable that
 * annotates it, or checks that it is where an earlier match put it. */
bool cfix__match_positions_hold(struct matcher *m, const struct cfix_node *pat,
				const struct cfix_node *src);

/* "cmp@p" after an operator token, which no pattern node ends at: p is
 * the source token pattern token pat_tok matched. */
bool cfix__match_token_positions_hold(struct matcher *m, uint32_t pat_tok,
				      uint32_t src_tok);

/* "binary operator cmp = {<, <=};" (or "!=", "=~ re", "{r.b1, r.b2}",
 * several joined by "&&" or "||"): may B be op? */
bool cfix__match_op_allowed(const struct matcher *m,
			    const struct cfix_metavar *mv, const char *op);

#endif
