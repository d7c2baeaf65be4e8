/*
 * rule_internal.h: the rule parser's state, shared by the files that
 * parse rule text (rule.c and the files it calls) and by no one else.
 *
 * The parser is cut by concern, each file calling only files below it:
 *
 *   rule.c          a rule file: the preamble, each rule, names, binders
 *   prototypes.c    the rule cfix writes for a changed function's
 *                   prototypes
 *   one_rule.c      one rule: header, declarations, body, message keys
 *   header.c        "@name depends on ... @", extends, disable, using
 *   declarations.c  metavariable declarations ("expression list[n] E;")
 *   scripts.c       script rules and script constraints
 *   constraints.c   constraints ("!= {a, b}", "=~ re", "<= r.E")
 *   body.c          the body lexed, checked, split into match and plus
 *                   sides
 *   hunks.c         minus and plus lines aligned into removals and
 *                   insertions
 *   plus_comments.c comments of '+' lines hung on the code beside them
 *   nest_marks.c    the nests spatch refuses: delimiters' lines,
 *                   `<... ...>` as an expression, emptied nests
 *   rule_pattern.c  the match side handed to pattern.c
 *   metavars.c      a rule's metavariables: find, add, inherit
 *   rule_text.c     errors at the rule file's offsets; cutting the file
 *                   into rules
 *
 * Functions here report errors with cfix__rule_error_at() or _tok() and
 * return -1 (or NULL); the rule file's error count decides whether its
 * rules are kept.
 */
#ifndef CFIX_RULE_INTERNAL_H
#define CFIX_RULE_INTERNAL_H

#include "smpl.h"

#include <string.h>

typedef CFIX_ARRAY(struct cfix_rule *) rule_array;
typedef CFIX_ARRAY(struct cfix_metavar) metavar_array;
typedef CFIX_ARRAY(struct cfix_insertion) insertion_array;
typedef CFIX_ARRAY(int32_t) int32_array;

/* The file being parsed. */
struct rule_file {
	struct cfix_arena *arena;
	const char *path;		/* arena copy */
	const char *text;		/* arena copy */
	size_t len;
	struct cfix_diag_sink *sink;
	unsigned errors;
	/* the first error was about SmPL cfix does not run yet ("... not
	 * supported"); later ones may follow from it (a rule left out) */
	bool first_unsupported;
	/* names a "depends on" may use: virtual rules, rules above */
	CFIX_ARRAY(const char *) known_rules;
	struct cfix_ruleset *set;	/* regexes go here */
	const rule_array *rules;	/* the rules above, parsed */
	uint32_t base;			/* index of the file's first rule */
	/* #include "x.cocci" (include_cocci.c): this file's real path,
	 * the folder an included file must lie in, the including file */
	const char *real, *root;
	const struct rule_file *includer;
	/* a file-level `using "x.iso"`: its names may be disabled */
	bool using_iso;
};

/* Where one rule's parts lie in the file (byte offsets). */
struct rule_region {
	size_t at;			/* the header's opening '@' */
	size_t name_begin, name_end;	/* "@name ...@", empty for "@@" */
	size_t decl_begin, decl_end;	/* metavariable declarations */
	size_t body_begin, body_end;
};

/* One body token with its mark, before the match/plus split. */
struct body_tok {
	struct cfix_token tok;
	char mark;			/* enum cfix_mark */
	int32_t metavar;
	int32_t position;		/* "@p" after it: p, else -1 */
	int32_t chained[2];		/* more "@"s after it (`f(...)@E@p`:
					   position E, chained[0] p), or -1 */
	bool optional;			/* on a '?' line */
	uint32_t index;			/* in rule->toks or rule->plus_toks */
};

/* State for the rule being parsed. */
struct rule_ctx {
	struct rule_file *file;
	struct cfix_rule *rule;
	metavar_array metavars;
	struct body_tok *body;
	uint32_t nbody;
	uint32_t *plus_body;		/* plus index -> body index */
	int32_t *plus_kept;		/* plus index -> the match-side token
					   the hunks keep for it, or -1 */
	/* "identifier virtual.ns;" given -D ns=value: name, value, ...
	 * (virtual_ids.c) */
	CFIX_ARRAY(const char *) virtual_ids;
};

static inline bool tok_is(const struct cfix_token *tok, const char *text)
{
	return !strcmp(tok->text, text);
}

static inline bool is_word(const struct cfix_token *tok)
{
	return tok->kind == CFIX_TOK_IDENT || tok->kind == CFIX_TOK_KEYWORD;
}

static inline bool is_blank(char ch)
{
	return ch == ' ' || ch == '\t' || ch == '\r' || ch == '\f' ||
	       ch == '\v';
}

