/*
 * whens.h: the when clauses of a statement `...` or a nest (whens.c):
 * which kind a clause is, and a node-keyed memo of path results.
 * flow.c walks the paths and asks.
 */
#ifndef CFIX_MATCH_WHENS_H
#define CFIX_MATCH_WHENS_H

#include "state.h"

/* A "when != P" clause, not "when != true E" nor "when = P"? */
bool cfix__match_when_is_plain(const struct cfix_node *when);

/* A "when = P" clause (every statement the dots pass must match P)? */
bool cfix__match_when_is_always(const struct cfix_node *when);

/* Has the dots item (a "..." or a nest) a "when != P" clause? */
bool cfix__match_when_has_plain(const struct cfix_node *dots);

/* Has the dots item a "when = P" clause? */
bool cfix__match_when_has_always(const struct cfix_node *dots);

/* Results per node, so paths that meet are followed once: a small
 * value per key, in a table that grows.  Zeroed is empty; the owner
 * frees it with cfix__match_memo_release(). */
struct memo {
	const struct cfix_node **keys;
	uint8_t *values;
	size_t cap, len;
};

/* The value stored for key into *out; false when there is none. */
bool cfix__match_memo_get(const struct memo *mm, const struct cfix_node *key,
			  uint8_t *out);

/* Stores value for key (replacing the one there). */
void cfix__match_memo_put(struct memo *mm, const struct cfix_node *key,
			  uint8_t value);

/* Frees mm's table; mm is empty after. */
void cfix__match_memo_release(struct memo *mm);

/* Does code kept unparsed (node: an asm statement) spell the name that
 * pat (an identifier, or an identifier metavariable bound to one) is?
 * A `when != x` then meets x there, as spatch reads an asm's operands. */
bool cfix__match_name_in_unparsed(const struct matcher *m,
				  const struct cfix_node *pat,
				  const struct cfix_node *node);

#endif
