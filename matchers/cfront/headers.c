/*
 * headers.c: whether clang can tell more of a file than cfix's own
 * parse, from its #include lines alone.
 *
 * With no compile command, clang reads a file with its default search
 * path only.  A header it cannot find leaves the names it declares
 * unknown: the types and constants a rule asks clang for are then not
 * there to be had (fs/xfs's `!flags & XFS_BMAPI_ENTIRE`, where
 * "xfs.h" is not found from libxfs/, was lost on clang's view, which
 * made a recovery expression of it), while the parse costs ten times
 * the own parse's.  The test is a stat per #include: a quoted header
 * is looked for in the file's folder, then, as an angled one, in
 * clang's default folders.  Only an #include outside every #if counts:
 * one under a condition may be skipped by the compiler.
 */
#include "cfront.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#ifndef CFIX_CLANG_INCLUDE
#define CFIX_CLANG_INCLUDE "/usr/lib/llvm-19/lib/clang/19/include"
#endif
#if defined(__x86_64__)
#define MULTIARCH "/usr/include/x86_64-linux-gnu"
#elif defined(__aarch64__)
#define MULTIARCH "/usr/include/aarch64-linux-gnu"
#else
#define MULTIARCH "/usr/include"
#endif

/* clang's default folders for <...>, in its order */
static const char *const system_dirs[] = {
	CFIX_CLANG_INCLUDE, "/usr/local/include", MULTIARCH, "/usr/include",
};

/* Whether dir/name is a file (dir NULL: name alone). */
static bool found_in(const char *dir, size_t dirlen, const char *name,
		     size_t len)
{
	char path[4096];
	struct stat st;
	int n = dir ? snprintf(path, sizeof(path), "%.*s/%.*s", (int)dirlen,
			       dir, (int)len, name)
		    : snprintf(path, sizeof(path), "%.*s", (int)len, name);

	return n > 0 && (size_t)n < sizeof(path) && stat(path, &st) == 0 &&
	       S_ISREG(st.st_mode);
}

/* Whether the header name[0, len) is found; quoted from path's folder
 * first. */
static bool header_found(const char *path, const char *name, size_t len,
			 bool quoted)
{
	const char *slash = strrchr(path, '/');

	if (len && name[0] == '/')
		return found_in(NULL, 0, name, len);
	if (quoted && (slash ? found_in(path, (size_t)(slash - path), name,
					len)
			     : found_in(".", 1, name, len)))
		return true;
	for (size_t i = 0; i < sizeof(system_dirs) / sizeof(*system_dirs); i++)
		if (found_in(system_dirs[i], strlen(system_dirs[i]), name, len))
			return true;
	return false;
}

/* p past blanks (spaces and tabs) up to end. */
static const char *blanks(const char *p, const char *end)
{
	while (p < end && (*p == ' ' || *p == '\t'))
		p++;
	return p;
}

/* Whether the directive at p (past its '#') is word. */
static bool is_directive(const char *p, const char *end, const char *word)
{
	size_t n = strlen(word);

	return (size_t)(end - p) >= n && !strncmp(p, word, n) &&
	       (p + n == end || !(p[n] == '_' || isalnum((unsigned char)p[n])));
}

enum cfix__include_kind cfix__source_include_read(const char *p,
						  const char *end,
						  const char **name,
						  size_t *len)
{
	const char *eol = memchr(p, '\n', (size_t)(end - p)), *q, *close;

	end = eol ? eol : end;
	if (is_directive(p, end, "include_next"))
		return CFIX__INCLUDE_OTHER;
	if (!is_directive(p, end, "include"))
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

char *cfix__source_missing_header(const char *path, const char *text,
				  size_t len)
{
	const char *p = text, *end = text + len, *name;
	unsigned depth = 0;
	size_t n;

	while (p < end) {
		const char *eol = memchr(p, '\n', (size_t)(end - p));
		const char *q = blanks(p, eol ? eol : end), *lend;
		enum cfix__include_kind kind;

		lend = eol ? eol : end;
		p = eol ? eol + 1 : end;
		if (q == lend || *q != '#')
			continue;
		q = blanks(q + 1, lend);
		if (is_directive(q, lend, "if") ||
		    is_directive(q, lend, "ifdef") ||
		    is_directive(q, lend, "ifndef"))
			depth++;
		else if (is_directive(q, lend, "endif") && depth)
			depth--;
		else if (!depth &&
			 ((kind = cfix__source_include_read(q, lend, &name, &n)) ==
				  CFIX__INCLUDE_QUOTED ||
			  kind == CFIX__INCLUDE_ANGLED) &&
			 !header_found(path, name, n,
				       kind == CFIX__INCLUDE_QUOTED))
			return cfix_xasprintf("%.*s", (int)n, name);
	}
	return NULL;
}
