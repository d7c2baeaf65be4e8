/*
 * cparse_internal.h: cfix's own C parser inside: the parser's state
 * (struct parser), its token cursor and node building (static inline
 * here), and what its files share.  Private to cparse*.c.
 *
 * The files, bottom to top; each calls only the ones below it, so the
 * grammar's recursion stays inside one file:
 *   cparse_state.c    errors, the depth and step budget, names, type
 *                     text, error recovery, items kept whole
 *   cparse_ahead.c    lookahead: what comes next, decided without
 *                     consuming tokens
 *   cparse_names.c    names among declaration specifiers: the type, the
 *                     declared name, an annotation or a macro
 *   cparse_grammar.c  the recursive grammar: expressions, initializers,
 *                     types, declarators, declarations, statements
 *   cparse.c          file-level items and the entry points (syntax.h)
 */
#ifndef CFIX_CPARSE_INTERNAL_H
#define CFIX_CPARSE_INTERNAL_H

#include "syntax.h"

#include <string.h>

#define MAX_DEPTH 500
/* enter() calls allowed per token: a parse takes about one; a failure
 * deep inside code that recovery then reads again can take exponential
 * time, and the budget turns that into UNKNOWN nodes (C mode) or "code
 * too complex to parse" (patterns) */
#define STEPS_PER_TOKEN 256
#define NONE UINT32_MAX

struct parser {
	struct cfix_arena *arena;
	const struct cfix_token *toks;
	uint32_t pos;		/* next visible token, or end */
	uint32_t end;
	uint32_t prev;		/* last consumed token, or NONE */
	uint32_t pp_end;	/* directive tokens below this are visible */
	uint32_t alt_from;	/* CFIX_TOKF_ALT directives below this were
				   read (cparse_alt.c) */
	unsigned alt_depth;	/* branches of such chains being read */
	const struct cfix_cparse *cfg;	/* callbacks */
	bool pattern;
	unsigned depth;
	bool fatal;		/* nesting too deep: no recovery */
	bool exhausted;		/* out of steps: every item fails */
	uint64_t steps, budget;	/* enter() calls made, allowed */
	const char *error;
	uint32_t error_tok;
	const char **typedefs;	/* names typedef'd in this parse */
	uint32_t ntypedefs;
	/* the struct/union/enum a type name began by defining, or NULL */
	struct cfix_node *type_record;
};

struct mark {
	uint32_t pos, prev, alt_from;
};

/* ---- tokens -------------------------------------------------------------- */

static const struct cfix_token eof_token = { .kind = CFIX_TOK_EOF, .text = "" };

/* ---- declarations ------------------------------------------------------- */

enum spec_mode {
	SPEC_KNOWN,	/* a name is a type only if is_typename() says so */
	SPEC_GUESS,	/* ... or if the tokens after it say so */
	SPEC_ANY,	/* the first name is the type (parameters) */
	SPEC_TYPENAME,	/* ... and in C mode later names are annotations:
			   a type name has no declared name (u32 __force) */
};

struct specs {
	bool any;		/* something was consumed */
	bool base;		/* a type specifier was seen */
	bool is_typedef;
	uint32_t tag;		/* the struct/union/enum keyword, or NONE */
	struct cfix_node *record;	/* a definition among them */
	uint32_t body, body_stop;	/* its { ... } tokens */
};

/* A declarator as parsed: where its name and parameters are. */
struct declr {
	uint32_t first;		/* its first token */
	uint32_t name;		/* the name token, or NONE */
	struct cfix_node *params;	/* parameters right after the name */
};

enum declr_mode {
	DECLR_NAMED,	/* a declaration: a name, maybe missing (bitfields) */
	DECLR_ABSTRACT,	/* a type name: no name */
	DECLR_EITHER,	/* a parameter */
};

