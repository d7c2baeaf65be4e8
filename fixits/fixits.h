/*
 * fixits: from matches to changed files.  This is the module's one front
 * door; tool/ uses nothing else from fixits/.
 *
 * Data path: each struct cfix_match's token-level actions become byte
 * edits in a struct cfix_editset (one per file), which sorts them and
 * rejects a match whose edits overlap another match's.  The accepted
 * edits are applied by clang's rewriter (checked against cfix's own
 * buffer writer), and the result is either shown as a unified diff or
 * written back atomically.  Matches are also rendered as compiler-style
 * reports.
 *
 * Ownership for the whole API: objects returned by _new are owned by the
 * caller and released with the matching _free (which accepts NULL).
 * Functions that take a struct cfix_buf append to it; the caller owns
 * the buffer.  Errors the user should read go to the caller's struct
 * cfix_diag_sink; nothing here prints or exits.
 */
#ifndef CFIX_FIXITS_H
#define CFIX_FIXITS_H

#include "../matchers/matchers.h"

/* ---- edits -------------------------------------------------------------- */

/*
 * Replace bytes [begin, end) of a file by text (begin == end: insert).
 * text and rule are owned by the editset the edit belongs to.  match is
 * the sequence number of the cfix_editset_add_match() call that produced
 * the edit (0 for the first call on the set).
 */
struct cfix_edit {
	uint32_t begin, end;
	char *text;
	const char *rule;
	uint32_t match;
};

/* The checked edits of one file.  Opaque. */
struct cfix_editset;

/*
 * A new empty editset for the file at path whose bytes were read as
 * text[0, len) (the bytes the matches' offsets refer to).  Both are
 * copied.
 */
struct cfix_editset *cfix_editset_new(const char *path, const char *text,
				      size_t len);
void cfix_editset_free(struct cfix_editset *set);

/*
 * Turns m's actions into edits and adds them, unless one of them overlaps
 * an edit another match added earlier: then nothing of m is added and a
 * warning naming both rules goes to sink, at m's location.  Edits equal
 * to an accepted one (same range and text) collapse into it.  A match
 * with not_rewritten set, or without actions, adds nothing.
 *
 * Layout rules: removals separated only by whitespace become one removal
 * (a gap holding block comments is removed too when it lies on one line
 * inside the matched range; comments on lines of their own are kept); a
 * line left blank by removals is removed with its newline; whitespace
 * next to a removal that leaves code on its line is tidied unless an
 * insertion touches the removal; own-line insertions go on lines of
 * their own, indented like the anchor line (in place of a removed line
 * when they sit on it); newlines inserted into a CRLF file are CRLF.
 *
 * m is borrowed; the set keeps copies of what it needs.  Returns 0 when
 * the match was accepted (or had nothing to add), 1 when it was rejected
 * for a conflict, -1 (error in sink) when an action lies outside the file.
 */
int cfix_editset_add_match(struct cfix_editset *set,
			   const struct cfix_match *m,
			   struct cfix_diag_sink *sink);

/* The path and original bytes the set was created with (owned by set). */
const char *cfix_editset_path(const struct cfix_editset *set);
const char *cfix_editset_text(const struct cfix_editset *set, size_t *len);

/*
 * The accepted edits, sorted by begin then end, never overlapping.  The
 * returned edit is owned by set and valid until the next add or free.
 */
size_t cfix_editset_count(const struct cfix_editset *set);
const struct cfix_edit *cfix_editset_at(const struct cfix_editset *set,
					size_t index);

/*
 * Appends one line per accepted edit, "path:L:C-L:C 'text'", where the
 * locations are of begin and end and text escapes \n, \r, \t, \\ and \'.
 * Stable, for tests and --dump-edits.
 */
void cfix_editset_dump(const struct cfix_editset *set, struct cfix_buf *out);

/*
 * Appends text[0, len) with the edits applied to out, using plain buffer
 * copies.  edits must be sorted by begin with no edit starting before
 * the previous one ends.  Returns 0, or -1 (out unchanged) when an edit
 * is out of range or out of order.  Used to check clang's rewriter.
 */
int cfix_edits_apply_buffer(const char *text, size_t len,
			    const struct cfix_edit *edits, size_t count,
			    struct cfix_buf *out);

/*
 * Appends the file's new bytes to out: the set's edits applied to its
 * original bytes by clang's rewriter, run in a child process, and
 * checked against cfix_edits_apply_buffer().  Returns 0, or -1 with an
 * error in sink (rewriter failure, or a disagreement, which is a cfix
 * bug) and out unchanged.
 */
int cfix_editset_apply(const struct cfix_editset *set, struct cfix_buf *out,
		       struct cfix_diag_sink *sink);

/* ---- writing ------------------------------------------------------------ */

/*
 * Replaces the file at path (following a symlink to its target) by
 * new[0, newlen) atomically: re-reads the file and refuses ("file
 * changed on disk since it was read; not written") if it no longer holds
 * old[0, oldlen); otherwise writes a temporary file in the same folder,
 * fsyncs it, gives it the original's permission bits and renames it over
 * the original.  On failure the original is untouched, the temporary
 * file removed, and an error is in sink.  Returns 0 or -1.
 */
int cfix_file_write_atomic(const char *path, const char *old, size_t oldlen,
			   const char *new, size_t newlen,
			   struct cfix_diag_sink *sink);

/* ---- diffs -------------------------------------------------------------- */

/*
 * Appends a unified diff of old -> new (made by libgit2) to out, with
 * "diff --git a/PATH b/PATH", "--- a/PATH" and "+++ b/PATH" headers,
 * which `git apply` and `patch -p1` accept.  PATH is path made relative
 * to the current directory when it lies inside it, without a leading
 * "./".  Returns 1 when a diff was appended, 0 when old and new are
 * equal (nothing appended), -1 when libgit2 failed (nothing appended).
 */
int cfix_diff_append(struct cfix_buf *out, const char *path, const char *old,
		     size_t oldlen, const char *new, size_t newlen);

/* ---- reports ------------------------------------------------------------ */

/*
 * Appends m as a compiler-style report on the file path whose bytes are
 * text[0, len):
 *
 *	path:L:C: warning: MESSAGE [RULE]
 *	<source line>
 *	    ^~~~~~
 *	path:L:C: note: fix: 'REPLACEMENT'
 *
 * The caret underlines the matched bytes on the first line.  The note is
 * shown when set (may be NULL) holds m's accepted edits; REPLACEMENT is
 * the matched code after those edits (its first line and "..." when it
 * spans lines).  A match with not_rewritten set gets "note: not
 * rewritten: REASON" instead.  Columns are 1-based bytes.
 */
void cfix_report_match(struct cfix_buf *out, const char *path,
		       const char *text, size_t len,
		       const struct cfix_match *m,
		       const struct cfix_editset *set);

#endif