/* ---- patch_or_match.c -------------------------------------------------- */

/* Refuses the file's rules[0..n) (its own, parsed) when they hold both
 * '*' lines and '-' or '+' lines, as spatch does. */
void cfix__rule_check_patch_or_match(struct rule_file *f,
				     struct cfix_rule **rules, size_t n);

/* ---- rule_text.c ------------------------------------------------------- */

/* An error at byte offset of the rule file, caret_len bytes
 * underlined; counted in f->errors. */
CFIX_PRINTF(4, 5)
void cfix__rule_error_at(struct rule_file *f, size_t offset,
			 uint32_t caret_len, const char *fmt, ...);
/* An error at tok, the whole token underlined. */
CFIX_PRINTF(3, 4)
void cfix__rule_error_tok(struct rule_file *f, const struct cfix_token *tok,
			  const char *fmt, ...);
/* The 1-based line of byte offset. */
uint32_t cfix__rule_line_of(const struct rule_file *f, size_t offset);
/* cfix_clex() of text[begin, end) (the file's text or a copy with the
 * same lines), costing end - begin and not begin. */
uint32_t cfix__rule_lex(const struct rule_file *f, const char *text,
			size_t begin, size_t end, unsigned flags,
			struct cfix_token **out);
/*
 * Moves *pos past what starts there: a comment, a literal, or one byte.
 * *in_comment carries an open block comment across calls.  Line
 * comments and literals stop before a newline.
 */
void cfix__rule_skip_one(const struct rule_file *f, size_t *pos,
			 bool *in_comment);
/* The first non-blank byte of the line starting at offset. */
size_t cfix__rule_first_nonblank(const struct rule_file *f, size_t offset);
/*
 * The '@' opening the next rule header at or after from: the first
 * non-blank byte of a line that does not start inside a comment.
 * Returns len when there is none.
 */
size_t cfix__rule_find_header(const struct rule_file *f, size_t from);
/* Finds the parts of the rule whose header opens at `at`.  Returns 0,
 * or -1 after an error. */
int cfix__rule_scan(struct rule_file *f, size_t at, struct rule_region *r);

/* ---- metavars.c -------------------------------------------------------- */

/* The index in the set of the rule named name above in this file, or
 * -1. */
int32_t cfix__rule_above(const struct rule_file *f, const char *name);
/* The index of the rule's metavariable called name, or -1. */
int32_t cfix__metavar_find(const struct rule_ctx *rc, const char *name);
/* Is name a type metavariable of the rule? */
bool cfix__metavar_is_type(const struct rule_ctx *rc, const char *name);
/* Declares metavariable tok of kind (typed by type, or NULL); an error
 * when the rule has one of that name already. */
int cfix__metavar_add(struct rule_ctx *rc, const struct cfix_token *tok,
		      enum cfix_mv_kind kind, const char *type);
/*
 * The index of metavariable name among rule's own (declared there, or
 * a script's output), rname naming rule; -1 with an error at name when
 * it has none such.  One that rule inherited (`identifier r1.x;`, a
 * script's input) is not its own: spatch 1.1.1 refuses `r2.x` then.
 */
int32_t cfix__metavar_own(struct rule_file *f, const struct cfix_rule *rule,
			  const struct cfix_token *rname,
			  const struct cfix_token *name);
/*
 * "r.E" in a declaration: metavariable E of rule r above, with the
 * kind this declaration gives.  Adds it under the name E.
 */
int cfix__metavar_inherit(struct rule_ctx *rc, const struct cfix_token *t,
			  uint32_t i, enum cfix_mv_kind kind, const char *type);

/* ---- top_level.c ------------------------------------------------------ */

/* Sets rule->decl_in_code and rule->declarer_use from its parsed
 * pattern and plus tokens (the rule's metavariables already copied). */
void cfix__rule_mark_decl_in_code(struct rule_ctx *rc);

/* ---- include_cocci.c --------------------------------------------------- */

/* Sets f->real and f->root for the rule file the user named (the
 * folder included files must lie in); left NULL for a path that is no
 * file. */
void cfix__include_root(struct rule_file *f);
/*
 * `#include "x.cocci"` in the preamble, t[*i] the token after
 * `include`: moves *i past the name and, when x may be included and
 * was read, fills *g, the rule file of x, to be parsed into f's rules
 * (g->includer is f), and returns 0; else -1 after an error at the
 * name.
 */
int cfix__include_read(struct rule_file *f, const struct cfix_token *t,
		       uint32_t n, uint32_t *i, struct rule_file *g);

/* ---- virtual_ids.c ---------------------------------------------------- */

