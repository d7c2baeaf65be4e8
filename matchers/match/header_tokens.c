/*
 * The tokens of a header for its index (header_tokens.h).
 */
#include "header_tokens.h"
#include "../matchers.h"

#include <string.h>

/* The next token of [p, end): a word, a literal, or one punctuator;
 * spaces, comments and line continuations skipped; *nl: a newline was
 * skipped.  NULL at the end. */
const char *cfix__htok_next(const char *p, const char *end, size_t *n,
			    bool *nl)
{
	while (p < end) {
		if (*p == '\n') {
			*nl = true;
			p++;
		} else if (*p == ' ' || *p == '\t' || *p == '\r' || *p == '\f' ||
			   (*p == '\\' && p + 1 < end && p[1] == '\n')) {
			p += *p == '\\' ? 2 : 1;
		} else if (*p == '/' && p + 1 < end && p[1] == '*') {
			const char *q = p + 2;

			while (q + 1 < end && !(q[0] == '*' && q[1] == '/'))
				q++;
			p = q + 1 < end ? q + 2 : end;
		} else if (*p == '/' && p + 1 < end && p[1] == '/') {
			while (p < end && *p != '\n')
				p++;
		} else {
			break;
		}
	}
	if (p >= end)
		return NULL;
	if (cfix_is_name_char(*p)) {
		const char *q = p;

		while (q < end && cfix_is_name_char(*q))
			q++;
		*n = (size_t)(q - p);
	} else if (*p == '"' || *p == '\'') {
		const char *q = p + 1;

		while (q < end && *q != *p && *q != '\n')
			q += *q == '\\' && q + 1 < end ? 2 : 1;
		*n = (size_t)((q < end ? q + 1 : end) - p);
	} else {
		*n = 1;
	}
	return p;
}

bool cfix__htok_is(const char *t, size_t n, const char *w)
{
	return t && strlen(w) == n && !strncmp(t, w, n);
}