enum decl_ctx {
	DECL_STMT,	/* in a function body */
	DECL_TOP,	/* at file level: may be a function definition */
	DECL_FIELD,	/* in a struct: may have a bit width */
};

/* ---- errors, names, type text, recovery (cparse_state.c) ----------------- */

/* The visible token after index i. */
const struct cfix_token *cfix__cparse_token_after(const struct parser *ps,
						  uint32_t i);
/* Index of the bracket closing the one at i (any kind counts), or NONE. */
uint32_t cfix__cparse_match_close(const struct parser *ps, uint32_t i);
/* Records msg at pos as the error, unless one is set; returns NULL. */
void *cfix__cparse_fail(struct parser *ps, const char *msg);
/* Consumes text, or fails with msg. */
bool cfix__cparse_expect(struct parser *ps, const char *text, const char *msg);
/* Enters one level of recursion: false (a fatal error set) when the
 * nesting is too deep or the step budget is spent.  Pair with leave(). */
bool cfix__cparse_enter(struct parser *ps);
/* Leaves the level enter() entered. */
void cfix__cparse_leave(struct parser *ps);
/* Skips the bracketed group opening at pos. */
bool cfix__cparse_skip_group(struct parser *ps);
/* Is t a type name here: typedef'd in this parse, or so says the
 * caller's is_typename()? */
bool cfix__cparse_is_typename(const struct parser *ps,
			      const struct cfix_token *t);
/* Pattern mode: the metavariable index of t, or -1. */
int32_t cfix__cparse_metavar_of(const struct parser *ps,
				const struct cfix_token *t);
/* Remembers name as typedef'd for the rest of this parse. */
void cfix__cparse_add_typedef(struct parser *ps, const char *name);
/* Does the k-th token start a type name? */
bool cfix__cparse_starts_type(const struct parser *ps, unsigned k);
/*
 * Appends the visible tokens [first, stop) to buf, one space apart,
 * leaving out [skip_first, skip_stop), attributes and asm labels, and
 * (drop_storage) storage-class words.
 */
void cfix__cparse_join_into(const struct parser *ps, struct cfix_buf *buf,
			    uint32_t first, uint32_t stop, uint32_t skip_first,
			    uint32_t skip_stop, bool drop_storage);
/* buf's text copied into the parser's arena; releases buf. */
const char *cfix__cparse_buf_text(struct parser *ps, struct cfix_buf *buf);
/* A TYPE node over [first, stop), text leaving out [skip, skip_stop). */
struct cfix_node *cfix__cparse_type_node(struct parser *ps, uint32_t first,
					 uint32_t stop, uint32_t skip,
					 uint32_t skip_stop);
/* A declarator's type: specifiers [first, spec_stop) and the
 * declarator up to d_stop spelled together ("struct foo *"), leaving
 * out the struct body and the declared name. */
const char *cfix__cparse_full_type_text(struct parser *ps, uint32_t first,
					const struct specs *sp,
					uint32_t spec_stop,
					const struct declr *d, uint32_t d_stop);
/* Skips one attribute or asm label with its parenthesized group. */
bool cfix__cparse_skip_attribute(struct parser *ps);
/* Skips the attributes and asm labels at pos. */
bool cfix__cparse_skip_attributes(struct parser *ps);
/* Are tokens [from, stop) nothing but `__attribute__((...))` groups
 * (none at all included)? */
bool cfix__cparse_attributes_only(const struct parser *ps, uint32_t from,
				  uint32_t stop);
/* asm(...); kept whole, an UNKNOWN node marked OPAQUE: read, so not
 * reported as code left unparsed.  A rule cannot name an asm
 * statement's parts. */
struct cfix_node *cfix__cparse_opaque(struct parser *ps);
/* static_assert(...); or _Static_assert(...);: a call statement (the
 * call read by call_at, cfix__cparse_call()), else kept whole as
 * cfix__cparse_opaque() keeps it. */