/*
 * "identifier virtual.ns;" (t[i] is "virtual"): with -D ns=value,
 * records that the body spells value for ns and returns 1; without,
 * makes the rule depend on what no -D defines and returns 0 (the
 * caller declares ns).  Other kinds: an error, -1.
 */
int cfix__virtual_id_bind(struct rule_ctx *rc, const struct cfix_token *t,
			  uint32_t i, enum cfix_mv_kind kind);
/* The value -D gave virtual metavariable name of the rule, or NULL. */
const char *cfix__virtual_id_value(const struct rule_ctx *rc,
				   const char *name);

/* ---- constraints.c ----------------------------------------------------- */

/* Can tok begin a metavariable's constraint ("=", "!=", "<=", ":", ...)? */
bool cfix__constraint_is_op(const struct cfix_token *tok);
/*
 * The constraints after metavariable mv's name: one, or several joined
 * by "&&" or by "||" ("b = {r.b1, r.b2} && !~ "^!"", "T = r.T * || =~
 * "^char""); each after the first goes on a copy of mv chained to it.
 */
int cfix__constraints_parse(struct rule_ctx *rc, struct cfix_metavar *mv,
			    const struct cfix_token *t, uint32_t n,
			    uint32_t *i);

/* ---- scripts.c --------------------------------------------------------- */

/* "script:python", "initialize:python", "finalize:python": sets
 * rule->script; other languages are refused. */
int cfix__script_kind_parse(struct rule_file *f, struct cfix_rule *rule,
			    const struct cfix_token *t, uint32_t n);
/* A script rule's declarations: inputs "x << r.y;", outputs "y;". */
int cfix__script_decls_parse(struct rule_ctx *rc, size_t begin, size_t end);
/* A script rule's body: its code, kept as written. */
void cfix__script_body(struct rule_ctx *rc, const struct rule_region *r);
/*
 * ": script:python(r.x, y) { expr }" after metavariable mv's name, at
 * t[*i] (the ':').  The expression becomes a script rule of its own
 * that calls cocci.include_match() with its truth; the names in the
 * parentheses are resolved once the declarations are all read.
 */
int cfix__script_constraint_parse(struct rule_ctx *rc, struct cfix_metavar *mv,
				  const struct cfix_token *t, uint32_t n,
				  uint32_t *i);
/* A format metavariable written outside a string: an error at it
 * (format.c).  Returns 0 or -1. */
int cfix__format_check_uses(struct rule_ctx *rc);
/*
 * "fresh identifier F = script:python(x) { expr }", from t[*i] the
 * '=': F's script_check, a script rule with one output, "fresh",
 * the expression's value.
 */
int cfix__fresh_script_parse(struct rule_ctx *rc, struct cfix_metavar *mv,
			     const struct cfix_token *t, uint32_t n,
			     uint32_t *i);
/*
 * After the declarations: the metavariables each script constraint
 * reads, by index.  The constrained metavariable itself (always) and
 * inherited ones only: those are bound when it is.
 */
int cfix__script_args_resolve(struct rule_ctx *rc);

/* ---- declarations.c ---------------------------------------------------- */

/* The metavariable declarations between begin and end (byte offsets),
 * then the script constraints' arguments. */
int cfix__decls_parse(struct rule_ctx *rc, size_t begin, size_t end);

/* ---- header.c ---------------------------------------------------------- */

/* Skips "x, y, z" (words or strings) after a header keyword. */
int cfix__header_list_skip(struct rule_file *f, const struct cfix_token *t,
			   uint32_t n, uint32_t *i, bool strings);
/* A "depends on" node in the file's arena. */
struct cfix_depend *cfix__depend_new(struct rule_file *f,
				     enum cfix_dep_kind kind,
				     struct cfix_depend *left,
				     struct cfix_depend *right);
/*
 * Reads "name depends on ... exists disable ..." between the header's
 * '@'s (tokens t[0..n)) into the rule.  Returns 0 or -1.
 */
int cfix__header_parse(struct rule_ctx *rc, const struct cfix_token *t,
		       uint32_t n);

/* ---- directives.c ------------------------------------------------------ */

/* Checks the body's directive lines: 1 when its match side is
 * `#include` and `#pragma` lines alone (the rule then has no pattern),
 * 0 when it has no directive there, -1 (an error) for what is not run
 * yet. */
int cfix__directives_check(struct rule_ctx *rc);
/* For a rule of directive lines, once the sides are split: its
 * insertions and rule->includes (a line's tokens after its directive
 * word, joined).  Returns 0. */
int cfix__directives_finish(struct rule_ctx *rc);

/* ---- nest_marks.c ------------------------------------------------------ */

