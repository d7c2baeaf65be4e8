/*
 * matchers: the rule language, cfix's view of a parsed C file, and the
 * matcher.  This is the module's one front door; fixits/ and tool/ use
 * nothing else from matchers/.
 *
 * Data path: rule text -> struct cfix_ruleset; C file -> struct
 * cfix_source (clang's parse mirrored in cfix's own nodes and tokens);
 * both -> struct cfix_match records, each a finding with the token-level
 * actions (removals and insertions) its rule asks for.  Turning actions
 * into checked edits is fixits/' job.
 *
 * Ownership for the whole API: objects returned by _new/_parse are owned
 * by the caller and released with the matching _free (which accepts
 * NULL).  Strings and arrays inside a match live in the source's arena
 * and are valid until cfix_source_free().  Errors the user should read
 * go to the caller's struct cfix_diag_sink; nothing here prints or exits.
 */
#ifndef CFIX_MATCHERS_H
#define CFIX_MATCHERS_H

#include "../base/base.h"

struct cfix_ruleset;
struct cfix_source;

/* ---- rules ------------------------------------------------------------ */

struct cfix_ruleset *cfix_ruleset_new(void);
void cfix_ruleset_free(struct cfix_ruleset *set);

/*
 * Parses SmPL text and adds its rules to set.  path names the text in
 * diagnostics ("notand.cocci:3:5: error: ...").  Returns 0, or -1 with
 * the errors in sink (set is unchanged then).
 */
int cfix_ruleset_add_text(struct cfix_ruleset *set, const char *path,
			  const char *text, size_t len,
			  struct cfix_diag_sink *sink);
/* Reads path and calls cfix_ruleset_add_text(). */
int cfix_ruleset_add_file(struct cfix_ruleset *set, const char *path,
			  struct cfix_diag_sink *sink);
/* Adds cfix's built-in rules (matchers/rules/\*.cocci, compiled in). */
int cfix_ruleset_add_builtins(struct cfix_ruleset *set,
			      struct cfix_diag_sink *sink);

/*
 * Defines the virtual rule name (as spatch -D name does): rules that
 * "depends on name" run, "depends on !name" do not.  "name=value"
 * instead gives virtual metavariable name a value (script inputs
 * "x << virtual.name;") and defines no rule, as in spatch.  name is
 * copied.
 */
void cfix_ruleset_define(struct cfix_ruleset *set, const char *name);

/*
 * A project's vocabulary (matchers/smpl/vocabulary.c): its wrappers of
 * the functions rules name.  With `xmalloc` a wrapper of `malloc`, an
 * identifier `malloc` of a rule also matches `xmalloc` in the code; a
 * match that would remove such a wrapper's name and add code is
 * reported but not rewritten (the rule's replacement is for the
 * function, not for the project's wrapper of it).  The vocabulary owns
 * copies of its words; free it with cfix_vocabulary_free() (NULL: no-op).
 */
struct cfix_vocabulary;

struct cfix_vocabulary *cfix_vocabulary_new(void);
void cfix_vocabulary_free(struct cfix_vocabulary *vocab);
/* Whether word[0, len) is a C identifier. */
bool cfix_vocabulary_is_name(const char *word, size_t len);
/* Makes wrapper a spelling of name.  -1, nothing added, when either is
 * not an identifier or they are the same word. */
int cfix_vocabulary_add(struct cfix_vocabulary *vocab, const char *name,
			const char *wrapper);
/* Adds every pair of from (NULL: none) to vocab. */
void cfix_vocabulary_merge(struct cfix_vocabulary *vocab,
			   const struct cfix_vocabulary *from);
/* Whether code is a wrapper of name (vocab NULL: never). */
bool cfix_vocabulary_wraps(const struct cfix_vocabulary *vocab,
			   const char *name, const char *code);
/* The index-th wrapper of name, or NULL past the last; owned by vocab. */
const char *cfix_vocabulary_wrapper(const struct cfix_vocabulary *vocab,
				    const char *name, uint32_t index);
/* How many (name, wrapper) pairs vocab holds. */
uint32_t cfix_vocabulary_count(const struct cfix_vocabulary *vocab);
/*
 * Set's rules match with vocab (borrowed: it must outlive set's use;
 * NULL: none).  Call it before cfix_prefilter_new(set): the prefilter
 * takes the wrappers as alternatives of the words they stand for.
 */
void cfix_ruleset_set_vocabulary(struct cfix_ruleset *set,
				 const struct cfix_vocabulary *vocab);

/*
 * spatch's --allow-inconsistent-paths: set's rules change a statement
 * even where a path from the function's start reaches it without
 * passing the start of a match that changes it (by default such a file
 * fails, as in spatch: match/reach.c).
 */
void cfix_ruleset_allow_inconsistent_paths(struct cfix_ruleset *set,
					   bool allow);

/* spatch's --no-loops: statement dots of every rule leave a loop past
 * its head and never go round its back edge (as "// paths: no-loops") */
void cfix_ruleset_no_loops(struct cfix_ruleset *set, bool no_loops);

