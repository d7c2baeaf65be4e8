/*
 * bindings.h: metavariables bound to code and their constraints
 * (bindings.c).
 */
#ifndef CFIX_MATCH_BINDINGS_H
#define CFIX_MATCH_BINDINGS_H

#include "state.h"

/*
 * "x : script:python(r.y) { f(x, y) }": runs the expression with x bound
 * to cand and the inherited metavariables it reads to their bindings.
 * An exception stops the file, as in a script rule.
 */
bool cfix__match_script_allows(struct matcher *m, const struct cfix_metavar *mv,
			       const struct binding *cand);

/* Does code spelled text satisfy mv's "!= {a, b}" or "=~ re"? */
bool cfix__match_text_constraint_holds(const struct cfix_metavar *mv,
				       const char *text);

/* Does code spelled text satisfy mv's values or regex, and what the
 * rules its values name ("{r.b1, r.b2}") bound? */
bool cfix__match_text_and_refs_hold(const struct matcher *m,
				    const struct cfix_metavar *mv,
				    const char *text);

/* Binds metavariable `metavar` to src, or checks that src is the code
 * it bound; the rule's tokens are left unmapped.  src must fit mv: the
 * metavariable's own description (cfix__match_bind_code()), or one
 * with other types (match_field_through_pointer()). */
bool cfix__match_bind_code_as(struct matcher *m, int32_t metavar,
			      const struct cfix_metavar *mv,
			      const struct cfix_node *src);

/* Binds metavariable `metavar` to src as its own description says
 * (cfix__match_bind_code_as()). */
bool cfix__match_bind_code(struct matcher *m, int32_t metavar,
			   const struct cfix_node *src);

/* Binds pat's metavariable to src and maps pat's token to the code
 * bound; false when src does not fit or differs from an earlier
 * binding. */
bool cfix__match_bind(struct matcher *m, const struct cfix_node *pat,
		      const struct cfix_node *src);

/*
 * A nest occurrence's bindings are its own, except for metavariables the
 * rule also uses outside the nest (`<+... g(x); ...+>` then `+ h(x);`):
 * the first occurrence binds them for the whole match, and the others
 * must agree.
 */
void cfix__match_keep_outer_bindings(struct matcher *m,
				     const struct binding *now, int32_t nest);

/* The code a binding holds, on one line (runs of spaces made one). */
const char *cfix__match_source_binding_text(const struct cfix_source *source,
					    const struct binding *b);

/* The code b holds, on one line (cfix__match_source_binding_text() in
 * m's file). */
const char *cfix__match_binding_text(const struct matcher *m,
				     const struct binding *b);

/* A script input's value: a position's place, or the code's text. */
void cfix__match_script_value(const struct matcher *m,
			      const struct cfix_metavar *mv,
			      const struct binding *b,
			      struct cfix_script_value *v);

#endif
