/*
 * cfront.h: a C file's view (struct cfix_source) and the front ends that
 * build it: libclang (clang_adapter.c and the clang_*.c files listed in
 * clang_internal.h) and cfix's own parser alone (own_front.c), which of
 * them reads a file for a rule set (strategy.c); compile databases
 * (compdb.c).  Built on syntax/; knows nothing of rules or the
 * matcher.  Private to matchers/ and its tests.
 */
#ifndef CFIX_CFRONT_H
#define CFIX_CFRONT_H

#include "../syntax/syntax.h"

/* ---- a C file's view (source.c, source_token.c, clang_*.c) ------------- */

struct cfix_macro_def {
	const char *name;
	uint32_t first, last;	/* tokens of the body */
	struct cfix_node *body;	/* body parsed as an expression or
				   statement, NULL if it is neither */
};

struct cfix_source {
	struct cfix_arena *arena;
	const char *path;	/* as given by the user */
	const char *text;	/* the bytes cfix read (and matched) */
	size_t len;
	struct cfix_token *toks;	/* comments excluded */
	uint32_t ntoks;
	struct cfix_node *root;		/* TRANSLATION_UNIT */
	struct cfix_macro_def *macros;	/* #defines in this file */
	uint32_t nmacros;
	enum cfix_parse_mode mode;
	unsigned clang_errors;		/* errors in the final parse */
	uint32_t *error_lines;	/* the lines of those in this file, sorted */
	uint32_t nerror_lines;
	unsigned rounds;		/* tolerant parse rounds */
	struct cfix_adapter *adapter;	/* libclang state, opaque here */
	bool fix_macro_defs;		/* cfix_source_options' */
	bool spatch_constants;		/* cfix_source_options' */
	uint8_t spatch_types;		/* cfix_source_options' */
	const char *const *spatch_dirs;	/* cfix_source_options', borrowed */
	uint32_t nspatch_dirs;
	const char *const *spatch_extra;	/* cfix_source_options', borrowed */
	uint32_t nspatch_extra;
	bool later_stage;	/* a pipeline's later stage (split_like):
				   its unknown code was reported once, on
				   the file as read */
	const char *why;	/* front end used and why (strategy.c) */
	struct cfix_source *stand_in;	/* own parse whose items stand in
					   where clang failed (strategy.c) */
	const char *clang_reason;	/* why clang read it when the own
					   parse may stand in (strategy.c),
					   else NULL; a reparse keeps both */
	bool own_decides;	/* the own parse decides the rules that
				   need clang (clang could tell no more:
				   match/candidates.c): a typed
				   metavariable's type is the one the file
				   declares, else no match */
	/*
	 * The per-rule split of the automatic strategy (match/candidates.c):
	 * rule i of the set the source was read for matches on this view
	 * (CFIX_RULE_HERE), on typed, clang's view of the same text
	 * (CFIX_RULE_TYPED), or not at all (CFIX_RULE_SKIP: it needs clang
	 * and had no candidate in this view).  fronts NULL: every rule
	 * matches here.  typed is freed with the source.
	 */
	uint8_t *fronts;
	uint32_t nfronts;
	/* rules a caller skips (cfix_source_skip_rules()), or NULL */
	const bool *skip;
	uint32_t nskip;
	struct cfix_source *typed;
	struct cfix_maybe *maybe;	/* set during the candidate pass
					   (match/candidates.c), else NULL */
	/* spatch mode, out of the candidate pass: the words of the
	 * headers spatch reads (cfix_maybe's spatch_*), built in arena on
	 * the first question (match/spatch_types.c), else NULL */
	struct cfix_maybe *spatch_words;
	/* what the matcher walks (the candidate memo's runs, one unit of
	 * the file each, match/candidate_memo.c): 0 the whole file, i + 1
	 * top-level item i alone, CFIX_WALK_MACROS the #define bodies
	 * alone; the rest of the file stays in view (types, macros) */
	uint32_t walk_unit;
	/* clang's view: functions it names that a `_Noreturn` or
	 * `[[noreturn]]` declares (clang_noreturn.c), in arena */
	const char **noreturn_names;
	uint32_t nnoreturn_names;
	/* clang's view: the function-like macros of headers that the
	 * file's calls name (and theirs, nested), bodies parsed over tokens
	 * of their own (first, last 0; clang_noreturn.c), so that
	 * match/noreturn.c can follow a use the own parse stands in for */
	struct cfix_macro_def *header_macros;
	uint32_t nheader_macros;
	/* per token of toks (and one past), whether it lies between an
	 * #if and its #endif: built once, in arena, at match/types.c's
	 * first question for these toks (cond_for), so that a check is
	 * constant time, not a scan from the file's start */
	const bool *in_cond;
	const struct cfix_token *cond_for;
};