/*
 * Script rules (@script:python@, @initialize:python@, @finalize:python@)
 * run in an embedded Python and print to stdout themselves, as spatch's
 * do.  cfix_ruleset_has_scripts() says whether set has any;
 * cfix_ruleset_initialize() runs the initialize rules (once, before
 * the first file) and cfix_ruleset_finalize() the finalize rules (once,
 * after the last).  Script rules run during cfix_source_match(), in
 * rule order, once per distinct set of values of their inputs.  Each
 * returns 0, or -1 with the error (a Python exception) in sink.
 */
bool cfix_ruleset_has_scripts(const struct cfix_ruleset *set);
/* Whether set has a finalize rule (it needs every file's scripts run in
 * one process). */
bool cfix_ruleset_has_finalize(const struct cfix_ruleset *set);
int cfix_ruleset_initialize(const struct cfix_ruleset *set,
			    struct cfix_diag_sink *sink);
int cfix_ruleset_finalize(const struct cfix_ruleset *set,
			  struct cfix_diag_sink *sink);
/* Sends what scripts print to out, until called again (NULL: stdout
 * again).  A batch run points it at each file's own output, so that
 * workers cannot interleave their scripts' lines. */
void cfix_script_capture(struct cfix_buf *out);

/* Whether a rule of set has a metavariable whose match needs clang's
 * types (`expression *E`, `struct foo *p`): *where and *name say the
 * first.  Read by cfix's own parser (CFIX_FRONT_OWN) it matches
 * nothing; the automatic strategy then runs clang. */
/* Whether a rule of set matches declarations, function definitions,
 * parameters, structs or types (a type, typedef, parameter list,
 * declaration or field list metavariable): *where is the first such
 * rule.  cfix's own parser reads those less exactly than clang, so the
 * automatic strategy runs clang for them. */
bool cfix_ruleset_matches_declarations(const struct cfix_ruleset *set,
				       struct cfix_loc *where);
bool cfix_ruleset_needs_types(const struct cfix_ruleset *set,
			      struct cfix_loc *where, const char **name);

/* Whether the last cfix_ruleset_add_text() (or _add_file()) that
 * failed failed first on valid SmPL that cfix does not run yet (an
 * 'initialize:ocaml' rule, a construct "not supported yet"), rather
 * than on a rule that is wrong: a driver of many rules may skip it. */
bool cfix_ruleset_unsupported(const struct cfix_ruleset *set);

/* Whether a rule file of set declares the virtual rule name ("virtual
 * name" before its first rule). */
bool cfix_ruleset_declares(const struct cfix_ruleset *set, const char *name);

uint32_t cfix_ruleset_count(const struct cfix_ruleset *set);
const char *cfix_ruleset_rule_name(const struct cfix_ruleset *set,
				   uint32_t index);
/* Appends a readable dump of every rule (tokens, marks, pattern tree). */
void cfix_ruleset_dump(const struct cfix_ruleset *set, struct cfix_buf *out);

/* Whether a rule of set runs Python: a script rule or a script
 * constraint ("E : script:python(...) { ... }"). */
bool cfix_ruleset_runs_python(const struct cfix_ruleset *set);

/*
 * A metavariable as an editor shows it (cfix lsp's hover).  Strings
 * are the set's and valid until it is freed.
 */
struct cfix_metavar_info {
	const char *name;	/* as the rule's body spells it */
	const char *kind;	/* "expression", "binary operator", ... */
	const char *type;	/* a typed one's type as written, or NULL */
	const char *rule;	/* the rule that declares it */
	struct cfix_loc loc;	/* its declaration */
	/* inherited ("expression r.x;", "x << r.x;"): the rule r and the
	 * name there; NULL otherwise */
	const char *from_rule, *from_name;
	/* the rule that binds its value (itself, or the first up the chain
	 * of r.x that is not inherited) and where: that rule's first use
	 * of it in its pattern, or, for a script's output, the script's
	 * first line (column 0); line 0 when neither */
	const char *bound_rule;
	struct cfix_loc bound;
};

/*
 * The metavariable called name of the rule whose text holds byte offset
 * (set holds one rule file's rules: the last rule whose header starts
 * at or before offset).  False, *out untouched, when there is none.
 */
bool cfix_ruleset_metavar_at(const struct cfix_ruleset *set, uint32_t offset,
			     const char *name, struct cfix_metavar_info *out);

/* ---- the rule catalog ------------------------------------------------- */

/*
 * The rule files cfix knows by name (matchers/catalog.c): the built-in
 * ones and those of rule folders, with what each file's header comment
 * says of it ("// name:", "// message:", "// severity:", "// fix:",
 * "// tags:", "// default:", then a paragraph).  A file's rules are parsed only when
 * it is picked: cfix_ruleset_add_text(set, info->path, info->text, ...).
 */
struct cfix_rule_info {
	const char *name;	/* the header's, else the file's base name */
	const char *message;	/* or NULL */
	const char *severity;	/* "warning" unless the header says */
	const char *fix;	/* "safe", "review", "none"; "-": not said */
	const char *tags;	/* comma-separated; "" for none */
	const char *about;	/* the paragraph, or NULL */
	const char *path;	/* "<builtin>/NAME.cocci" or the file's path */
	const char *text;
	size_t len;
	bool builtin;
	/* "// default: off": not in the set a run that picks no rule uses
	 * (no --rules, no .cfix); picked by a name or pattern that
	 * matches it, as any rule */
	bool default_off;
};

