/*
 * decl_shapes.h: the structural match of declarations (decl_shapes.c).
 */
#ifndef CFIX_MATCH_DECL_SHAPES_H
#define CFIX_MATCH_DECL_SHAPES_H

#include "state.h"

/*
 * `T x = E;` (T a type metavariable) against a declaration of one name:
 * T the whole declared type (pointers, array brackets).  Returns false
 * when this is not such a case or it does not match (*handled tells
 * which).
 */
bool cfix__match_decl_type(struct matcher *m, const struct cfix_node *pat,
			   const struct cfix_node *src, bool *handled);

/* A declaration pattern ending in a struct definition against one. */
bool cfix__match_decl_record(struct matcher *m, const struct cfix_node *pat,
			     const struct cfix_node *src);

/* A declaration pattern of one name against `int a, b, c;`: the
 * declarator m->decl_pick (the matcher's driver tries the others). */
bool cfix__match_one_declarator(struct matcher *m,
				const struct cfix_node *pat,
				const struct cfix_node *src);

#endif
