/*
 * attr_macros.h: whether a word of a declaration's type is a header
 * macro that stands for attributes only (`__always_inline`, `__init`),
 * for the candidate pass's typing (own_types.c).
 */
#ifndef CFIX_MATCH_ATTR_MACROS_H
#define CFIX_MATCH_ATTR_MACROS_H

#include <stdbool.h>

struct cfix_header_search;

/* Whether name is #defined by the headers hs reaches (the first that
 * does, header_records.h) and each of that header's definitions of it,
 * under whichever #if, is only `inline` and storage words,
 * `__attribute__((...))` and such macros in turn (a function-like one
 * with its arguments), at most depth deep.  False where unsure. */
bool cfix__attr_macro(struct cfix_header_search *hs, const char *name,
		      unsigned depth);

#endif