/* Refuses a nest's delimiter on a line spatch's lexer refuses it on
 * (`<...` off a context line, `<+...` on a '+' line).  Returns 0 or -1. */
int cfix__nest_marks_check(struct rule_ctx *rc);
/* Once the pattern is parsed: refuses a kept nest of expressions that
 * the rule's plus side leaves empty.  Returns 0 or -1. */
int cfix__nest_sides_check(struct rule_ctx *rc);

/* ---- hunks.c, rule_pattern.c, body.c ----------------------------------- */

/* Finds the hunks of the body and turns each into removals and
 * insertions. */
void cfix__hunks_align(struct rule_ctx *rc);

/* ---- plus_comments.c --------------------------------------------------- */

/* Hangs the comments of the body's '+' lines on the plus tokens next to
 * them (rule->plus_lead, plus_trail), or, with none there, on a context
 * token (rule->comment_lines); in the file's arena.  Call after the
 * hunks are aligned. */
void cfix__plus_comments_attach(struct rule_ctx *rc,
				const struct rule_region *r);
/* Reports a pattern error at match-side token tok (ntoks: the end). */
void cfix__rule_pattern_error(struct rule_ctx *rc, uint32_t tok,
			      const char *error);
/* Parses the match side into rule->pattern.  Returns 0 or -1. */
int cfix__rule_pattern_parse(struct rule_ctx *rc);
/* The same over match-side tokens from..end (a `#define`'s body). */
int cfix__rule_pattern_parse_range(struct rule_ctx *rc, uint32_t from,
				   uint32_t end);

/* ---- defines.c --------------------------------------------------------- */

/* Does the body hold a `#define` line (not added)? */
bool cfix__defines_in_body(const struct rule_ctx *rc);
/* The match side as one `#define` line into rc->rule->define; -1 with
 * an error at file:line:col for what is not supported yet. */
int cfix__defines_parse(struct rule_ctx *rc);
/*
 * The first use of a metavariable in the match side, in pre-order, that
 * misplaced() says stands where its kind may not (misplaced.c; parent
 * and index: where the use hangs, parent NULL at the root); NULL when
 * none.
 */
const struct cfix_node *cfix__rule_misplaced_metavar(
	const struct rule_ctx *rc,
	bool (*misplaced)(const struct cfix_metavar *mv,
			  const struct cfix_node *parent, uint32_t index));
/* Refuses a `declarer` metavariable of the match side that is not the
 * name of a declarer `D(...);` (declarers.c).  Returns 0 or -1. */
int cfix__declarers_check(struct rule_ctx *rc);
/* Refuses an `expression list` among a brace initializer's elements and
 * an `initializer list` among a call's arguments (list_places.c).
 * Returns 0 or -1. */
int cfix__list_places_check(struct rule_ctx *rc);

/* Refuses a typedef of the match side naming an identifier or typedef
 * metavariable (typedef_names.c).  Returns 0 or -1. */
int cfix__typedef_names_check(struct rule_ctx *rc);

/* Refuses a parameter that is an identifier metavariable alone, as a
 * K&R head's (knr_params.c).  Returns 0 or -1. */
int cfix__knr_params_check(struct rule_ctx *rc);

/* Refuses a parameter list the fix would leave ending in ',' (param_commas.c). */
int cfix__param_commas_check(struct rule_ctx *rc);

/* Refuses an `attribute` metavariable standing as the name declared
 * after a declarer, `D(...) a;` (attribute_places.c).  Returns 0 or -1. */
int cfix__attribute_places_check(struct rule_ctx *rc);
/* A pattern error at such an attribute (`(T __attr) x`, a cast's):
 * reported as not supported yet; false when tok is no attribute. */
bool cfix__attribute_pattern_error(struct rule_ctx *rc, uint32_t tok,
				   const char *error);
/* Applies the -D options of f's "#spatch" lines (spatch_args.c). */
void cfix__spatch_args_read(struct rule_file *f);
/* Lexes, checks and splits the body of region r, aligns its hunks and
 * parses its match side.  Returns 0 or -1. */
int cfix__body_parse(struct rule_ctx *rc, const struct rule_region *r);

/* ---- one_rule.c, prototypes.c ------------------------------------------ */

/* Parses the rule in region r; NULL after an error. */
struct cfix_rule *cfix__rule_parse_one(struct rule_file *f,
				       const struct rule_region *r);
/* The rule for the prototypes of the function rule (index `from`)
 * removes or changes, or NULL. */
struct cfix_rule *cfix__prototype_rule(struct rule_file *f,
				       const struct cfix_rule *rule,
				       int32_t from);

#endif