struct cfix_catalog;

struct cfix_catalog *cfix_catalog_new(void);
void cfix_catalog_free(struct cfix_catalog *cat);
/* Adds the rules compiled into cfix (matchers/rules/\*.cocci). */
void cfix_catalog_add_builtins(struct cfix_catalog *cat);
/*
 * Adds every *.cocci file of dir, in name order.  A rule of the same
 * name as one already there replaces it.  Returns 0, or -1 with an
 * error in sink for a folder or file that cannot be read.
 */
int cfix_catalog_add_dir(struct cfix_catalog *cat, const char *dir,
			 struct cfix_diag_sink *sink);
uint32_t cfix_catalog_count(const struct cfix_catalog *cat);
/*
 * The severity a header's "// severity:" word names: "error", "warning"
 * or "note"; NULL (no such line) and any other word give
 * CFIX_DIAG_WARNING.  A finding carries the word (cfix_match.severity).
 */
enum cfix_severity cfix_rule_severity(const char *word);
/* qsort() order of an array of char * (strcmp of the strings). */
int cfix_name_compare(const void *a, const void *b);
/* Whether name ends in suffix (".cocci") and is longer than it. */
bool cfix_name_has_suffix(const char *name, const char *suffix);
const struct cfix_rule_info *cfix_catalog_rule(const struct cfix_catalog *cat,
					       uint32_t index);

/* ---- a C file's view ---------------------------------------------------- */

enum cfix_parse_mode {
	CFIX_PARSE_EXACT,	/* clang parsed the file without error */
	CFIX_PARSE_TOLERANT,	/* errors remained; holes filled by cfix */
	CFIX_PARSE_OWN,		/* cfix's own parser alone, no clang, no
				   headers */
};

/* Which front end reads a C file (cfix_source_options.front). */
enum cfix_front {
	CFIX_FRONT_AUTO,	/* the default: cfix's own parse for the
				   rules that need no types, clang and the
				   headers for the others only where they
				   have a candidate, the own parse standing
				   in where clang fails
				   (cfix_source_parse_for()) */
	CFIX_FRONT_CLANG,	/* clang and the headers (--parser clang) */
	CFIX_FRONT_OWN,		/* cfix's own parser alone (--parser own) */
	CFIX_FRONT_OWN_FIRST,	/* cfix's own parser when the rules need no
				   types nor declarations, else as AUTO
				   (--parser own-first; spatch mode's
				   --no-includes) */
};

enum cfix_spatch_types {
	CFIX_SPATCH_TYPES_NONE, CFIX_SPATCH_TYPES_ALONE,
	CFIX_SPATCH_TYPES_LOCAL, CFIX_SPATCH_TYPES_WIDE,
	CFIX_SPATCH_TYPES_ALL,
};