/* Where a rule of a split source matches (cfix_source.fronts). */
enum cfix_rule_front {
	CFIX_RULE_HERE,
	CFIX_RULE_TYPED,
	CFIX_RULE_SKIP,
};

/*
 * The candidate pass over cfix's own parse (match/candidates.c): while
 * a source's maybe is set, the matcher takes what the own parse cannot
 * decide as a match (a typed metavariable fits an expression of any
 * type, a `constant` any name) and notes, per rule, the byte offset of
 * its first match (UINT32_MAX: none), and in by_maybe, that of its first
 * match that took such a maybe (a match that took none is one on clang's
 * view too, when the rule needs clang only for types and constants).
 */
#define CFIX_WALK_MACROS UINT32_MAX

struct cfix_maybe {
	uint32_t *at;
	uint32_t *by_maybe;
	/* the fields of structs the file's headers define, or NULL
	 * (match/header_records.h), and for -v what they decided first
	 * and why one could not be decided (in the source's arena) */
	struct cfix_header_search *headers;
	const char *header_decided, *header_unknown;
	/* the names the file's top level declares, sorted, built on the
	 * first question (match/types.c) */
	struct cfix_top_name *top;
	uint32_t ntop;
	bool top_built;
	/* the words the headers spatch reads for types may declare
	 * (spatch mode's includes), their hashes sorted: spatch_names
	 * any, spatch_types as a typedef's name; built on the first
	 * question (match/spatch_types.c); spatch_unknown: a header it
	 * may read that cfix does not look for */
	uint64_t *spatch_names, *spatch_types;
	uint32_t nspatch_names, nspatch_types;
	bool spatch_built, spatch_unknown;
	/* the names the file itself may declare, and the words a `{`
	 * follows in it (struct tags), their hashes sorted; built on the
	 * first question (match/spatch_types.c) */
	uint64_t *file_names, *file_tags;
	uint32_t nfile_names, nfile_tags;
	bool file_built;
};

/*
 * The view rule k of the set source was read for matches on (see
 * cfix_source.fronts and .skip), or NULL when it is skipped there.
 */
const struct cfix_source *cfix__source_view(const struct cfix_source *source,
					    uint32_t k);

/*
 * The first token of source whose begin (by_end: whose end) is at or
 * after byte offset, or source->ntoks.  Tokens are in file order and
 * apart, so both keys are sorted: a binary search (source_token.c).
 */
uint32_t cfix_source_token_from(const struct cfix_source *source,
				uint32_t offset, bool by_end);

/*
 * The body of a #define, tokens first..last of a parser set up like
 * tmpl (arena, tokens, typenames), parsed as spatch reads it: an
 * expression, else (`do { ... } while (0)`) the statements of its
 * block, else statements.  NULL when it is none of these; the nodes
 * are flagged CFIX_NODEF_MACRO_DEF and CFIX_NODEF_OWN_PARSE (macro_body.c).
 */
struct cfix_node *cfix__macro_body_parse(const struct cfix_cparse *tmpl,
					 uint32_t first, uint32_t last);

