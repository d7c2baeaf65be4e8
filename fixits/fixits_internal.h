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
	uint32_t rule_index;		/* cfix_match's */
	uint32_t begin, end;
	uint32_t nactions;
	bool one_node;			/* cfix_match's */
	bool repeat;			/* cfix_match's */
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

/* Appends text[b, e) to out with edits[0, n) applied (sorted, not
 * overlapping, each inside [b, e]; offsets into text): the one loop of
 * cfix_edits_apply_buffer() and same_result.c's comparison. */
void cfix__edits_apply_span(struct cfix_buf *out, const char *text,
			    size_t b, size_t e,
			    const struct cfix_edit *edits, size_t n);

/*
 * Do edits (one match's: sorted, not overlapping) make the same text as
 * the accepted edits over the span either touches (same_result.c)?
 */
bool cfix__editset_same_result(const struct cfix_editset *set,
			       const struct cfix_edit_array *edits);

/*
 * Converts m's actions on text[0, len) into sorted, non-overlapping edits
 * appended to out (texts in arena, rule and match left 0).  Returns 0, or
 * -1 when an action is out of range.
 */
/*
 * Added code respaced as spatch prints it (plus_layout.c).  The caller
 * owns the result and frees it with free().
 */
char *cfix__plus_layout(const char *text);

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
 * Appends the code m matched as it reads after rec's edits (m's own, on
 * text[0, len)), trimmed, a first line and "..." when it spans more:
 * what the report's "fix:" note shows.  Returns 0, or -1 (nothing
 * appended) when the edits lie outside text.
 */
int cfix__fix_preview(struct cfix_buf *out, const char *text, size_t len,
		      const struct cfix_match *m,
		      const struct cfix_match_record *rec);

/*
 * Which fixes apply (fixits/fix_policy.c): matches[0, count) on
 * text[0, len) of path, copied into arena, with each held fix marked
 * not rewritten by a note that shows the fix and says how to apply it.
 * A fix is held when its rule says "// fix: review" (or none, or any
 * word but safe) and review_fixes is false; a rule that says nothing (a
 * user's own rule) is applied.  Returns the copies, or matches itself
 * when no fix is held.
 */
const struct cfix_match *cfix__fix_hold(const char *path, const char *text,
					size_t len,
					const struct cfix_match *matches,
					uint32_t count, bool review_fixes,
					struct cfix_arena *arena);

/*
 * --check-build (fixits/build_check.c): compiles the text set's edits
 * make with opts->parse's compile command and refuses each fix that
 * brings a new compiler error (one the file as read does not have):
 * its edits leave set, its record is rejected, and its match (set's
 * records stand for matches[0, count)) gets a "not rewritten" note
 * saying why, in arena.  Without opts->has_command, a warning in sink
 * says the file was not checked.  Returns 0, or -1 (every fix refused,
 * an error in sink) when clang could not compile the text.
 */
int cfix__build_check(const struct cfix_pipeline_options *opts,
		      struct cfix_editset *set, struct cfix_match *matches,
		      uint32_t count, struct cfix_arena *arena,
		      struct cfix_diag_sink *sink);

/*
 * cfix_file_write_in_tree()'s work once the folder is held: writes the
 * file name inside the folder descriptor dirfd (borrowed, not closed);
 * path is the name shown in sink's messages.  Returns 0 or -1.
 */
int cfix__file_write_at(int dirfd, const char *path, const char *name,
			const char *old, size_t oldlen, const char *new,
			size_t newlen, struct cfix_diag_sink *sink);

#endif