struct cfix_node *cfix__cparse_static_assert(
	struct parser *ps,
	struct cfix_node *(*call_at)(struct parser *, struct cfix_node *));
/*
 * Error recovery: an UNKNOWN node from the failed item's first token to
 * the next ';' at bracket depth 0 (included), or through a balanced
 * { ... } group, or up to a '}' that closes an enclosing block.
 */
struct cfix_node *cfix__cparse_recover(struct parser *ps, struct mark start);
/*
 * A block's statements into list until '}' or the end (stmt parses
 * one), an #if chain of whole statements (CFIX_TOKF_ALT, set by the own
 * front end) being an IF node whose op is "#if", no condition, its
 * branches COMPOUND nodes with op "#if" (cparse_alt.c).  stmt is passed
 * in, so that no circle of calls joins the files.
 */
bool cfix__cparse_stmt_items(struct parser *ps, struct cfix_node *list,
			     struct cfix_node *(*stmt)(struct parser *));
/* Items into list until '}' (in_braces) or the end. */
bool cfix__cparse_items(struct parser *ps, struct cfix_node *list,
			bool in_braces,
			struct cfix_node *(*item)(struct parser *));

/* ---- macros standing for syntax (cparse_macros.c) ----------------------- */

/* A string: literals and string macros side by side; names, the
 * initializer of names only (cfix__cparse_names_string_ahead()) */
struct cfix_node *cfix__cparse_string(struct parser *ps, bool names);
/* In C mode, `NAME(...))` after `for (`: the head kept as one
 * CFIX_NODE_UNKNOWN, the ')' read; NULL (nothing read) otherwise */
struct cfix_node *cfix__cparse_macro_for_head(struct parser *ps);
/* In C mode, `NAME name(`: the first name a macro before a call (CUS) */
bool cfix__cparse_prefix_macro_ahead(const struct parser *ps);
/* In C mode, `while_each_thread(` ending a do-while, as spatch's
 * standard.h defines it: `do S while_each_thread(g, t);` */
bool cfix__cparse_do_macro_ahead(const struct parser *ps);
/* In C mode, an UNKNOWN argument `NAME name ...` (CUS p + 1): the call's
 * arguments kept whole instead, as spatch passes them; 1, 0 or -1 */
int cfix__cparse_passed_args(struct parser *ps, struct cfix_node *call,
			     const struct cfix_node *arg, struct mark open);

/* ---- lookahead (cparse_ahead.c) ------------------------------------------ */

/* The kernel's log levels, strings as spatch's standard.h defines
 * them: KERN_INFO HW_ERR and KERN_DEBUG pr_fmt("x") are strings. */
bool cfix__cparse_string_macro(const struct cfix_token *t);
/* Names, then a string literal: KERN_INFO DEVICE_NAME "x"; in C mode
 * also a log level then a name: KERN_INFO HW_ERR */
bool cfix__cparse_string_ahead(const struct parser *ps);
/* a call followed by a string literal: a macro giving a string */
bool cfix__cparse_string_call_ahead(const struct parser *ps);
/* In C mode, an initializer of names side by side and nothing else:
 * pcre2's `= STRING_pla0 STRING_plb0;`, each a string macro */
bool cfix__cparse_names_string_ahead(const struct parser *ps);
/* Does a cast (or, !need_operand, a parenthesized type) start at pos? */
bool cfix__cparse_cast_ahead(const struct parser *ps, bool need_operand);
/* Token t's binding strength as a binary operator (1 `||` up to 10
 * `*`; 0 for none), its spelling in *op. */
int cfix__cparse_token_prec(const struct cfix_token *t, const char **op);
/* Does the '(' at pos open a nested declarator (not parameters)? */
bool cfix__cparse_nested_ahead(const struct parser *ps, enum declr_mode mode);
/* C mode, at the k-th token, after a declared name: a macro wrapping
 * the parameters in a second pair of parentheses, K&R-compatible
 * headers' `__P((int))` (xxd.c), `_ANSI_ARGS_((...))` (Tcl). */