/*
 * A new source holding path's bytes (or opts' unsaved text), no view
 * yet; opts' arguments get the defaults when it has none.  NULL with an
 * error in sink when the file cannot be read (source.c).
 */
struct cfix_source *cfix__source_read(const char *path,
				      struct cfix_source_options *opts,
				      struct cfix_diag_sink *sink);
/*
 * Builds *sourcep's view with opts' front end (cfix's own parser for
 * CFIX_FRONT_OWN, else clang), through the parse cache when opts name
 * one and the parse is not reparsable; a cache miss may replace
 * *sourcep with a fresh source (source.c).
 */
int cfix__source_build(struct cfix_source **sourcep,
		       const struct cfix_source_options *opts,
		       struct cfix_diag_sink *sink);
/* After a front end built source's view: warns once of code neither
 * parser could structure (source.c). */
void cfix__source_finish(struct cfix_source *source,
			 struct cfix_diag_sink *sink);

/* ---- the libclang adapter (clang_adapter.c), for source.c -------------- */

/*
 * Parses source->text (source->arena, path, text and len set) with
 * libclang and fills the rest of *source: tokens, root, macros, mode,
 * clang_errors, rounds and adapter (freed by cfix__adapter_free(), also
 * on failure).  Returns 0, or -1 with an error in sink.
 */
int cfix__adapter_build(struct cfix_source *source,
			const struct cfix_source_options *options,
			struct cfix_diag_sink *sink);
/*
 * Like cfix__adapter_build() for a source whose text is new contents of
 * the file adapter parsed (adapter taken from the old source, now owned
 * by source; rounds: the old source's).  Reuses the translation unit
 * when the first parse was reparsable, else parses afresh with the
 * options it kept.  Returns 0, or -1 with an error in sink.
 */
int cfix__adapter_rebuild(struct cfix_source *source,
			  struct cfix_adapter *adapter, unsigned rounds,
			  struct cfix_diag_sink *sink);
void cfix__adapter_free(struct cfix_adapter *adapter);

/* Fills *source (tokens, root, mode) with cfix's own lexer and parser
 * alone (own_front.c); it cannot fail. */
void cfix__own_build(struct cfix_source *source);

/*
 * Where clang, which read source for reason, left top-level items it
 * could not structure, or read with errors (source->error_lines) into
 * another shape than the own parse's, cfix's own parse of the same
 * bytes stands in (cfix_source_parse_for()'s automatic strategy;
 * cfix_source_reparse() redoes it for a source first read that way).
 * Sets source->why.  Returns how many own items stand in.
 */
unsigned cfix__source_stand_in(struct cfix_source *source, const char *reason);

/* Whether clang reported an error in source's own text on a line of
 * [first, last] (source->error_lines; regions.c). */
bool cfix__source_error_within(const struct cfix_source *source,
			       uint32_t first, uint32_t last);

/*
 * -v's notes (regions.c), in sink, on each function of source, which
 * clang read, that clang could not parse (the own parse stands in) or
 * read with errors.
 */
void cfix__source_note_regions(const struct cfix_source *source,
			       struct cfix_diag_sink *sink);

/* What an #include directive names (cfix__source_include_read()). */
enum cfix__include_kind {
	CFIX__INCLUDE_NONE,	/* not an #include */
	CFIX__INCLUDE_QUOTED,	/* "x" */
	CFIX__INCLUDE_ANGLED,	/* <x> */
	CFIX__INCLUDE_OTHER,	/* a macro, an #include_next, an empty name
				 * or one not closed on its line: not read */
};

/* ---- directive lines by their text (directive.c) --------------------- */

/* One line of C text as cfix__line_read() reads it. */
struct cfix__line {
	const char *end;	/* the line's '\n', or the text's end */
	bool blank;		/* spaces and tabs only */
	const char *name;	/* a directive's name, past '#' and blanks;
				 * NULL: the line is no directive */
	size_t nlen;		/* the name's length (0: `#` alone, `# 12`) */
	const char *arg;	/* the word after the name, past blanks */
	size_t alen;		/* its length (0: none) */
};

