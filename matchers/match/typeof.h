/*
 * typeof.h: `typeof (E)` and `typeof (T)` in a rule's types, their
 * argument matched as code (typeof.c).
 */
#ifndef CFIX_MATCH_TYPEOF_H
#define CFIX_MATCH_TYPEOF_H

#include "state.h"

/* The argument of a rule's typeof and of the code's, parsed, for the
 * structural matcher to match. */
struct typeof_args {
	const struct cfix_node *pat;	/* rule side */
	const struct cfix_node *src;	/* code side */
};

/*
 * Type pattern pat against source type src when pat spells `typeof (`
 * ... `)`: -1 when it does not (the caller matches words), 0 when the
 * words around the typeof or the argument's parse do not fit, 1 when
 * they do: the words are mapped and *args holds the two arguments,
 * parsed into the source's arena, that the caller must still match.
 */
int cfix__match_typeof_split(struct matcher *m, const struct cfix_node *pat,
			     const struct cfix_node *src,
			     struct typeof_args *args);

#endif