bool cfix__cparse_params_macro_ahead(const struct parser *ps, unsigned k);
/* `main() {`: a definition without specifiers. */
bool cfix__cparse_implicit_int_ahead(const struct parser *ps);
/* Pattern mode: a metavariable standing for fields on its own
 * (`struct s { FS int x; }`), or a disjunction's placeholder there. */
bool cfix__cparse_lone_field(const struct parser *ps);
/* In C mode, `NAME` alone on its line, a name below it: a statement macro */
bool cfix__cparse_line_macro_ahead(const struct parser *ps);
/*
 * Does a declaration start at pos?  Yes after a type keyword, qualifier,
 * storage class or known type name.  A name cfix does not know is taken
 * as a type when the statement reads `T x` or `T *x` (any number of '*',
 * qualifiers and annotation names: `T __user *x`) and the declared name
 * is followed by one of = , ; [ ) -- no expression statement looks like
 * that (`a * b;` is read as a declaration), and `u8 x = 3;` is common
 * where headers are missing.  Also `T (*x)(` and `T (*x)[`, and a type
 * macro: `ARRAY(int) v;`, `ARRAY(int) v = {`.
 */
bool cfix__cparse_pointer_type_arg_ahead(const struct parser *ps);
bool cfix__cparse_decl_ahead(const struct parser *ps);
/* Does a label (`case`, `default`, `name:`) start at pos? */
bool cfix__cparse_label_ahead(const struct parser *ps);
/*
 * An iterator macro: name(args) followed by '{', a name, a statement
 * keyword, '++' or '--' and a name (vim's `FOR_ALL_WINDOWS(wp)
 * ++count;`), or a cast to a type starting with a keyword (the kernel's
 * `list_for_each_entry(...) (void) f(x);`) -- none of which can follow
 * a call in an expression.
 */
bool cfix__cparse_iterator_ahead(const struct parser *ps);
/* Pattern mode: a statement metavariable standing alone (if (x) S).
 * A statement metavariable before ';' stands alone too: `S;` is the
 * statement then a null statement (spatch's reading; misc/semicolon's
 * `S@p1;@p` finds the ';' after a block). */
bool cfix__cparse_lone_metavar(const struct parser *ps);
/*
 * A macro invocation standing alone at file level without a ';'
 * (NOKPROBE_SYMBOL(f), DEFINE_TEST(1)): the next item starts on a new
 * line with a name, or with a keyword when the arguments are not all
 * literals -- `__printf(1, 2)` on a line of its own annotates the
 * function below.  It becomes an EXPR_STMT whose span ends at the ')'.
 */
bool cfix__cparse_macro_item_ahead(const struct parser *ps);
/*
 * C mode, in a struct: a declarer macro standing for fields,
 * `DECLARE_BITMAP(map, 16);` (spatch's MacroDeclField): 1, or 2 when
 * its arguments hold fields themselves (`struct_group(hdr, int a;);`);
 * 0 when the tokens are not that.
 */
int cfix__cparse_macro_field_ahead(const struct parser *ps);
/*
 * C mode: do the tokens [from, to) of a macro argument that is no
 * expression, type or parameter form code the macro takes whole, an
 * "action" (spatch's find_actions: a ';' or a statement keyword in it,
 * TP_fast_assign(x = 1; y = 2;)), or a run of macro calls one a line
 * (TP_STRUCT__entry(__field(int, a) __string(b, c)))?  Such an argument
 * is kept OPAQUE, read and not matched inside, as spatch does not.
 */
bool cfix__cparse_action_arg(const struct parser *ps, uint32_t from,
			     uint32_t to);
/* In C mode, an ALL_CAPS name after an operand and before another: a
 * macro giving an operator (freetype's `*p OP 0x80`) */