struct cfix_source_options {
	/* Compiler arguments (no file name, no -c/-o), borrowed. */
	const char *const *args;
	int nargs;
	/* Directory the arguments are relative to, or NULL for cwd. */
	const char *directory;
	/* Editor buffer to parse instead of the file on disk, or NULL. */
	const char *unsaved_text;
	size_t unsaved_len;
	/* Rounds of "declare what is missing and parse again" (0: none). */
	unsigned repair_rounds;
	/*
	 * Keep libclang's state, with a precompiled preamble (the headers
	 * the file includes), for cfix_source_reparse(): an editor's file.
	 * The first parse costs more; batch runs leave it false.
	 */
	bool reparsable;
	/*
	 * The front end.  CFIX_FRONT_OWN: cfix's own parser alone, as
	 * spatch --no-includes reads a file: no clang, no header, no type,
	 * the first branch of most #ifs (matchers/own_front.c says
	 * what else it gives up); milliseconds a file instead of clang's
	 * parse with headers.
	 */
	enum cfix_front front;
	/*
	 * args were given by the user for this run (cfix's arguments after
	 * `--`), a request to compile: the automatic strategy then reads
	 * the file with clang, as for a rule that needs types, unless the
	 * file holds conditional code (then the split, clang taking these
	 * arguments).
	 */
	bool args_given;
	/*
	 * An earlier parse of this file for the same rule set (the
	 * pipeline's later stages, which see an earlier stage's changes):
	 * the automatic strategy gives each rule the front end it had
	 * there, without a new candidate pass (the changed text may no
	 * longer hold the candidate an earlier rule's binding came from).
	 */
	const struct cfix_source *split_like;
	/*
	 * Fix every rule's matches in the file's #define bodies, as spatch
	 * does (spatch mode).  Otherwise a rule file's are fixed and a
	 * built-in rule's reported and not rewritten: its general check
	 * would change every use of the macro.
	 */
	bool fix_macro_defs;
	/*
	 * `constant` as spatch 1.1.1 reads it (spatch mode), from the
	 * code's spelling alone: a literal, a name in capitals, a cast or
	 * unary minus of one, a sizeof; not an enumerator or #define in
	 * lower case (the kernel's `false`), which clang knows for one, nor
	 * a call of an ALL_CAPS macro (BIT(3), and ERR_PTR(-EPROBE_DEFER)
	 * alike), which cfix's own parse otherwise takes for one of
	 * constants (match/types.c, cfix__match_is_constant()).
	 */
	bool spatch_constants;
	/*
	 * Which headers spatch mode's spatch reads for types, for the
	 * candidate pass (match/spatch_types.c): CFIX_SPATCH_TYPES_NONE
	 * (not spatch mode: clang's types decide), _ALONE (--no-includes:
	 * the file alone), _LOCAL (spatch's default: the file and its
	 * `#include "..."` headers beside it), _ALL (--all-includes: the
	 * file and each header it includes, found beside it or along
	 * spatch_dirs, not the headers those include), _WIDE
	 * (--recursive-includes: as _ALL, and the headers those include,
	 * each once, a header's own included too).
	 */
	uint8_t spatch_types;
	/* spatch mode's -I folders, in order (for _ALL, _WIDE), borrowed */
	const char *const *spatch_dirs;
	uint32_t nspatch_dirs;
	/* spatch mode's --include files, which spatch reads for types in
	 * every style (alone: not what they include), borrowed */
	const char *const *spatch_extra;
	uint32_t nspatch_extra;
	/*
	 * Only what script rules print is shown of this run (spatch mode's
	 * --no-show-diff, without --in-place or -o: coccicheck's report
	 * and org modes): the automatic strategy then sends a file to
	 * clang for a rule file whose rules only feed report scripts only
	 * where such a script would run (match/candidates.c).
	 */
	bool scripts_only;
	/*
	 * The parse cache's folder (cfix_parse_cache_dir()), or NULL for
	 * none: a view parsed before from the same bytes, path, arguments
	 * and headers by this cfix binary is read back from there, and a
	 * new one stored (matchers/cfront/cache.c).  Not with reparsable.
	 */
	const char *cache_dir;
	/*
	 * When set, called just before clang reads path, to set args, nargs
	 * and directory in *opts (spatch mode's compile database, whose
	 * 8 MB a rule process then reads only if clang runs there); args
	 * above stand until then (cfix's own parse does not read them).
	 */
	void (*late_args)(void *ctx, const char *path,
			  struct cfix_source_options *opts);
	void *late_ctx;
	/*
	 * The candidate results of an earlier parse of this file, kept per
	 * top-level item (an editor's checks: cfix_candidate_memo_new()),
	 * or NULL: the automatic strategy's candidate pass then redoes
	 * only the items whose bytes, or whose context, changed, and
	 * updates the memo.  Borrowed.
	 */
	struct cfix_candidate_memo *candidate_memo;
	/*
	 * Where the caller holds cfix's own parse of this same text (an
	 * editor's first stage, which ran other rules on it), or NULL:
	 * cfix_source_parse_for() takes it instead of parsing the text
	 * again where the automatic strategy reads it with the own parser,
	 * and sets *own_parse to NULL; the parse returned then owns it,
	 * or it was freed.
	 */
	struct cfix_source **own_parse;
	/*
	 * Rules k of the set (k < nskip_rules) the caller's prefilter
	 * found absent from this text (cfix_prefilter_absent()), or NULL:
	 * every view parsed of it skips them, in the candidate pass as in
	 * matching (cfix_source_skip_rules()), as their runs would find
	 * nothing.  Borrowed: it must outlive the views' matching.  Only
	 * for the text as read: a later stage's parse has none.
	 */
	const bool *skip_rules;
	uint32_t nskip_rules;
};

/*
 * A memo of the candidate pass for one file's successive texts (see
 * cfix_source_options.candidate_memo), for one rule set; the caller
 * frees it with cfix_candidate_memo_free().
 */
struct cfix_candidate_memo *cfix_candidate_memo_new(void);
void cfix_candidate_memo_free(struct cfix_candidate_memo *memo);

/*
 * The parse cache's folder: $XDG_CACHE_HOME/cfix, else ~/.cache/cfix,
 * appended to out.  False (out unchanged) when neither is set.
 */
bool cfix_parse_cache_dir(struct cfix_buf *out);
/*
 * Removes the oldest entries (by last use) of the cache folder dir
 * until they hold at most max_bytes.  Best effort; never fails.
 */
void cfix_parse_cache_trim(const char *dir, uint64_t max_bytes);
/*
 * Removes every entry of the cache folder dir (and its empty fan-out
 * folders; nothing else there).  Returns 0, or -1 with an error in sink
 * for an entry that could not be removed.
 */
int cfix_parse_cache_clear(const char *dir, struct cfix_diag_sink *sink);
/*
 * Points the parses of this process at out (NULL: nowhere): each parse
 * through the parse cache, stored or read back, appends a line
 * "SIZE MTIME_NS PATH" per header it read (a path holding a newline
 * gives the line "?", which cfix_parse_headers_fresh() refuses).  The
 * run cache (tool/runcache.c) keys a whole run on it.  Borrowed.
 */
