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

/* cfix__match_node() taking way `way` (from 0) of the lists' `...` and
 * chains' `A op ...` in pat, where a when clause or a nest stands: the
 * attempt's own way is left as it was.  *more says whether a way after
 * `way` may match. */
bool cfix__match_node_way(struct matcher *m, const struct cfix_node *pat,
			  const struct cfix_node *src, uint32_t way,
			  bool *more);

/* Does pat match src in one of its ways (cfix__match_node_way())?  The
 * first that does is kept; on failure the state is as before.  For a
 * when clause, which asks whether any way matches. */
bool cfix__match_node_any_way(struct matcher *m, const struct cfix_node *pat,
			      const struct cfix_node *src);

/* An expression written as a statement without its ';': does a
 * statement's own part (its expression, a declaration, a return's
 * value, an if's or a loop's head) hold it? */
bool cfix__match_bare_expr(struct matcher *m, const struct cfix_node *expr,
			   const struct cfix_node *src);

/* The rest of match_written(): pat and src of one kind, kid by kid. */
bool cfix__match_same_kind(struct matcher *m, const struct cfix_node *pat,
			   const struct cfix_node *src);

/* The kind of an isomorphism's other shape (neg_if's swapped if-else,
 * neg_if_exp's negated condition, an association): pat against src. */
typedef bool cfix_match_shape_fn(struct matcher *m,
				 const struct cfix_node *pat,
				 const struct cfix_node *src);

/* cfix__match_same_kind(), else, from the same state, shape (the code
 * in an isomorphism's other shape); on failure the state is as before. */
bool cfix__match_same_kind_or(struct matcher *m, const struct cfix_node *pat,
			      const struct cfix_node *src,
			      cfix_match_shape_fn *shape);

#endif
