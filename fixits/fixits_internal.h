/*
 * fixits_internal.h: what the files of fixits/ share.  Nothing outside
 * fixits/ and test/unit/fixits/ includes this file.
 */
#ifndef CFIX_FIXITS_INTERNAL_H
#define CFIX_FIXITS_INTERNAL_H

#include "fixits.h"

struct cfix_edit_array {
	struct cfix_edit *items;
	size_t len;
	size_t cap;
};

enum cfix_match_state {
	CFIX_MATCH_EMPTY,	/* nothing to apply */
	CFIX_MATCH_ACCEPTED,
	CFIX_MATCH_REJECTED,
	CFIX_MATCH_INVALID,
};

/* What the set remembers of each match it was given. */
struct cfix_match_record {
	/* the match it was made from: matches with the same span, rule
	 * and actions (one declaration pattern on `long a, b;`) are told
	 * apart by it; not dereferenced */
	const struct cfix_match *match;
	const char *rule;		/* in the set's arena */
	const char *rule_file;		/* likewise, or NULL */
	uint32_t begin, end;
	uint32_t nactions;
	bool one_node;			/* cfix_match's */
	enum cfix_match_state state;
	struct cfix_edit *edits;	/* its converted edits, arena */
	uint32_t nedits;
};

struct cfix_editset {
	struct cfix_arena *arena;	/* edit texts, rules, records */
	char *path;
	char *text;
	size_t len;
	bool crlf;			/* the file's first newline is CRLF */
	struct cfix_edit_array edits;	/* accepted, sorted */
	/* edits of matches taken back by a conflict with another rule
	 * file's fix: no later match may make them or touch their place */
	struct cfix_edit_array blocked;
	CFIX_ARRAY(struct cfix_match_record) matches;
};

/*
 * Converts m's actions on text[0, len) into sorted, non-overlapping edits
 * appended to out (texts in arena, rule and match left 0).  Returns 0, or
 * -1 when an action is out of range.
 */
int cfix__actions_convert(const char *text, size_t len, bool crlf,
			  const struct cfix_match *m, struct cfix_arena *arena,
			  struct cfix_edit_array *out);

/*
 * Runs clang's rewriter over text[0, len) (parsed as path) with edits and
 * appends the result to out.  Returns 0, or -1 with *why set to a static
 * description.
 */
int cfix__rewrite_run(const char *path, const char *text, size_t len,
		      const struct cfix_edit *edits, size_t count,
		      struct cfix_buf *out, const char **why);

/* The record of the match equal to m in set, or NULL. */
const struct cfix_match_record *
cfix__editset_find(const struct cfix_editset *set, const struct cfix_match *m);

/*
 * cfix_file_write_in_tree()'s work once the folder is held: writes the
 * file name inside the folder descriptor dirfd (borrowed, not closed);
 * path is the name shown in sink's messages.  Returns 0 or -1.
 */
int cfix__file_write_at(int dirfd, const char *path, const char *name,
			const char *old, size_t oldlen, const char *new,
			size_t newlen, struct cfix_diag_sink *sink);

#endif
