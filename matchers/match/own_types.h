/*
 * The type of an expression on cfix's own parse, for the candidate
 * pass: what the file's declarators, typedefs and functions (and its
 * headers', through header_records.c) state, never a guess; and the
 * helpers of types.c the reading shares.
 */
#ifndef CFIX_MATCH_OWN_TYPES_H
#define CFIX_MATCH_OWN_TYPES_H

#include "state.h"

/* The outermost constructor of a type as written: '*' a pointer, '['
 * an array, 0 another or one the text cannot tell. */
char cfix__own_outer_shape(const char *type);
/* That constructor for src's type as the file's declarators state it;
 * 0 unknown. */
char cfix__own_shape(const struct cfix_source *source,
		     const struct cfix_node *src);
/* The type clang would give src, where the own parse can state it in
 * C's own words; malloc'd, or NULL: unknown. */
char *cfix__own_type(const struct cfix_source *source,
		     const struct cfix_node *src);
/* src's type as its declarator spells it (*spelled, malloc'd) and,
 * returned, the canonical type its typedefs resolve to; NULL when
 * either is unknown. */
char *cfix__own_resolved_type(const struct cfix_source *source,
			      const struct cfix_node *src, char **spelled);

/* The type a name's declaration in the file spells (normalized,
 * malloc'd), typedefs left as written; NULL as own_declared(). */
char *cfix__own_spelled(const struct cfix_source *source,
			const struct cfix_node *src);

/* types.c's, shared with own_types.c. */
char *cfix__type_normalize(const char *in);

/* type past its leading names that stand before a base type (`g_autofree
 * char *`: `char *`): no typedef can (C has no `T char`); spatch's
 * parsing_hacks.ml reads such a name as a macro left out ("xx tt"). */
const char *cfix__own_past_macros(const char *type);
const char *cfix__type_declared_in(const struct cfix_node *node,
				   const char *name);
const char *cfix__type_member(const struct cfix_source *source,
			      const struct cfix_node *src);
const char *cfix__type_declared(const struct cfix_source *source,
				const struct cfix_node *src);
bool cfix__type_closed(const char *norm);

#endif