void cfix_parse_headers_record(struct cfix_buf *out);
/* Whether every line of text (as recorded above) is a file still as it
 * was: same size and time. */
bool cfix_parse_headers_fresh(const char *text, size_t len);
/*
 * Another kind of entry kept in the cache folder dir, with the parse
 * cache's checks, atomic rename and eviction: key is the SHA-256 of
 * parts[0, len) and of this cfix binary's identity; load gives the data
 * (malloc'd, *len bytes) of an intact entry; store is best effort.
 */
void cfix_cache_key_of(const void *parts, size_t len, unsigned char key[32]);
bool cfix_cache_entry_load(const char *dir, const unsigned char key[32],
			   unsigned char **data, size_t *len);
void cfix_cache_entry_store(const char *dir, const unsigned char key[32],
			    const void *data, size_t len);

/*
 * Parses the C file at path with libclang and builds cfix's view of it.
 * On success returns 0 and sets *out (free with cfix_source_free()).
 * A file clang cannot parse at all, or cannot read, gives -1 and an
 * error in sink.  clang's own errors in a file that did parse are not
 * fatal: the view is built in tolerant mode and a note says so.
 */
int cfix_source_parse(const char *path,
		      const struct cfix_source_options *options,
		      struct cfix_diag_sink *sink, struct cfix_source **out);
void cfix_source_free(struct cfix_source *source);

/*
 * cfix_source_parse() for the rules of set, the one place that decides
 * which front end reads a file for which rule (match/candidates.c), for
 * every entry point.  With options->front CFIX_FRONT_AUTO, per rule
 * file of set: cfix's own parse when none of its rules needs types
 * (cfix_ruleset_needs_types()), a `constant` or matches declarations
 * (cfix_ruleset_matches_declarations()); else its rules first run on
 * the own parse with what it cannot decide taken as a match (the
 * candidate pass), and only when one of them has a candidate does
 * clang read the file, those rules then matching on clang's view (the
 * own parse standing in where clang fails); rule files without a
 * candidate are skipped in that file.  The source returned is the own
 * parse, carrying clang's view (cfix_source_match_rules() runs each
 * rule on its view).  Compiler arguments given (options->args_given)
 * send every rule to clang, as before, in a file without conditional
 * code (an #if other than an include guard); a file with some splits
 * as without them, the own parse reading every branch as spatch does.  CFIX_FRONT_OWN_FIRST: cfix's
 * own parser when no rule needs types nor declarations, else clang for
 * every rule (spatch mode's --no-includes).  Other fronts are obeyed.
 * cfix_source_why() says afterwards what was used and why.
 */
int cfix_source_parse_for(const char *path, const struct cfix_ruleset *set,
			  const struct cfix_source_options *options,
			  struct cfix_diag_sink *sink,
			  struct cfix_source **out);
/* The front end named (auto, clang, own) in *front; false for another
 * name (--parser, .cfix's parser:). */
bool cfix_front_parse(const char *name, enum cfix_front *front);
/*
 * Whether source was read split per rule (cfix_source_parse_for()'s
 * automatic strategy with rules that need clang): its split depends on
 * the candidates of its text, so an edited text is parsed afresh with
 * cfix_source_parse_for(), not with cfix_source_reparse().
 */
bool cfix_source_is_split(const struct cfix_source *source);
/* Which view rule k of the set source was read for (by
 * cfix_source_parse_for()) matches on. */
enum cfix_source_view {
	CFIX_SOURCE_VIEW_OWN,	/* cfix's own parse */
	CFIX_SOURCE_VIEW_CLANG,	/* clang's */
	CFIX_SOURCE_VIEW_NONE,	/* none: it needs clang and had no
				 * candidate in the own parse */
};
enum cfix_source_view cfix_source_rule_view(const struct cfix_source *source,
					    uint32_t k);
/*
 * Skips in source the rules k of its set whose skip[k] is true (n
 * entries, borrowed: skip must outlive source's matching), as a rule
 * without a candidate is: cfix_source_match_rules() does not run them
 * on it (later stages' parses are not affected).  For a caller that
 * has their matches on this text already (the language server's quick
 * stage, when it found none).  skip NULL: none skipped.
 */
void cfix_source_skip_rules(struct cfix_source *source, const bool *skip,
			    uint32_t n);
/* How many places of code left unparsed (not matched) diag warns of:
 * its "cannot parse this code" warning is one line per file, for the
 * first place "and N more"; 0 for any other diagnostic. */
uint32_t cfix_diag_unparsed_places(const struct cfix_diag *diag);
/* One line on which front end read source and why ("cfix's own
 * parser: no rule needs types"), for -v. */
const char *cfix_source_why(const struct cfix_source *source);

/*
 * Parses text[0, len), new contents of the file old was parsed from (an
 * editor buffer after a change), and builds a new view.  When old was
 * parsed with options.reparsable, libclang's translation unit and its
 * precompiled preamble are reused (clang_reparseTranslationUnit): only
 * the file itself is parsed again, not its headers.  Otherwise, or when
 * the reused state leaves errors a repair round could fix, it is a full
 * cfix_source_parse() with old's options.  old is consumed in every case
 * (do not use or free it afterwards).  Returns 0 and sets *out, or -1
 * with an error in sink.
 */