bool cfix__cparse_operator_macro_ahead(const struct parser *ps);
/* C mode: is [from, to) an operator alone, a comparison macro's
 * argument (timercmp(&a, &b, >), g_assert_cmpint(x, ==, 1))?  Read
 * whole, as an action is: no rule names it. */
bool cfix__cparse_operator_arg(const struct parser *ps, uint32_t from,
			       uint32_t to);
/* C mode: is [from, to) that run of macro calls one a line, which
 * spatch cannot parse? */
bool cfix__cparse_call_run(const struct parser *ps, uint32_t from,
			   uint32_t to);

/* ---- names among specifiers (cparse_names.c) ----------------------------- */

/* A name among specifiers: the type, an annotation or a macro. */
int cfix__cparse_name_spec(struct parser *ps, struct specs *sp,
			   enum spec_mode mode);
/* After '*': qualifiers, attributes, annotations (char *__user p). */
bool cfix__cparse_pointer_quals(struct parser *ps);
/* Annotation macros after a declarator: int x __aligned(8); */
bool cfix__cparse_skip_trailing_macros(struct parser *ps);

/* ---- the grammar (cparse_grammar.c) -------------------------------------- */

/* A call: callee then the arguments from the '(' at pos. */
struct cfix_node *cfix__cparse_call(struct parser *ps,
				    struct cfix_node *callee);
/* An expression, comma operator included. */
struct cfix_node *cfix__cparse_expr(struct parser *ps);
/* A type name (specifiers and an abstract declarator); any_ident: the
 * first name is the type even if unknown. */
struct cfix_node *cfix__cparse_type_name(struct parser *ps, bool any_ident);
/*
 * A declaration: DECL, kid0 the specifiers' TYPE, then a DECLARATOR per
 * name.  A struct/union/enum defined in the specifiers is an extra last
 * kid of the DECL (a RECORD), so kid0 stays a TYPE; `struct foo {...};`
 * alone is just the RECORD (spanning the ';').  At file level a function
 * definition gives a FUNCTION.
 */
struct cfix_node *cfix__cparse_decl(struct parser *ps, enum decl_ctx ctx);
/* Fields; in C mode one that does not parse (a macro such as
 * DECLARE_HASHTABLE(t, 8);) becomes UNKNOWN. */
/*
 * A declarer macro after storage words: `static DEVICE_ATTR(foo, 0644,
 * show, store);`, which neither a declaration (no declarator) nor a
 * statement (`static`) reads.  It becomes an EXPR_STMT from the first
 * storage word, holding the call, as spatch's `declarer` reads it; NULL
 * (nothing consumed) when the tokens are not that.
 */
struct cfix_node *cfix__cparse_declarer_item(struct parser *ps);
bool cfix__cparse_fields(struct parser *ps, struct cfix_node *record);
bool cfix__cparse_enumerators(struct parser *ps, struct cfix_node *record);
/* A statement (or, in C mode, a declaration where one starts). */
struct cfix_node *cfix__cparse_stmt(struct parser *ps);

/* ---- the token cursor and node building ---------------------------------- */

static inline bool hidden(const struct parser *ps, uint32_t i)
{
	return (ps->toks[i].flags & CFIX_TOKF_PP) && i >= ps->pp_end;
}

/* The first visible token at or after i, or end. */
static inline uint32_t visible_from(const struct parser *ps, uint32_t i)
{
	while (i < ps->end && hidden(ps, i))
		i++;
	return i < ps->end ? i : ps->end;
}

/* Index of the k-th visible token from pos (0: pos). */
static inline uint32_t index_ahead(const struct parser *ps, unsigned k)
{
	uint32_t i = ps->pos;

	while (k-- && i < ps->end)
		i = visible_from(ps, i + 1);
	return i;
}

static inline const struct cfix_token *token(const struct parser *ps,
					     uint32_t i)
{
	return i < ps->end ? &ps->toks[i] : &eof_token;
}

