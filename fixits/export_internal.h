/*
 * export_internal.h: what the export files of fixits/ (export.c,
 * export_yaml.c, export_sarif.c, export_html.c) share: the copied findings of a run.
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

/*
 * joined: for an insertion at a place where other findings insert too
 * (two matches each adding a line after one `}`), the text the fixed
 * file has there, all findings' together, on the first finding's
 * insertion, and "" on the others'; NULL otherwise.  Every format
 * writes it instead of text (cfix__export_edit_text): a consumer
 * applying two insertions at one place would have to guess their order
 * (clang-apply-replacements refuses them).
 */
struct cfix_export_edit {
	struct cfix_export_point begin, end;
	const char *text;
	const char *joined;
};

struct cfix_export_finding {
	const char *rule, *message;
	const char *severity;		/* "error", "warning" or "note" */
	const char *not_rewritten;	/* or NULL */
	struct cfix_export_point begin, end;
	const struct cfix_export_edit *edits;	/* accepted edits */
	uint32_t nedits;
	/* for --html (cfix_export_file's context), else NULL and 0: */
	const char *context;	/* the lines around the match */
	uint32_t context_line;	/* the first one's number, 1-based */
	const char *diff;	/* the fix alone as a unified diff, or NULL */
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

/*
 * The text every format writes for edit: its joined text, its own, or
 * NULL when another finding's insertion carries it (write nothing).
 */
const char *cfix__export_edit_text(const struct cfix_export_edit *edit);

/* point of byte offset in text[0, len) */
struct cfix_export_point cfix__export_point(const char *text, size_t len,
					    uint32_t offset);

/*
 * A JSON string of text; bytes that are not UTF-8 become U+FFFD (jansson
 * takes only UTF-8).  Never NULL.
 */
json_t *cfix__export_string(const char *text);

/* Length of the valid UTF-8 sequence at s, or 0. */
size_t cfix__export_utf8_sequence(const unsigned char *s);

/*
 * Fills f's context, context_line and diff (--html) from file: the
 * file's context lines of code around m, and the diff of m's count
 * edits alone.  f->begin must be set.  Strings live in arena.
 */
void cfix__export_html_snippet(struct cfix_arena *arena,
			       const struct cfix_export_file *file,
			       const struct cfix_match *m,
			       const struct cfix_edit *edits, uint32_t count,
			       struct cfix_export_finding *f);

/* The --html report's style sheet and script (export_html_assets.c). */
extern const char cfix__html_css[];
extern const char cfix__html_js[];

/* An absolute form of path (malloc'd): realpath, else cwd/path. */
char *cfix__export_abspath(const char *path);

#endif