int cfix_source_reparse(struct cfix_source *old, const char *text,
			size_t len, struct cfix_diag_sink *sink,
			struct cfix_source **out);

const char *cfix_source_path(const struct cfix_source *source);
/* The bytes that were parsed and matched (the file as read, or the
 * unsaved buffer). */
const char *cfix_source_text(const struct cfix_source *source, size_t *len);
enum cfix_parse_mode cfix_source_mode(const struct cfix_source *source);
/* Appends an S-expression dump of the file's view, for tests. */
void cfix_source_dump(const struct cfix_source *source, struct cfix_buf *out);

/*
 * --check-build's compile (cfront/clang_check.c): the errors clang
 * finds in text[0, len) parsed as the file at path with options' compiler
 * arguments and directory (the allow-listed ones of struct
 * cfix_compile_args; no repair prelude, no -Wno-error).  Only libclang
 * runs, in this process; never the compiler a database names.  Each
 * error goes to errors as a CFIX_DIAG_ERROR with clang's message, at its
 * place in the file (loc.offset a byte offset in text; a macro's error
 * where the macro is used), else with loc.offset UINT32_MAX (in a
 * header).  An implicit function declaration or implicit int, warnings
 * in C89 modes, counts as an error.  loc.file is path, borrowed.
 * Returns 0, or -1 with an error in sink when clang could not parse.
 */
int cfix_source_compile_errors(const char *path,
			       const struct cfix_source_options *options,
			       const char *text, size_t len,
			       struct cfix_diag_sink *errors,
			       struct cfix_diag_sink *sink);

/* ---- compile database ------------------------------------------------- */

/*
 * A compile_commands.json, as clangd reads it.  Load one with
 * cfix_compdb_load() (free with cfix_compdb_free()), find the folder of
 * the one that applies to a file with cfix_compdb_find().
 */
struct cfix_compdb;

/*
 * The compiler arguments for one file: the options of its command that
 * an allow-list names as what a parse needs (-D, -U, -I and the other
 * include options, -std=, --target, -m*, -f*, -W*, ...; never one that
 * writes a file or loads code: -MJ, -o, -Xclang, -Wp,, -fplugin=, ...),
 * then -Wno-unknown-warning-option; ready for struct
 * cfix_source_options.  Everything is malloc'd and owned by the struct;
 * release with cfix_compile_args_release().
 */
struct cfix_compile_args {
	const char **args;
	int nargs;
	char *directory;	/* the command's working directory */
};

void cfix_compile_args_release(struct cfix_compile_args *args);

/*
 * Loads dir/compile_commands.json.  Returns the database, or NULL with an
 * error in sink when dir has none or libclang cannot read it.
 */
struct cfix_compdb *cfix_compdb_load(const char *dir,
				     struct cfix_diag_sink *sink);
void cfix_compdb_free(struct cfix_compdb *db);

/*
 * The folder holding the compile_commands.json nearest to path, looking
 * in the file's folder and its build/ subfolder, then upward, as clangd
 * does.  Returns a malloc'd string (caller frees), or NULL if none.
 */
char *cfix_compdb_find(const char *path);

/*
 * The compile databases of a run, each read once: fixed_dir's (copied;
 * -p DIR, or -p DIR/compile_commands.json) for every file when given, else for each file the nearest one
 * upward (cfix_compdb_find()), cached per folder.  The command line,
 * spatch mode and the language server all look databases up through
 * one.  Free with cfix_compdb_cache_free() (NULL is fine), which frees
 * the databases it returned.
 */
struct cfix_compdb_cache;
struct cfix_compdb_cache *cfix_compdb_cache_new(const char *fixed_dir);
void cfix_compdb_cache_free(struct cfix_compdb_cache *cache);

/*
 * Keeps the databases cache reads in the parse cache's folder cache_dir
 * (NULL: not kept), so that the next process reads their entries back
 * there instead of through libclang while the file is unchanged
 * (compdb_kept.c).
 */
void cfix_compdb_cache_keep(struct cfix_compdb_cache *cache,
			    const char *cache_dir);

/*
 * The database for the file at path (owned by cache), or NULL when there
 * is none or it cannot be read: the error goes to sink once, when the
 * cache first tries to read it.
 */
struct cfix_compdb *cfix_compdb_cache_for(struct cfix_compdb_cache *cache,
					  const char *path,
					  struct cfix_diag_sink *sink);

/*
 * Fills *out with the arguments for path.  Returns 0 when the database
 * has the file's own command; 1 when it does not and the command of the
 * nearest neighbour was borrowed (a file in the same folder first, else
 * the one sharing the longest path prefix); -1 when the database has no
 * command at all (*out is then empty, and the caller falls back to its
 * own arguments).  Release *out with cfix_compile_args_release() in every
 * case.
 */
int cfix_compdb_args(const struct cfix_compdb *db, const char *path,
		     struct cfix_compile_args *out);

/* ---- matches ------------------------------------------------------------ */

enum cfix_action_kind {
	CFIX_ACTION_REMOVE,	/* delete bytes [begin, end) */
	CFIX_ACTION_INSERT,	/* insert text at begin (== end) */
};

