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
	enum cfix_insert_side side;	/* an insertion's */
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
 * Turns m's actions into edits and adds them, unless they conflict with
 * the fix of a match added earlier: an edit of m overlaps one of its
 * (shares bytes, inserts inside its range, inserts other text at the
 * same spot), or, the match being of another rule, m's edits make that
 * fix in part (an equal edit: both rename one token) and something
 * else besides.  Then nothing of m is added and a warning naming both
 * rules goes to sink, at m's location: two matches' fixes are never
 * merged into one; the earlier one stays, as when spatch's earlier
 * rule changes the code a later one would have matched.  Edits equal
 * to an accepted one (same range and text), the same fix again,
 * collapse into it.  A match with not_rewritten set, or without
 * actions, adds nothing.
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
 * Where each accepted edit lands in the text the set's edits make (the
 * result), walked in order:
 *
 *	struct cfix_edit_walk walk;
 *	struct cfix_edit_place at;
 *
 *	cfix_edit_walk_init(&walk, set);
 *	while (cfix_edit_walk_next(&walk, &at))
 *		... at.edit's bytes [at.begin, at.end) became
 *		    [at.new_begin, at.new_end) of the result ...
 *
 * The bytes between two edits are kept: [prev.end, at.begin) of the
 * set's text is [prev.new_end, at.new_begin) of the result, where prev
 * is the place before at, or all zeros before the first edit.  The
 * walk borrows set, which must not change while it is walked, and holds
 * nothing to release.
 */
struct cfix_edit_place {
	const struct cfix_edit *edit;
	uint32_t begin, end;		/* the edit's range in the set's text */
	uint32_t new_begin, new_end;	/* its text's range in the result */
};

struct cfix_edit_walk {
	const struct cfix_editset *set;
	size_t next;		/* index of the edit yielded next */
	int64_t delta;		/* result offset - set's text offset, past
				 * the edits yielded so far */
};

void cfix_edit_walk_init(struct cfix_edit_walk *walk,
			 const struct cfix_editset *set);

/* Fills *at with the next edit's place and returns true, or returns
 * false (*at unchanged) when all edits were yielded. */
bool cfix_edit_walk_next(struct cfix_edit_walk *walk,
			 struct cfix_edit_place *at);

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

/*
 * The same without clang: the edits applied by cfix_edits_apply_buffer()
 * alone.  For files read by cfix's own parser (`--parser own`), whose
 * edit offsets are plain file offsets with no macro expansion to guard
 * against; the rewriter's child (a fork and a libclang parse, tens of
 * milliseconds a file) was most of such a run's CPU.  Returns 0, or -1
 * with an error in sink and out unchanged.
 */
int cfix_editset_apply_plain(const struct cfix_editset *set,
			     struct cfix_buf *out,
			     struct cfix_diag_sink *sink);

/*
 * Fixes made in rounds, as rules run in stages: then's edits apply to
 * the text first's edits make (then was created on those bytes).
 * Returns a new set on first's text whose edits make the same bytes as
 * first's and then's applied one after the other.  Its records are
 * first's and then's, in the order they were added, with then's spans
 * mapped onto first's text.  An edit of then lying in bytes first kept
 * moves back onto first's text and keeps its match; edits that overlap
 * or meet, one of them first's, become one edit, owned by the earlier
 * round's match.  Free the result with cfix_editset_free().
 */
struct cfix_editset *cfix_editset_compose(const struct cfix_editset *first,
					  const struct cfix_editset *then);

/*
 * Where offset, in the text set's edits make, lies in set's text: an
 * offset in bytes the edits kept moves by the length they changed
 * before it; one inside an edit's new text goes to the start of the
 * edit's range, or its end when end is set (a span's end).
 */
uint32_t cfix_editset_map_back(const struct cfix_editset *set,
			       uint32_t offset, bool end);

/*
 * Makes set's records, in the order their matches were added, stand for
 * matches[0, count) (copies of those matches, say with spans mapped by
 * cfix_editset_map_back()), so that cfix_editset_match_edits() finds
 * them by address.
 */
void cfix_editset_rebind(struct cfix_editset *set,
			 const struct cfix_match *matches, uint32_t count);

/* ---- the per-file pipeline ---------------------------------------------- */

/*
 * One file through a rule set, the way every entry point runs it (the
 * command line, spatch mode, the language server, --test): the rules
 * in stages (cfix_ruleset_stage_ends()), each stage matching the text
 * the stages before it made, parsed again; each stage's edits composed
 * onto the file as read (cfix_editset_compose()); the matches mapped
 * back onto the file as read.
 *
 * What the pipeline needs besides the file and the rules, all borrowed
 * for the length of cfix_pipeline_run():
 */
