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

char *cfix__source_missing_header(const char *path, const char *text,
				  size_t len)
{
	const char *p = text, *end = text + len, *name;
	unsigned depth = 0;
	size_t n;

	while (p < end) {
		struct cfix__line line;
		enum cfix__include_kind kind;

		p = cfix__line_read(p, end, &line);
		if (!line.name)
			continue;
		if (cfix__line_is(&line, "if") || cfix__line_is(&line, "ifdef") ||
		    cfix__line_is(&line, "ifndef"))
			depth++;
		else if (cfix__line_is(&line, "endif") && depth)
			depth--;
		else if (!depth &&
			 ((kind = cfix__source_include_read(line.name, line.end,
							    &name, &n)) ==
				  CFIX__INCLUDE_QUOTED ||
			  kind == CFIX__INCLUDE_ANGLED) &&
			 !header_found(path, name, n,
				       kind == CFIX__INCLUDE_QUOTED))
			return cfix_xasprintf("%.*s", (int)n, name);
	}
	return NULL;
}