/*
 * Reads the line at p (text up to end) into *line, its pointers borrowed
 * from the text; returns the next line's first byte, or end.
 */
const char *cfix__line_read(const char *p, const char *end,
			    struct cfix__line *line);

/* Whether line is the directive word (`#if`: "if"). */
bool cfix__line_is(const struct cfix__line *line, const char *word);

/*
 * The one reader of #include lines, for the missing-header test, the
 * headers spatch reads (match/spatch_types.c) and the headers' index
 * (match/header_records.c): the directive at p, the first byte of its
 * name past the '#' and any blanks (cfix__line.name), up to end.  For QUOTED and ANGLED, *name and *len are the name between the
 * delimiters, borrowed from the text.
 */
enum cfix__include_kind cfix__source_include_read(const char *p,
						  const char *end,
						  const char **name,
						  size_t *len);

/*
 * The first #include of text (read from path) outside every #if that
 * clang's default search does not find (headers.c), malloc'd, or NULL
 * when each is found: without compiler arguments, clang then knows no
 * more of the file's names than cfix's own parse.
 */
char *cfix__source_missing_header(const char *path, const char *text,
				  size_t len);

/* Does text hold code the preprocessor may leave out: an `#if`,
 * `#ifdef` or `#ifndef` other than an include guard (conditionals.c)? */
bool cfix__source_has_conditionals(const char *text, size_t len);

/*
 * The automatic strategy's two reads (strategy.c; match/candidates.c
 * decides which): cfix's own parser alone, with why for -v; or clang
 * (reason says why, for -v), cfix's own parse standing in where clang
 * fails.  Each returns 0 and sets *out (cfix_source_free()), or -1 with
 * an error in sink when the file cannot be read.
 */
int cfix__source_parse_own(const char *path,
			   const struct cfix_source_options *options,
			   const char *why, struct cfix_diag_sink *sink,
			   struct cfix_source **out);
int cfix__source_parse_clang(const char *path,
			     const struct cfix_source_options *options,
			     const char *reason, struct cfix_diag_sink *sink,
			     struct cfix_source **out);
/* Where source left code it could not structure (not matched), the
 * first such place in *loc; false when it left none. */
bool cfix__source_unparsed_at(const struct cfix_source *source,
			      struct cfix_loc *loc);
/* The top-level items of source that hold code it could not structure,
 * as byte spans: spans[2i], spans[2i + 1] are item i's begin and end,
 * for at most max items (more: one span, the whole text); returns the
 * number of spans. */
uint32_t cfix__source_unparsed_items(const struct cfix_source *source,
				     uint32_t *spans, uint32_t max);
/* Whether source's tree is deeper than the matcher's walks allow (the
 * own parser builds a 50,000-term sum 50,000 levels deep; clang's
 * converter cuts at 10,000). */
bool cfix__source_too_deep(const struct cfix_source *source);

/* ---- the parse cache (cache.c), for source.c ---------------------------- */

/* A file a parse read besides the file itself (a header), as it was. */
struct cfix_cache_dep {
	char *path;		/* malloc'd */
	uint64_t size;
	int64_t mtime_ns;
};
struct cfix_cache_deps {
	struct cfix_cache_dep *items;	/* a CFIX_ARRAY */
	size_t len, cap;
};

/*
 * Appends to deps the files adapter's parse read other than the main
 * file (its headers; files clang made up, such as the prelude, are not
 * on disk and left out), with their size and time (clang_adapter.c).
 */
void cfix__adapter_deps(const struct cfix_adapter *adapter,
			struct cfix_cache_deps *deps);

/* Notes deps for cfix_parse_headers_record()'s buffer, if any. */
void cfix__cache_note_deps(const struct cfix_cache_deps *deps);

