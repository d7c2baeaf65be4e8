/*
 * iso_shapes.h: the isomorphisms that match the code in another shape
 * (iso_shapes.c).
 */
#ifndef CFIX_MATCH_ISO_SHAPES_H
#define CFIX_MATCH_ISO_SHAPES_H

#include "state.h"

/* standard.iso's decl_init, extern_decl_init and static_decl_init: the
 * rule's declarator pat, written without an initializer, against the
 * code's declarator src with one. */
bool cfix__match_without_init(struct matcher *m, const struct cfix_node *pat,
			      const struct cfix_node *src);

/* standard.iso's neg_if_exp: the rule's `E1 ? E2 : E3` pat against the
 * code's `!E1 ? E3 : E2` src.  Leaves partial bindings on failure (the
 * caller restores its snapshot). */
bool cfix__match_negated_cond(struct matcher *m, const struct cfix_node *pat,
			      const struct cfix_node *src);

/* The rule's `if (X) S1 else S2` pat against the code's if-else src:
 * as written, else (standard.iso's neg_if and ne_if, in neg_if.c)
 * against `if (X') S2 else S1`, X' the negation of X. */
bool cfix__match_if_else(struct matcher *m, const struct cfix_node *pat,
			 const struct cfix_node *src);

/* The rule's pat against src as written, or (the associativity family)
 * the rule's `X - Y - Z` against the code's `(a - b) - c`. */
bool cfix__match_same_or_assoc(struct matcher *m, const struct cfix_node *pat,
			       const struct cfix_node *src);

/* standard.iso's ptr_to_array: the rule's `E1->fld` pat against the
 * code's `a[i].fld` src. */
bool cfix__match_ptr_to_array(struct matcher *m, const struct cfix_node *pat,
			      const struct cfix_node *src);

#endif