struct cfix_pipeline_options {
	/* the rules, for --patch-dir's per-rule diffs (the set run) */
	const struct cfix_ruleset *rules;
	/* how a later stage's text is parsed: the options the file was
	 * parsed with (compiler arguments, front end); the pipeline sets
	 * unsaved_text to the stage's text and clears reparsable */
	const struct cfix_source_options *parse;
	/* script rules' output and the dumps go here; NULL: scripts print
	 * to stdout and nothing is dumped */
	struct cfix_buf *out;
	bool dump_matches;	/* each stage's matches, on its text */
	bool dump_edits;	/* each stage's edits, on its text */
	bool patches;		/* fill the result's patches */
	struct cfix_explain *explain;	/* --explain's trace, or NULL */
	/* apply the fixes of rules whose header says "// fix: review" (or
	 * none); else they are held back, each match's not_rewritten note
	 * showing the fix (a rule file without "// fix:" is applied) */
	bool review_fixes;
	/* --check-build: compile the fixed text with parse's arguments
	 * (has_command: they are the file's own compile command; else a
	 * warning says the file was not checked) and refuse each fix that
	 * brings a new compiler error, its match saying why */
	bool check_build, has_command;
};

/*
 * What cfix_pipeline_run() found.  Initialize with
 * cfix_pipeline_result_init(), release with
 * cfix_pipeline_result_release() (which frees the edit set and the
 * stage sources, making matches invalid).
 *
 * matches[0, nmatches): every stage's matches, in stage order, as
 * copies whose spans and '*' spans lie on the file as read (their
 * actions lie on their stage's text).  Their strings and actions live
 * in the first source (the caller's) or in a stage source the result
 * owns: keep the first source until the result is released.
 *
 * edits: the composed edits on the file as read, whose records stand
 * for matches (cfix_editset_match_edits() finds them); NULL when the
 * matcher failed.  patches: with options.patches, per rule that
 * changed the file its name, message and diff, each ending in a NUL
 * byte.  failed: a step failed but the result holds what was done
 * before it (a later stage's text did not parse: its rules did not
 * run; a patch could not be made), or a rule file failed in the file (a
 * script error, a change reached by inconsistent paths: an error in the
 * sink) and the result holds the other rule files' matches and fixes
 * only, as each rule file is run on its own.
 */
struct cfix_pipeline_result {
	const struct cfix_match *matches;
	uint32_t nmatches;
	struct cfix_editset *edits;
	struct cfix_buf patches;
	bool failed;
	/* private */
	struct cfix_arena *arena;	/* mapped '*' spans */
	CFIX_ARRAY(struct cfix_match) all;
	CFIX_ARRAY(struct cfix_source *) sources;	/* later stages' */
};

void cfix_pipeline_result_init(struct cfix_pipeline_result *result);
void cfix_pipeline_result_release(struct cfix_pipeline_result *result);

/*
 * Runs the rules of opts->rules over source, the file as read (borrowed:
 * the caller frees it, after releasing result), into result, which the
 * caller has initialized.  Conflicts and errors go to sink.  Returns 0,
 * or -1 when the matcher failed for the whole file (a rule file that
 * failed had changed it in an earlier stage: an error in sink;
 * result->edits is NULL, result->matches holds the earlier stages'
 * matches).
 */
int cfix_pipeline_run(struct cfix_source *source,
		      const struct cfix_pipeline_options *opts,
		      struct cfix_diag_sink *sink,
		      struct cfix_pipeline_result *result);

/*
 * The one prefilter gate: whether filter (NULL: none) lets a file whose
 * bytes are text[0, len) through, false only when no rule of its set
 * can match them.
 */
bool cfix_pipeline_text_passes(const struct cfix_prefilter *filter,
			       const char *text, size_t len);

/*
 * Which of the nrules rules of a set a file whose bytes are text[0,
 * len) cannot match, by each (that set's cfix_prefilter_new_each()):
 * malloc'd, one per rule, for cfix_source_options.skip_rules, or NULL
 * when none is absent.  The rules of a file the gate above lets
 * through are most of them absent there (issue 19: 58 of the default
 * set's 91 rules walked every kept file's tree, and 33 more ran their
 * candidate pass on it).
 */
bool *cfix_pipeline_text_absent(const struct cfix_prefilter *each,
				uint32_t nrules, const char *text, size_t len);

/* ---- writing ------------------------------------------------------------ */