/* The key of source's entry (source->path, text and len set) when
 * parsed with opts (their final args): a SHA-256. */
void cfix__cache_key(const struct cfix_source *source,
		     const struct cfix_source_options *opts,
		     unsigned char key[32]);
/*
 * Fills src's view (tokens, root, macros, mode, clang_errors, rounds;
 * no adapter) from key's entry in the cache folder dir and adds the
 * diagnostics its parse gave to sink.  Returns 0, or -1 when there is
 * no entry, or it is damaged or stale (a header changed): then the
 * entry is removed, src may hold part of a view in its arena and must
 * be freed.
 */
int cfix__cache_load(const char *dir, const unsigned char key[32],
		     struct cfix_source *src, struct cfix_diag_sink *sink);
/*
 * Stores src's view under key in dir (created if need be), with the
 * diagnostics its parse gave (ndiags of them) and the headers it read
 * (deps, may be NULL).  Best effort: a folder that cannot be written,
 * or a view the reader would refuse, stores nothing.
 */
void cfix__cache_store(const char *dir, const unsigned char key[32],
		       const struct cfix_source *src,
		       const struct cfix_diag *diags, size_t ndiags,
		       const struct cfix_cache_deps *deps);
/*
 * Another view kept in the cache folder as a parse is (compdb_kept.c: a
 * compile database's entries), under key, with the same header, hash
 * check, atomic rename and eviction.  load: *data (malloc'd, *len bytes)
 * when key's entry is there and intact (a damaged one is removed);
 * store: best effort.
 */
bool cfix__cache_blob_load(const char *dir, const unsigned char key[32],
			   unsigned char **data, size_t *len);
void cfix__cache_blob_store(const char *dir, const unsigned char key[32],
			    const void *data, size_t len);
/* ---- a compile database kept in the cache folder (compdb_kept.c) ------ */

/* One command of a compile database (compdb.c). */
struct cfix__compdb_entry {
	char *file;		/* absolute, normalized */
	char *directory;
	char **argv;		/* the whole command, compiler first */
	unsigned argc;
};
typedef CFIX_ARRAY(struct cfix__compdb_entry) cfix__compdb_entries;

/* The key of the compile database json (an absolute path) as it is on
 * disk now: its path, size, time and inode; false if it cannot be
 * stat'd.  Taken before the database is read. */
bool cfix__compdb_kept_key(const char *json, unsigned char key[32]);
/* key's entries as an earlier process kept them in the cache folder
 * dir: appended to out, true; false: none kept (out unchanged). */
bool cfix__compdb_kept_load(const char *dir, const unsigned char key[32],
			    cfix__compdb_entries *out);
/* Keeps entries (read through libclang under key) in dir. */
void cfix__compdb_kept_store(const char *dir, const unsigned char key[32],
			     const cfix__compdb_entries *entries);

/* A stat's modification time in nanoseconds. */
struct stat;
int64_t cfix__cache_mtime_ns(const struct stat *st);

/* ---- the compiler's predefined macros (clang_predefines.c) ----------- */

struct cfix__predefines {
	uint64_t *items;	/* name hashes (cfix_hash_bytes()), sorted */
	size_t len, cap;
};
/*
 * Appends to out (the caller's, released with cfix_array_release()) the
 * names of the macros defined before the first line of a file compiled
 * with opts (NULL: no options): clang's predefines for its target and
 * options, asked of libclang once per distinct options, then opts' -D
 * and -U in order.  Returns 0, or -1 when they cannot be known (an
 * -imacros, a -Wp, or -Xpreprocessor that may define one, a failed
 * question, too many distinct options): out then unchanged.  Names
 * clang defines without a #define (__FILE__, __has_include) are not
 * among them.
 */
int cfix__predefines_get(const struct cfix_source_options *opts,
			 struct cfix__predefines *out);

#endif
