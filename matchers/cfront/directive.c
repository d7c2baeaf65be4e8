/*
 * directive.c: the one reader of preprocessor directive lines by their
 * text alone, for the tests that look at a file's directives before
 * (or instead of) a parse: conditionals.c (code the preprocessor may
 * leave out), headers.c (an #include clang cannot find),
 * match/spatch_types.c (the headers spatch reads) and match/unparsed.c
 * (the directives kept beside unparsed code).  A directive is a
 * line whose first byte past spaces and tabs is '#'.  Comments and
 * backslash continuations are not followed: each caller is a test on
 * ordinary code, not a preprocessor (unparsed.c checks continuations
 * itself).
 */
#include "cfront.h"

#include <string.h>

/* p past blanks (spaces and tabs) up to end. */
static const char *blanks(const char *p, const char *end)
{
	while (p < end && (*p == ' ' || *p == '\t'))
		p++;
	return p;
}

/* The length of the word (a name's characters) at p. */
static size_t word_len(const char *p, const char *end)
{
	const char *q = p;

	while (q < end && cfix_is_name_char(*q))
		q++;
	return (size_t)(q - p);
}

const char *cfix__line_read(const char *p, const char *end,
			    struct cfix__line *line)
{
	const char *eol = memchr(p, '\n', (size_t)(end - p));
	const char *lend = eol ? eol : end, *q = blanks(p, lend);

	*line = (struct cfix__line){ .end = lend, .blank = q == lend };
	if (q < lend && *q == '#') {
		line->name = blanks(q + 1, line->end);
		line->nlen = word_len(line->name, line->end);
		line->arg = blanks(line->name + line->nlen, line->end);
		line->alen = word_len(line->arg, line->end);
	}
	return eol ? eol + 1 : end;
}

bool cfix__line_is(const struct cfix__line *line, const char *word)
{
	return line->name && line->nlen == strlen(word) &&
	       !strncmp(line->name, word, line->nlen);
}

enum cfix__include_kind cfix__source_include_read(const char *p,
						  const char *end,
						  const char **name,
						  size_t *len)
{
	const char *eol = memchr(p, '\n', (size_t)(end - p)), *q, *close;
	size_t n;

	end = eol ? eol : end;
	n = word_len(p, end);
	if (n == 12 && !strncmp(p, "include_next", n))
		return CFIX__INCLUDE_OTHER;
	if (n != 7 || strncmp(p, "include", n))
		return CFIX__INCLUDE_NONE;
	q = blanks(p + 7, end);
	if (q == end || (*q != '"' && *q != '<'))
		return CFIX__INCLUDE_OTHER;	/* a macro */
	close = memchr(q + 1, *q == '"' ? '"' : '>', (size_t)(end - q - 1));
	if (!close || close == q + 1)
		return CFIX__INCLUDE_OTHER;
	*name = q + 1;
	*len = (size_t)(close - q - 1);
	return *q == '"' ? CFIX__INCLUDE_QUOTED : CFIX__INCLUDE_ANGLED;
}
