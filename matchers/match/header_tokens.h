/*
 * header_tokens.h: the tokens of a header's bytes as the header index
 * reads them (header_tokens.c), without a preprocessor: words,
 * literals, single punctuators; spaces, comments and line
 * continuations skipped.
 */
#ifndef CFIX_MATCH_HEADER_TOKENS_H
#define CFIX_MATCH_HEADER_TOKENS_H

#include <stdbool.h>
#include <stddef.h>

/* The next token of [p, end), *n bytes long; *nl: a newline was
 * skipped before it.  NULL at the end. */
const char *cfix__htok_next(const char *p, const char *end, size_t *n,
			    bool *nl);

/* Whether the token t (n bytes; NULL: none) is the word w. */
bool cfix__htok_is(const char *t, size_t n, const char *w);

#endif
