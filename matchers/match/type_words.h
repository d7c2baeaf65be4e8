/*
 * type_words.h: a type's words matched against the source's
 * (type_words.c).
 */
#ifndef CFIX_MATCH_TYPE_WORDS_H
#define CFIX_MATCH_TYPE_WORDS_H

#include "state.h"

typedef CFIX_ARRAY(uint32_t) index_array;

enum { MAX_TYPE_WORDS = 32 };

/*
 * A type pattern against a source type, token by token.  Storage classes
 * and qualifiers the pattern does not name may stand before or after:
 * `- int` matches the `int` of `static int`.  A type metavariable of the
 * pattern matches one source token.
 */
bool cfix__match_type(struct matcher *m, const struct cfix_node *pat,
		      const struct cfix_node *src);

#endif
