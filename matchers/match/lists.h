/*
 * lists.h: lists, list metavariables and their commas (lists.c).
 */
#ifndef CFIX_MATCH_LISTS_H
#define CFIX_MATCH_LISTS_H

#include "state.h"

/* The source kids pattern kid i stood for: [from, to). */
struct cover {
	uint32_t from, to;
};

/*
 * The node naming a list metavariable when pattern kid `kid` is one:
 * the kid itself (`f(ES)`), or the type of a parameter that is nothing
 * but the name (`f(P)` reads P as a parameter's type).  NULL otherwise.
 */
const struct cfix_node *cfix__match_list_metavar(const struct matcher *m,
						 const struct cfix_node *kid);

/*
 * An initializer list pattern with "..." and two elements or more, one
 * of them designated (`{ ..., [e1] = X, ..., .f = Y, ... }`): spatch
 * reads it as a struct's (parse_aux.ml, struct_initializer), drops the
 * dots and matches the elements in any order, the code's other
 * elements left over (cocci_vs_c.ml, initialisers_unordered2).  With
 * one element, order cannot matter; without dots, the list is open
 * (cfix_node_is_open_init_list()).
 */
bool cfix__match_unordered_init_list(const struct cfix_node *pat);

/* Does pat have kids that stand for several source kids ("...", a list
 * metavariable)?  Only in lists: arguments, parameters, initializers;
 * elsewhere (`if (...)`) "..." is one expression. */
bool cfix__match_has_dots(const struct matcher *m, const struct cfix_node *pat);

/* The `void` of a parameter list `(void)`, or 0. */
uint32_t cfix__match_void_params(const struct matcher *m,
				 const struct cfix_node *src);

/*
 * Binds list metavariable node pat to src->kids[from..to): the source
 * tokens from the first element to the last, commas included.  An empty
 * list binds no token (first == last + 1).  A list bound before must
 * spell the same tokens.
 */
bool cfix__match_bind_list(struct matcher *m, const struct cfix_node *pat,
			   const struct cfix_node *src, uint32_t from,
			   uint32_t to);

/*
 * A struct pattern's fields matched one way (cover): is it the way this
 * attempt takes?  Attempts with decl_pick 0 count the ways and take the
 * list_pick-th, remembering its fields; those with decl_pick > 0 take
 * another declarator of the same fields (`int a, b, c;`), so they look
 * for the fields remembered: counting would not do, as a field of one
 * declarator does not match then.
 */
bool cfix__match_record_solution(struct matcher *m, const struct cfix_node *pat,
				 const struct cover *cover);

/* Did one of the pattern's elements before pi match code element at? */
bool cfix__match_elem_taken(const struct cover *cover, uint32_t pi,
			    uint32_t at);

/* Are all of pattern node's tokens removed? */
bool cfix__match_all_removed(const struct matcher *m,
			     const struct cfix_node *node);

/*
 * After match_kid_list(): the tokens pat owns (brackets, commas) are
 * mapped to the same tokens of src in the same gap between kids.  A
 * comma next to "..." or a list that took nothing has no counterpart
 * and stays unmapped.
 */
void cfix__match_map_list_tokens(struct matcher *m, const struct cfix_node *pat,
				 const struct cfix_node *src,
				 const struct cover *cover);

/* The statement list metavariable block pattern pat holds alone,
 * `{ SL }`, or NULL. */
const struct cfix_node *cfix__match_lone_stmt_list(const struct matcher *m,
						   const struct cfix_node *pat);

/* `{ SL }`: statement list kid binds all of block src's statements (no
 * token when there are none), or checks that they are the code it
 * bound; maps kid's token to them. */
bool cfix__match_bind_stmt_list(struct matcher *m, const struct cfix_node *kid,
				const struct cfix_node *src);

#endif