/*
 * One token-level change a match asks for, in source bytes.  Inserted
 * text has every metavariable replaced by the exact source text it
 * bound.  own_line: the rule put the added code on a line of its own, so
 * fixits/ places it on its own line, indented like its neighbours.
 * after: the insertion belongs after the code before `begin` (it goes
 * after any removal ending there) rather than before the code after it.
 * stmt_begin, when has_stmt: an own-line insertion after a statement
 * (`foo(a,` / `    b);` + `x();`), the byte where that statement
 * begins; the added lines take its line's indentation, not that of the
 * line the statement ends on.
 */
/*
 * Which code an insertion belongs with, where another rule's code at the
 * same spot leaves the match whole (the rule has `...` or its edge on
 * the insertion's other side): the code before it (`+` lines after a
 * kept line) or the code after it.  NONE for anything else.
 */
enum cfix_insert_side {
	CFIX_INSERT_SIDE_NONE,
	CFIX_INSERT_SIDE_AFTER,
	CFIX_INSERT_SIDE_BEFORE,
};

struct cfix_action {
	enum cfix_action_kind kind;
	uint32_t begin, end;
	const char *text;
	bool own_line;
	bool after;
	enum cfix_insert_side side;
	bool has_stmt;
	uint32_t stmt_begin;
};

/*
 * One finding.  begin/end: the bytes the match covers.  actions is empty
 * for a report-only match; not_rewritten, when set, says why the
 * actions must not be applied (e.g. the match lies in a macro).
 */
struct cfix_match {
	const char *rule;
	/* the rule file the rule came from ("<builtin>/NAME.cocci" for a
	 * built-in one): two rule files' conflicting fixes are both left
	 * out, one file's keep the earlier rule's, as spatch applies its
	 * rules in order */
	const char *rule_file;
	/* the rule's place in its set: rules of one file apply in this
	 * order, each on the one before's result, as in spatch */
	uint32_t rule_index;
	const char *message;
	/* the rule's "// severity:" word, or NULL; cfix_rule_severity() */
	const char *severity;
	/* the rule's "// fix:" word (safe, review, none), or NULL when its
	 * file does not say; fixits/ holds back a review fix unless asked */
	const char *fix;
	uint32_t begin, end;
	const struct cfix_action *actions;
	uint32_t nactions;
	const char *not_rewritten;
	/* the rule's pattern is one node (a statement, an expression), not
	 * a sequence of statements: two matches of it, one inside the
	 * other, are two places (each `+ }` after a nested else branch) */
	bool one_node;
	/* the rule adds code on "++" lines: its matches' code added at one
	 * place goes the later match's first, as spatch 1.1.1 writes it */
	bool repeat;
	/* the byte ranges [begin, end) of the code the rule's '*' lines
	 * matched (context mode), nstars pairs; empty without '*' lines */
	const uint32_t *stars;
	uint32_t nstars;
	/* where the match starts, a byte: its first statement, or the
	 * function's start when the rule begins with `...` (the root of
	 * spatch's match, which the paths to what it changes must pass:
	 * match/reach.c); UINT32_MAX when it lies in no function */
	uint32_t root;
};

/*
 * Runs every rule of set over source and stores the findings, in source
 * order, in *matches (an array in the source's arena) and their count in
 * *count.  Returns 0, or -1 with an error in sink.
 */
int cfix_source_match(struct cfix_source *source,
		      const struct cfix_ruleset *set,
		      struct cfix_diag_sink *sink,
		      const struct cfix_match **matches, uint32_t *count);

/*
 * Matching in stages, so that a later rule sees an earlier rule's
 * changes as spatch does (it re-parses the file between rules): the
 * caller runs rules [from, to) on one source, applies their fixes,
 * parses the result and runs the next rules on that.  A state carries
 * what the rules of earlier stages found (their bindings, inherited by
 * later rules; which rules matched, for "depends on").  The state
 * borrows set; free it with cfix_rule_progress_free() (NULL is fine).
 */
struct cfix_rule_progress;
struct cfix_rule_progress *cfix_rule_progress_new(const struct cfix_ruleset *set);
void cfix_rule_progress_free(struct cfix_rule_progress *state);

/*
 * Whether rule k of set changes code and a later rule of the same rule
 * file has a pattern that could see the change: where a stage ends.
 */
bool cfix_ruleset_stage_ends(const struct cfix_ruleset *set, uint32_t k);

/*
 * Runs rules [from, to) of the state's set over source, as
 * cfix_source_match() does for all of them.  The bindings of earlier
 * stages must have been moved to source with cfix_rule_progress_rebase().
 * -1 (an error in sink) when a rule file failed in the file (a script
 * error, a change reached by inconsistent paths): its rules run no more,
 * in this stage or later ones, and *matches holds none of theirs; the
 * other rule files' matches are there.
 */
int cfix_source_match_rules(struct cfix_source *source,
			    struct cfix_rule_progress *state, uint32_t from,
			    uint32_t to, struct cfix_diag_sink *sink,
			    const struct cfix_match **matches,
			    uint32_t *count);