/*
 * Replaces the file at path by new[0, newlen), keeping what the file was,
 * inside the folder tree the run processes: path[0, rootlen) is that
 * tree's root as the run named it ("" with rootlen 0: the current
 * folder); its folders may be symlinks, each folder of path after it is
 * opened without following one.  The folder is opened once and held:
 * the re-read, the temporary file and the rename all happen inside that
 * descriptor, so a folder swapped for a symlink meanwhile cannot
 * redirect the write.
 *
 * Refuses ("file changed on disk since it was read; not written") if the
 * file no longer holds old[0, oldlen), and a name that no longer holds
 * the file re-read.  Otherwise writes a temporary file in the same
 * folder, gives it the original's owner and group (refused, the file
 * untouched, when they cannot be kept: a user other than root replacing
 * another's file), extended attributes (ACLs among them) and mode,
 * fsyncs it and renames it over the original.  A file with other hard
 * links is rewritten in place instead (a rename would cut it off from
 * them; room reserved first, old put back on a failed write), with a
 * warning in sink that its other names see the change.
 *
 * A symlink at path is never replaced by a file: its target is written
 * when it lies inside the tree of path[0, rootlen) or the current folder,
 * else refused ("symbolic link to 'TARGET', outside the folder tree
 * being processed").  On failure the original is untouched, the
 * temporary file removed, and an error is in sink.  Returns 0 or -1.
 */
int cfix_file_write_in_tree(const char *path, size_t rootlen,
			    const char *old, size_t oldlen, const char *new,
			    size_t newlen, struct cfix_diag_sink *sink);

/*
 * cfix_file_write_in_tree() with the tree rooted at path's own folder
 * (a file named alone): only the file itself is checked for a symlink.
 */
int cfix_file_write_atomic(const char *path, const char *old, size_t oldlen,
			   const char *new, size_t newlen,
			   struct cfix_diag_sink *sink);

/*
 * Whether git ignores the file at path: the .gitignore (its path, *line
 * the line) whose pattern names it or a folder above it, read by cfix
 * itself from the file's folder up to the one holding `.git`, never by
 * running git; NULL when none does or no folder above holds `.git`.
 * Free the result.  A file the build writes is often so named, and a fix
 * there is lost when the file is made again (fixits/ignored.c).
 */
char *cfix_file_git_ignored(const char *path, unsigned *line);

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
 *	path:L:C: SEVERITY: MESSAGE [RULE]
 *	<source line>
 *	    ^~~~~~
 *	path:L:C: note: fix: 'REPLACEMENT'
 *
 * SEVERITY is the rule's (error, warning or note: m->severity, see
 * cfix_rule_severity()).
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

/* ---- exports ------------------------------------------------------------ */

/*
 * Findings and fixes in formats other tools read: clang-tidy's
 * replacements YAML (clang-apply-replacements), SARIF 2.1.0, JSON lines,
 * and clang's parseable fix-it lines; plus the position arithmetic an
 * editor (LSP) needs.
 *
 * One processed file as the exports see it, all borrowed: path as the
 * user named it, text[0, len) the bytes matched, the matches, and the
 * editset holding their accepted edits (NULL: no fixes are shown).
 * context: for --html, the lines of code shown around a finding (the
 * run's copy then keeps them and each finding's fix as a diff); 0 for
 * the other exports.
 */
struct cfix_export_file {
	const char *path;
	const char *text;
	size_t len;
	const struct cfix_match *matches;
	uint32_t nmatches;
	const struct cfix_editset *edits;
	uint32_t context;
};

/*
 * The accepted edits of m in set (m as given to cfix_editset_add_match()),
 * sorted, in *count.  Returns NULL with *count 0 when set has no record
 * of m or m was rejected, empty or not rewritten.  The edits are owned
 * by set and valid until it is freed.
 */
const struct cfix_edit *cfix_editset_match_edits(const struct cfix_editset *set,
						 const struct cfix_match *m,
						 uint32_t *count);

/* How the columns of a position count. */
enum cfix_column_unit {
	CFIX_COLUMN_BYTES,	/* UTF-8 bytes, as clang and cfix's reports */
	CFIX_COLUMN_UTF16,	/* UTF-16 code units: LSP's default, SARIF's */
};

/*
 * A 0-based line and column, as LSP counts them: a line ends at "\n",
 * "\r\n" or a lone "\r".
 */
struct cfix_text_pos {
	uint32_t line;
	uint32_t col;
};

/*
 * The position of byte offset in text[0, len) (clamped to len); an
 * offset inside a UTF-8 sequence counts as its start.
 */