static inline const struct cfix_token *peek(const struct parser *ps, unsigned k)
{
	return token(ps, index_ahead(ps, k));
}

static inline bool at_end(const struct parser *ps)
{
	return ps->pos >= ps->end;
}

static inline bool is_word(const struct cfix_token *t)
{
	return t->kind == CFIX_TOK_IDENT || t->kind == CFIX_TOK_KEYWORD;
}

static inline bool tok_is(const struct cfix_token *t, const char *text)
{
	return (is_word(t) || t->kind == CFIX_TOK_PUNCT) &&
	       strcmp(t->text, text) == 0;
}

/* The list's own copy of t's spelling (a static string), or NULL. */
static inline const char *tok_in(const struct cfix_token *t,
				 const char *const *list)
{
	if (!is_word(t) && t->kind != CFIX_TOK_PUNCT)
		return NULL;
	for (; *list; list++)
		if (strcmp(t->text, *list) == 0)
			return *list;
	return NULL;
}

static inline bool is(const struct parser *ps, const char *text)
{
	return tok_is(peek(ps, 0), text);
}

static inline bool peek_is(const struct parser *ps, unsigned k,
			   const char *text)
{
	return tok_is(peek(ps, k), text);
}

static inline void advance(struct parser *ps)
{
	if (ps->pos >= ps->end)
		return;
	ps->prev = ps->pos;
	ps->pos = visible_from(ps, ps->pos + 1);
}

static inline bool accept(struct parser *ps, const char *text)
{
	if (!is(ps, text))
		return false;
	advance(ps);
	return true;
}

static inline struct mark mark_take(const struct parser *ps)
{
	return (struct mark){ .pos = ps->pos, .prev = ps->prev,
			      .alt_from = ps->alt_from };
}

static inline void mark_restore(struct parser *ps, struct mark m)
{
	ps->pos = m.pos;
	ps->prev = m.prev;
	ps->alt_from = m.alt_from;
	if (!ps->fatal)
		ps->error = NULL;
}

/* ---- nodes --------------------------------------------------------------- */

static inline struct cfix_node *
node_at(struct parser *ps, enum cfix_node_kind kind, uint32_t first)
{
	struct cfix_node *node = cfix_node_new(ps->arena, kind, 0);

	node->first = first;
	node->last = first - 1;
	if (!ps->pattern)
		node->flags |= CFIX_NODEF_OWN_PARSE;
	return node;
}

static inline struct cfix_node *start_node(struct parser *ps,
					   enum cfix_node_kind kind)
{
	return node_at(ps, kind, ps->pos);
}

/* Ends node at the last consumed token. */
static inline struct cfix_node *finish(const struct parser *ps,
				       struct cfix_node *node)
{
	if (ps->prev != NONE && ps->prev >= node->first)
		node->last = ps->prev;
	return node;
}

static inline void add(struct parser *ps, struct cfix_node *node,
		       struct cfix_node *kid)
{
	cfix_node_add(ps->arena, node, kid);
}

/* A node for the current token alone. */
static inline struct cfix_node *leaf(struct parser *ps,
				     enum cfix_node_kind kind)
{
	struct cfix_node *node = start_node(ps, kind);

	advance(ps);
	return finish(ps, node);
}

static inline struct cfix_node *ident_at(struct parser *ps, uint32_t i)
{
	struct cfix_node *node = node_at(ps, CFIX_NODE_IDENT, i);

	node->last = i;
	node->text = ps->toks[i].text;
	node->metavar = cfix__cparse_metavar_of(ps, &ps->toks[i]);
	return node;
}

static inline struct cfix_node *ident(struct parser *ps)
{
	uint32_t i = ps->pos;

	if (peek(ps, 0)->kind != CFIX_TOK_IDENT)
		return cfix__cparse_fail(ps, "expected identifier");
	advance(ps);
	return ident_at(ps, i);
}

#endif