/* Whether the rule file rule_file (a match's) failed in state's runs. */
bool cfix_rule_progress_dropped(const struct cfix_rule_progress *state,
				const char *rule_file);

/* Bytes [old_begin, old_end) of the old text are at new_begin in the
 * new one, unchanged. */
struct cfix_kept_span {
	uint32_t old_begin, old_end, new_begin;
};

/*
 * Moves the bindings found so far from old (which must outlive the
 * state: binding texts stay in its arena) to new, the text of old with
 * fixes applied; kept[0, nkept), in order, says which bytes survived.
 * A binding whose code survived unchanged now names new's tokens, so
 * positions still match it; another keeps its code as text (a position
 * of code that changed matches nothing, as in spatch).
 */
void cfix_rule_progress_rebase(struct cfix_rule_progress *state,
			     const struct cfix_source *old,
			     const struct cfix_source *new,
			     const struct cfix_kept_span *kept, size_t nkept);

/* ---- explaining a line ------------------------------------------------- */

/*
 * Why each rule of a set did or did not match at one line of a file
 * (`cfix --explain FILE:LINE`, matchers/match/explain.c): the matcher
 * itself fills the trace while it runs (hand it to the run with
 * cfix_rule_progress_explain(), or cfix_pipeline_options.explain), and
 * keeps per rule only whether it matched there, the furthest failed
 * attempt at the line (its token map, bindings and the pattern element
 * that failed, with why) and what stopped it before the matcher (its
 * `depends on`, the prefilter).  A run without a trace pays one NULL
 * test per hook.
 *
 * cfix_explain_new() borrows set, which must outlive the trace; free it
 * with cfix_explain_free() (NULL is fine).  line is 1-based.
 */
struct cfix_explain;

struct cfix_explain *cfix_explain_new(const struct cfix_ruleset *set,
				      uint32_t line);
void cfix_explain_free(struct cfix_explain *ex);

/* Has state's runs fill ex (NULL: no trace), for the rules they run. */
void cfix_rule_progress_explain(struct cfix_rule_progress *state,
				struct cfix_explain *ex);

/* Notes, rule by rule, which rules the prefilter would keep the file
 * text[0, len) from, and what each looked for. */
void cfix_explain_prefilter(struct cfix_explain *ex, const char *text,
			    size_t len);

/*
 * Appends the explanation, one rule after the other, in text (a line
 * "FILE:LINE: rule 'NAME' (RULEFILE:LINE): REASON: SENTENCE", then the
 * failed element and what matched so far) or as one JSON object
 * (docs/output-formats.md).  source is the file as read; the sources of
 * later stages the trace saw must still be alive.
 */
void cfix_explain_render(const struct cfix_explain *ex,
			 const struct cfix_source *source, bool json,
			 struct cfix_buf *out);

/* ---- prefilter ---------------------------------------------------------- */

/*
 * What a file must contain for a rule set to match it, checked on the
 * file's bytes without clang (matchers/prefilter/): for each rule, its
 * names, keywords and operators in the rule's order, with gaps where
 * metavariables and "..." stand, looked for in the file's code (comments
 * and strings skipped), in each of its #define bodies, and in its code
 * with its own macros expanded.  A file none of the rules can match is
 * not worth parsing.
 *
 * Promise: every file in which a full run would find a match passes, so
 * a rule's findings are the same with and without the prefilter.  (The
 * matcher looks into the expansions of the file's own macros only, as
 * the prefilter does; a match through a header's macro is found by
 * neither, as Coccinelle, which matches the source as written, does not
 * find it either.)
 *
 * cfix_prefilter_new() borrows set only while it runs; the filter owns
 * everything it keeps and is freed with cfix_prefilter_free().  A filter
 * is read-only after it is made: checks may run in any number of
 * processes or threads.
 */
struct cfix_prefilter;

struct cfix_prefilter *cfix_prefilter_new(const struct cfix_ruleset *set);
void cfix_prefilter_free(struct cfix_prefilter *filter);

/*
 * Whether the file whose bytes are text[0, len) may match a rule of the
 * filter's set: false only when no rule can.  When unsure (a name split
 * by a backslash-newline, a search that would take too long) it says
 * true.
 */
bool cfix_prefilter_check(const struct cfix_prefilter *filter,
			  const char *text, size_t len);

/*
 * Rule by rule: a filter of every rule of set, those that only bind for
 * later rules too (cfix_prefilter_new() leaves them out, as they keep
 * no file by themselves), and absent[k] (k < nrules) true where rule k
 * cannot match the file text[0, len) (none of its chains is there): its
 * run would find nothing, so a run may skip it.  Unsure: false.
 */
struct cfix_prefilter *cfix_prefilter_new_each(const struct cfix_ruleset *set);
void cfix_prefilter_absent(const struct cfix_prefilter *filter,
			   const char *text, size_t len, bool *absent,
			   uint32_t nrules);

/* Appends one line per rule: "prefilter RULE: MODE ELEMENTS...", MODE
 * being tokens, words (a bag of names), always or never. */
void cfix_prefilter_dump(const struct cfix_prefilter *filter,
			 struct cfix_buf *out);

#endif
