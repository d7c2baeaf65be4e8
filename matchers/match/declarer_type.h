/*
 * declarer_type.h: a declarer's macro use read as the type of the
 * declaration it starts, `D(a, b) __attr;`, matched as a call
 * (declarer_type.c).
 */
#ifndef CFIX_MATCH_DECLARER_TYPE_H
#define CFIX_MATCH_DECLARER_TYPE_H

#include "typeof.h"

/*
 * Type pattern pat against source type src when pat spells words, then
 * NAME ( ... ) and nothing after: -1 when it does not (the caller
 * matches words), 0 when the code's type is not that shape or its words
 * differ, 1 when it is: the words are mapped and *uses holds the two
 * macro uses, parsed as calls into the source's arena, that the caller
 * must still match.
 */
int cfix__match_declarer_split(struct matcher *m, const struct cfix_node *pat,
			       const struct cfix_node *src,
			       struct typeof_args *uses);

#endif
