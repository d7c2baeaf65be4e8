/*
 * conditionals.c: does a file hold code the preprocessor may leave out
 * (an `#if`, `#ifdef` or `#ifndef` other than an include guard)?  clang
 * reads one branch of each, the configured one; spatch 1.1.1 and cfix's
 * own parse read them all (candidates.c asks, for a file given compiler
 * arguments).
 */
#include "cfront.h"

#include <ctype.h>
#include <string.h>

/* p past blanks (spaces and tabs) up to end. */
static const char *blanks(const char *p, const char *end)
{
	while (p < end && (*p == ' ' || *p == '\t'))
		p++;
	return p;
}

/* The word at p (a name's characters) and its length in *len. */
static const char *word_at(const char *p, const char *end, size_t *len)
{
	const char *q = p;

	while (q < end && (*q == '_' || isalnum((unsigned char)*q)))
		q++;
	*len = (size_t)(q - p);
	return p;
}

/* The directive of the line at p (past blanks and '#'), its word in
 * *name, the next word in *arg; false when the line holds none. */
static bool directive_at(const char *p, const char *end, const char **name,
			 size_t *nlen, const char **arg, size_t *alen)
{
	p = blanks(p, end);
	if (p == end || *p != '#')
		return false;
	*name = word_at(blanks(p + 1, end), end, nlen);
	*arg = word_at(blanks(*name + *nlen, end), end, alen);
	return *nlen > 0;
}

static bool is_word(const char *w, size_t len, const char *word)
{
	return len == strlen(word) && !strncmp(w, word, len);
}

bool cfix__source_has_conditionals(const char *text, size_t len)
{
	const char *p = text, *end = text + len, *guard = NULL;
	size_t guard_len = 0;

	while (p < end) {
		const char *eol = memchr(p, '\n', (size_t)(end - p)), *name, *arg;
		size_t nlen, alen;

		eol = eol ? eol : end;
		if (directive_at(p, eol, &name, &nlen, &arg, &alen)) {
			bool guarded = guard && is_word(name, nlen, "define") &&
				       alen == guard_len &&
				       !strncmp(arg, guard, alen);

			if (guard && !guarded)
				return true;
			guard = NULL;
			/* `#ifndef H` then `#define H`: an include guard */
			if (is_word(name, nlen, "ifndef") && alen > 0) {
				guard = arg;
				guard_len = alen;
			} else if (!guarded && (is_word(name, nlen, "if") ||
						is_word(name, nlen, "ifdef"))) {
				return true;
			}
		} else if (guard && blanks(p, eol) != eol) {
			return true;	/* code between #ifndef and #define */
		}
		p = eol + 1;
	}
	return guard != NULL;
}
