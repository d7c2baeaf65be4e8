/*
 * conditionals.c: does a file hold code the preprocessor may leave out
 * (an `#if`, `#ifdef` or `#ifndef` other than an include guard)?  clang
 * reads one branch of each, the configured one; spatch 1.1.1 and cfix's
 * own parse read them all (candidates.c asks, for a file given compiler
 * arguments).
 */
#include "cfront.h"

#include <string.h>

bool cfix__source_has_conditionals(const char *text, size_t len)
{
	const char *p = text, *end = text + len, *guard = NULL;
	size_t guard_len = 0;

	while (p < end) {
		struct cfix__line line;

		p = cfix__line_read(p, end, &line);
		if (line.name && line.nlen) {
			bool guarded = guard && cfix__line_is(&line, "define") &&
				       line.alen == guard_len &&
				       !strncmp(line.arg, guard, guard_len);

			if (guard && !guarded)
				return true;
			guard = NULL;
			/* `#ifndef H` then `#define H`: an include guard */
			if (cfix__line_is(&line, "ifndef") && line.alen > 0) {
				guard = line.arg;
				guard_len = line.alen;
			} else if (!guarded && (cfix__line_is(&line, "if") ||
						cfix__line_is(&line, "ifdef"))) {
				return true;
			}
		} else if (guard && !line.blank) {
			return true;	/* code between #ifndef and #define */
		}
	}
	return guard != NULL;
}