struct cfix_text_pos cfix_text_pos_from_offset(const char *text, size_t len,
					       uint32_t offset,
					       enum cfix_column_unit unit);
/*
 * The byte offset of pos in text[0, len): a line past the end gives len,
 * a column past its line's end gives the line's end (before its
 * newline), as LSP asks.
 */
uint32_t cfix_text_pos_to_offset(const char *text, size_t len,
				 struct cfix_text_pos pos,
				 enum cfix_column_unit unit);

/*
 * Appends one JSON object per match of file, each on a line of its own:
 *
 *   {"file":..., "line":L, "col":C, "end_line":L, "end_col":C,
 *    "rule":..., "severity":..., "message":..., "fix":{"line","col","end_line",
 *    "end_col","text"} or null, "edits":[{"line","col","end_line",
 *    "end_col","offset","length","text"}...], "not_rewritten":...}
 *
 * Lines and columns are 1-based, columns in bytes, ends exclusive.  fix
 * replaces the stretch the match and its edits cover by its fixed text;
 * it and edits are absent or empty for a match without accepted edits.
 */
void cfix_export_json_lines(struct cfix_buf *out,
			    const struct cfix_export_file *file);

/*
 * Appends, per match of file, its compiler-style line
 * "path:L:C: SEVERITY: MESSAGE [RULE]" followed by one line per accepted
 * edit in the form of clang's -fdiagnostics-parseable-fixits:
 *
 *   fix-it:"path":{L:C-L:C}:"text"
 *
 * 1-based byte columns, end exclusive; path and text escaped as C
 * strings (\\, \", \n, \t, other control bytes as octal).
 */
void cfix_export_fixit_lines(struct cfix_buf *out,
			     const struct cfix_export_file *file);

/*
 * The findings of a whole run, for the formats that are one document:
 * each file is copied in with cfix_export_add(), so the caller can free
 * its source and editset right after.  Not thread-safe: with several
 * workers, add under the caller's lock (or in file order at the end).
 */
struct cfix_export;

struct cfix_export *cfix_export_new(void);
void cfix_export_free(struct cfix_export *run);
/* Copies what the documents need from file (borrowed) into run. */
void cfix_export_add(struct cfix_export *run,
		     const struct cfix_export_file *file);

/*
 * The copy cfix_export_add() makes of file, as bytes (appended to out)
 * that cfix_export_add_serialized() adds to another run: how a worker
 * process hands its findings to the parent.  The form is private to one
 * build of cfix.  Returns -1 (run unchanged in part or whole) for bytes
 * that are not such a copy.
 */
void cfix_export_serialize(struct cfix_buf *out,
			   const struct cfix_export_file *file);
int cfix_export_add_serialized(struct cfix_export *run, const char *data,
			       size_t len);

/*
 * Appends clang-tidy's export-fixes document (libyaml) to out: one
 * Diagnostics entry per match with its accepted edits as Replacements,
 * file paths absolute, offsets in bytes, BuildDirectory the current
 * folder.  `clang-apply-replacements DIR` applies a DIR holding it.
 * Returns 0, or -1 with an error in sink (out unchanged).
 */
int cfix_export_yaml(const struct cfix_export *run, struct cfix_buf *out,
		     struct cfix_diag_sink *sink);

/*
 * Appends a SARIF 2.1.0 log to out: one run of tool "cfix" (version as
 * given, may be NULL), a rule per rule name, a result per match with its
 * location and, when it has accepted edits, a fix whose replacements
 * are those edits.  Columns count UTF-16 code units (SARIF's default);
 * relative paths are relative to %SRCROOT%, the current folder.
 * Returns 0, or -1 with an error in sink (out unchanged).
 */
int cfix_export_sarif(const struct cfix_export *run, const char *version,
		      struct cfix_buf *out, struct cfix_diag_sink *sink);

/*
 * Writes the run as a static HTML site in the folder dir (--html): a
 * summary by severity, rule and folder (index.html), a list page per
 * rule and per folder, a page per file with each finding's code and
 * its fix as a diff; style and script beside them, nothing fetched.
 * The findings need the lines around them: add the files with a
 * cfix_export_file whose context is not 0.  dir is created, or
 * replaced when it is empty or holds only a report cfix wrote (its
 * .cfix-html manifest lists every file); any other dir is refused.  The
 * site is written beside dir and renamed into place, so dir is never
 * half-written.  version may be NULL.  Returns 0, or -1 with an error
 * in sink.  Format: docs/output-formats.md.
 */
