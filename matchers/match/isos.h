/*
 * isos.h: the non-recursive parts of the isomorphisms the structural
 * match applies (isos.c).
 */
#ifndef CFIX_MATCH_ISOS_H
#define CFIX_MATCH_ISOS_H

#include "state.h"

/* Is base, the left of a rule's `E.fld`, a typed expression
 * metavariable the rule leaves in place (fld_to_ptr's `pure T E`)? */
bool cfix__match_pure_typed_base(const struct matcher *m,
				 const struct cfix_node *base);

/* mv with each of its types made a pointer to it (`T` to `T *`); the
 * strings are the caller's to free (cfix__match_free_pointer_types()). */
struct cfix_metavar cfix__match_pointer_types(const struct cfix_metavar *mv);

/* Frees the types cfix__match_pointer_types() made (not star itself). */
void cfix__match_free_pointer_types(struct cfix_metavar *star);

/* NULL, in the rule or in the code (where it may be a macro use).
 * (Coccinelle's is_zero and isnt_zero, on 0, are not applied.) */
bool cfix__match_is_null_like(const struct cfix_node *node);

/* Is src where C tests a value for truth: a condition, an operand of
 * '!', '&&' or '||'? */
bool cfix__match_in_test_position(const struct cfix_node *src);

/*
 * The rule tokens an isomorphism leaves without code of their own
 * (`!= NULL` when `X != NULL` matches `X`) must not carry a change of
 * their own: the rule keeps them, removes the whole pattern, or removes
 * them without adding code in their place.
 */
bool cfix__match_iso_changes_fit(const struct matcher *m,
				 const struct cfix_node *pat, uint32_t first,
				 uint32_t last);

/*
 * standard.iso's sizeof_type_expr: the rule's `sizeof(T)` (T a type
 * metavariable used nowhere else) against the code's `sizeof E` or
 * `sizeof(E)`, E any expression; T stays unbound, as in spatch.
 */
bool cfix__match_sizeof_expr(struct matcher *m, const struct cfix_node *pat,
			     const struct cfix_node *src);

/* Forgets where match-side tokens first..last stand in the source. */
void cfix__match_unmap_tokens(struct matcher *m, uint32_t first, uint32_t last);

/* Is node the number 0 as written? */
bool cfix__match_is_literal_zero(const struct cfix_node *node);

/* A removed X takes the code's `!= 0` with it (`- x` `+ y` against
 * `x != 0` gives `y`), an X the plus code writes again too (`- x`
 * `+ f(x)` gives `f(x)`).  Nothing for an X the rule keeps. */
void cfix__match_take_test_rest(struct matcher *m, const struct cfix_node *pat,
				const struct cfix_node *src,
				const struct cfix_node *x);

/* The operands of a chain of op (`a | b | c` is `(a | b) | c`), left to
 * right; parenthesised ones stay whole.  Returns their count (at most
 * max; the rest are dropped). */
uint32_t cfix__match_chain_operands(const struct cfix_node *src, const char *op,
				    const struct cfix_node **out, uint32_t n,
				    uint32_t max);

/* standard.iso's inc: may the rule's increment pat, whose name is
 * name, match another spelling (its operator tokens change nothing of
 * their own)? */
bool cfix__match_inc_fits(const struct matcher *m, const struct cfix_node *pat,
			  const struct cfix_node *name);

/* The rule's increment pat matched src's, their names pname and sname
 * already: pat's operator tokens stand for src's. */
void cfix__match_inc_map(struct matcher *m, const struct cfix_node *pat,
			 const struct cfix_node *pname,
			 const struct cfix_node *src,
			 const struct cfix_node *sname);

/* Does the rule change none of its tokens first..last (removes none,
 * adds no code among them; code added before first or after last is
 * not among them)? */
bool cfix__match_untouched(const struct matcher *m, uint32_t first,
			   uint32_t last);

/*
 * Whether a swapped match of pat (a commutative isomorphism) gives the
 * fix spatch gives: where pat lies on '-' lines spatch writes the plus
 * code in the rule's order, so what pat keeps and adds must come out in
 * that order anyway.
 */
bool cfix__match_swap_writes_rule_order(const struct matcher *m,
					const struct cfix_node *pat);

#endif
