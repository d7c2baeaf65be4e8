/*
 * export_internal.h: what the export files of fixits/ (export.c,
 * export_yaml.c, export_sarif.c) share: the copied findings of a run.
 * Nothing outside fixits/ includes this file.
 */
#ifndef CFIX_EXPORT_INTERNAL_H
#define CFIX_EXPORT_INTERNAL_H

#include "fixits_internal.h"

#include <jansson.h>

/* A place in a file, in every unit an export needs. */
struct cfix_export_point {
	uint32_t offset;	/* byte offset */
	uint32_t line;		/* 1-based */
	uint32_t col;		/* 1-based, bytes */
	uint32_t col16;		/* 1-based, UTF-16 code units */
};

struct cfix_export_edit {
	struct cfix_export_point begin, end;
	const char *text;
};

struct cfix_export_finding {
	const char *rule, *message;
	const char *severity;		/* "error", "warning" or "note" */
	const char *not_rewritten;	/* or NULL */
	struct cfix_export_point begin, end;
	const struct cfix_export_edit *edits;	/* accepted edits */
	uint32_t nedits;
};

struct cfix_export_record {
	const char *path;	/* as the user named it */
	const char *abspath;
	CFIX_ARRAY(struct cfix_export_finding) findings;
};

/* All strings and edit arrays live in arena. */
struct cfix_export {
	struct cfix_arena *arena;
	CFIX_ARRAY(struct cfix_export_record) files;
};

/* point of byte offset in text[0, len) */
struct cfix_export_point cfix__export_point(const char *text, size_t len,
					    uint32_t offset);

/*
 * A JSON string of text; bytes that are not UTF-8 become U+FFFD (jansson
 * takes only UTF-8).  Never NULL.
 */
json_t *cfix__export_string(const char *text);

/* An absolute form of path (malloc'd): realpath, else cwd/path. */
char *cfix__export_abspath(const char *path);

#endif