int cfix_export_html(const struct cfix_export *run, const char *version,
		     const char *dir, struct cfix_diag_sink *sink);

/*
 * Writes buf to path (created or truncated), for --export-fixes and
 * --sarif.  Returns 0, or -1 with an error in sink.
 */
int cfix_export_save(const char *path, const struct cfix_buf *buf,
		     struct cfix_diag_sink *sink);

/* ---- patch series ------------------------------------------------------- */

/*
 * A patch series for --patch-dir: one patch per rule per folder, in
 * `git format-patch` form (From line, From:, Date:, Subject: with a
 * kernel-style "folder: file: summary", a commit message saying what
 * the rule fixes and that cfix made the change, a diffstat as git
 * prints it, the diffs, a "-- " signature), numbered so that
 * `git am DIR/\*.patch` or `patch -p1` over the files in name order
 * applies them in turn.  No Signed-off-by: is written; a human adds it.
 * Format details: docs/output-formats.md.  Not thread-safe: with several
 * workers, add under the caller's lock (or in file order at the end).
 */
struct cfix_series;

struct cfix_series *cfix_series_new(void);
void cfix_series_free(struct cfix_series *series);

/*
 * Declares rule as the next in the series' rule order, with its one-line
 * message (may be NULL).  Patches go by rule in this order, then by
 * folder (sorted).  The order must be the one the rules changed the
 * files in: a rule's diff of a file applies on top of the diffs of the
 * rules before it.  Declare every rule, in ruleset order, before adding
 * diffs: then the output depends neither on the order of the adds nor
 * on the number of workers.  A rule first met by cfix_series_add() is
 * declared then, after all others.  Declaring a rule again only sets
 * its message if it had none.  Copies rule and message.
 */
void cfix_series_add_rule(struct cfix_series *series, const char *rule,
			  const char *message);

/*
 * Adds the change rule made to one file: diff[0, len) is a unified diff
 * of that file alone, as cfix_diff_append() makes it ("diff --git
 * a/PATH b/PATH", "---"/"+++" lines, hunks), against the file as the
 * rules declared before rule left it.  path is PATH, relative to the
 * tree root (a leading "./" is ignored); its folder picks the patch.
 * message (may be NULL) is rule's one-line message, kept when the rule
 * has none yet.  At most one diff per rule and path (a second one is a
 * bug).  Copies everything.
 */
void cfix_series_add(struct cfix_series *series, const char *rule,
		     const char *message, const char *path, const char *diff,
		     size_t len);

/*
 * Whether dir already holds a *.patch file, so that cfix_series_write()
 * would refuse it: lets a caller refuse before a long run.
 */
bool cfix_series_dir_has_patches(const char *dir);

/* The number of patches cfix_series_write() would write. */
size_t cfix_series_count(const struct cfix_series *series);

/*
 * Writes the series to dir as NNNN-SUBJECT-SLUG.patch files (at least
 * four digits, more when there are more than 9999 patches), creating
 * dir and its missing parents.  Refuses, with nothing written, a dir
 * that already holds a *.patch file, so series never mix.  The From:
 * line is the environment's CFIX_PATCH_FROM ("Name <email>") when set,
 * else "cfix <cfix@invalid>"; the Date: is now, or SOURCE_DATE_EPOCH
 * when set (for reproducible output).  version (may be NULL) follows
 * "cfix" in the signature.  Returns the number of patches written (0
 * for an empty series: dir is still created), or -1 with an error in
 * sink (a bad CFIX_PATCH_FROM or SOURCE_DATE_EPOCH, dir not usable, a
 * file not written: patches written before it are left in place).
 */
int cfix_series_write(const struct cfix_series *series, const char *dir,
		      const char *version, struct cfix_diag_sink *sink);

/*
 * Saves the series' rules and changes to path (which must not exist),
 * in a form private to cfix, so that the series of several runs over
 * parts of one tree (--shard K/N) can be merged into the series one run
 * would have written.  0, or -1 with an error in sink.
 */
int cfix_series_save(const struct cfix_series *series, const char *path,
		     struct cfix_diag_sink *sink);

/*
 * Adds what text[0, len) (a file cfix_series_save() wrote, named path
 * in errors) holds to series: its rules in their order, then its
 * changes.  Load the parts in shard order into one series; a change a
 * series already holds (same rule, same file) is an error.  0, or -1
 * with an error in sink (series may then hold part of the file).
 */
int cfix_series_load(struct cfix_series *series, const char *path,
		     const char *text, size_t len, struct cfix_diag_sink *sink);

#endif
