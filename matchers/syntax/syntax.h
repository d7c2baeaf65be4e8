/*
 * syntax.h: C as cfix reads it, the bottom layer of matchers/: tokens,
 * the node model, cfix's own lexer (clex.c) and recursive-descent parser
 * (cparse*.c), and the tables of C words (cwords.c) the layers above
 * share.
 *
 * One node model serves both sides of a match.  A C file's view (built
 * from clang's tree by cfront/, with holes filled by cfix's own parser)
 * and a rule's pattern (built by cparse.c from the rule's tokens, smpl/)
 * are both trees of struct cfix_node over an array of struct cfix_token.
 * The matcher (match/) walks the two trees side by side.
 *
 * Memory: every node, token and string here lives in an arena: the
 * source's arena for a C file's view, the ruleset's arena for a rule.
 * Private to matchers/ and its unit tests; includes nothing above it.
 */
#ifndef CFIX_SYNTAX_H
#define CFIX_SYNTAX_H

#include "../matchers.h"

/* ---- tokens ---------------------------------------------------------- */

enum cfix_tok_kind {
	CFIX_TOK_EOF,
	CFIX_TOK_IDENT,
	CFIX_TOK_KEYWORD,	/* C keywords, including sizeof, typedef ... */
	CFIX_TOK_NUMBER,
	CFIX_TOK_CHAR,		/* 'a', L'a' */
	CFIX_TOK_STRING,	/* "a", L"a" */
	CFIX_TOK_PUNCT,		/* operators and punctuators, "..." too */
};

enum cfix_tok_flags {
	CFIX_TOKF_PP = 1 << 0,	   /* on a preprocessor directive line */
	CFIX_TOKF_LINE_START = 1 << 1, /* first token on its line */
	CFIX_TOKF_ALT = 1 << 2,	   /* the '#' of a directive of an #if chain
				      of whole statements whose branches
				      cparse reads as alternatives */
};

/*
 * One token of a C file or of a rule body.  begin/end are byte offsets
 * into the text the token came from (the C file, or the rule file);
 * text is the spelling, NUL-terminated, in the owner's arena.
 */
struct cfix_token {
	uint32_t begin, end;
	uint32_t line, col;	/* 1-based, col in bytes */
	uint16_t kind;		/* enum cfix_tok_kind */
	uint16_t flags;		/* enum cfix_tok_flags */
	const char *text;
};

/* ---- nodes ----------------------------------------------------------- */

enum cfix_node_kind {
	CFIX_NODE_NONE,
	/* expressions */
	CFIX_NODE_IDENT,	/* text: the name */
	CFIX_NODE_NUMBER,	/* text: spelling */
	CFIX_NODE_CHAR,		/* text: spelling */
	CFIX_NODE_STRING,	/* text: spelling of the first piece; adjacent
				   literals are one node */
	CFIX_NODE_PAREN,	/* (kid0) */
	CFIX_NODE_UNARY,	/* op kid0; op is "!", "~", "-", "+", "*",
				   "&", "++", "--" (prefix) */
	CFIX_NODE_POSTFIX,	/* kid0 op; op is "++" or "--" */
	CFIX_NODE_BINARY,	/* kid0 op kid1; includes "," */
	CFIX_NODE_ASSIGN,	/* kid0 op kid1; op is "=", "+=", ... */
	CFIX_NODE_COND,		/* kid0 ? kid1 : kid2 (kid1 NULL for a ?: b) */
	CFIX_NODE_CALL,		/* kid0 (kid1, kid2, ...) */
	CFIX_NODE_MEMBER,	/* kid0 op kid1; op "." or "->", kid1 IDENT */
	CFIX_NODE_INDEX,	/* kid0 [kid1] */
	CFIX_NODE_CAST,		/* (kid0: TYPE) kid1 */
	CFIX_NODE_SIZEOF,	/* op "sizeof"/"_Alignof"/"__alignof__";
				   kid0: an expression, or a TYPE when the
				   operand is parenthesized type */
	CFIX_NODE_COMPOUND_LIT, /* (kid0: TYPE) kid1: INIT_LIST */
	CFIX_NODE_INIT_LIST,	/* { kids } */
	CFIX_NODE_DESIGNATOR,	/* .kid0 = kid1 or [kid0] = kid1 (op "." or "[") */
	CFIX_NODE_STMT_EXPR,	/* ({ kid0: COMPOUND }) */
	/* types */
	CFIX_NODE_TYPE,		/* text: the type's tokens joined by one
				   space ("struct foo *", "unsigned int") */
	/* statements */
	CFIX_NODE_EXPR_STMT,	/* kid0 ; */
	CFIX_NODE_NULL_STMT,	/* ; */
	CFIX_NODE_COMPOUND,	/* { kids } */
	CFIX_NODE_IF,		/* kid0 cond, kid1 then, kid2 else or NULL */
	CFIX_NODE_WHILE,	/* kid0 cond, kid1 body */
	CFIX_NODE_DO,		/* kid0 body, kid1 cond */
	CFIX_NODE_FOR,		/* kid0 init, kid1 cond, kid2 inc (each may be
				   NULL), kid3 body.  init is an expression
				   or a DECL */
	CFIX_NODE_SWITCH,	/* kid0 cond, kid1 body */
	CFIX_NODE_CASE,		/* case kid0 : (kid1 stmt or NULL) */
	CFIX_NODE_DEFAULT,	/* default : (kid0 stmt or NULL) */
	CFIX_NODE_BREAK,
	CFIX_NODE_CONTINUE,
	CFIX_NODE_RETURN,	/* kid0 value or NULL */
	CFIX_NODE_GOTO,		/* kid0 IDENT */
	CFIX_NODE_LABEL,	/* kid0 IDENT : kid1 stmt (or NULL) */
	CFIX_NODE_ITERATOR,	/* macro loop: kid0 CALL-like head, kid1 body */
	/* declarations */
	CFIX_NODE_DECL,		/* kid0 TYPE (specifiers), kids 1.. DECLARATOR;
				   also a declaration statement */
	CFIX_NODE_DECLARATOR,	/* kid0 TYPE (the full declared type, may be
				   NULL) kid1 IDENT name (may be NULL),
				   kid2 initializer or NULL; a function
				   prototype has kid3 PARAMS */
	CFIX_NODE_FUNCTION,	/* kid0 TYPE return, kid1 IDENT name,
				   kid2 PARAMS, kid3 COMPOUND body */
	CFIX_NODE_PARAMS,	/* ( kids: PARAM ) */
	CFIX_NODE_PARAM,	/* kid0 TYPE, kid1 IDENT or NULL */
	CFIX_NODE_RECORD,	/* struct/union/enum definition; text "struct
				   foo"; kids: DECL fields or enumerators */
	CFIX_NODE_TRANSLATION_UNIT, /* kids: top-level items */
	CFIX_NODE_UNKNOWN,	/* tokens cfix could not structure */
	/* patterns only */
	CFIX_NODE_DOTS,		/* "..."; statement dots may have WHEN kids
				   and CFIX_NODEF_WHEN_* flags */
	CFIX_NODE_DISJ,		/* ( kid0 | kid1 | ... ), op "|"; or a
				   conjunction ( kid0 & kid1 ), op "&".  A
				   kid is an expression, a statement, or a
				   braceless COMPOUND (several statements) */
	CFIX_NODE_NEST,		/* <... kid0 ...> (op "<...") or
				   <+... kid0 ...+> (op "<+...") */
	CFIX_NODE_WHEN,		/* a DOTS kid: when != kid0 (op "!=") or
				   when = kid0 (op "=") */
	CFIX_NODE_KIND_COUNT
};

enum cfix_node_flags {
	CFIX_NODEF_CONSTANT = 1 << 0,	/* literal, enumerator, or a macro
					   that expands to a constant */
	CFIX_NODEF_MACRO = 1 << 1,	/* spelled (partly) inside a macro's
					   expansion: not rewritable */
	CFIX_NODEF_MACRO_DEF = 1 << 2,	/* in a #define body: report only */
	CFIX_NODEF_OWN_PARSE = 1 << 3,	/* built by cparse.c, not clang */
	CFIX_NODEF_MACRO_USE = 1 << 4,	/* a macro name or invocation kept as
					   written (IDENT or CALL) */
	CFIX_NODEF_UNSIGNED = 1 << 5,	/* clang says: unsigned integer type */
	CFIX_NODEF_POINTER = 1 << 6,	/* clang says: pointer type */
	/* patterns only: the modifiers of a statement "..." */
	CFIX_NODEF_WHEN_ANY = 1 << 7,	/* when any: may cross the next
					   element's matches */
	CFIX_NODEF_WHEN_STRICT = 1 << 8, /* when strict */
	CFIX_NODEF_WHEN_EXISTS = 1 << 9, /* when exists: one path suffices */
	CFIX_NODEF_WHEN_FORALL = 1 << 10, /* when forall */
	CFIX_NODEF_STMT_DOTS = 1 << 11,	/* a "..." standing for statements */
	CFIX_NODEF_OPTIONAL = 1 << 13,	/* a statement on '?' lines: may be
					   absent */
	CFIX_NODEF_BARE_EXPR = 1 << 12,	/* an EXPR_STMT written without its
					   ';' (`x = f(...)` then `...`):
					   matches a statement holding the
					   expression */
	CFIX_NODEF_IN_STMT = 1 << 14,	/* a BARE_EXPR that is an expression
					   branch of a disjunction mixing
					   statements: code added next to it
					   joins the statement's line */
	CFIX_NODEF_OPAQUE = 1 << 15,	/* an UNKNOWN the parser read and
					   keeps whole (asm, static_assert):
					   not matched inside, but no code
					   left unparsed */
};

/*
 * One node.  first..last are inclusive indices into the token array of
 * the tree's owner (the source, or the rule's match-side tokens); a node
 * with no token has first == last + 1.  kids[i] may be NULL where the
 * kind's comment says so.  type is clang's spelling of the expression's
 * type (NULL when unknown, e.g. for nodes from cfix's own parser);
 * canon_type its canonical type (typedefs resolved), set only where it
 * is spelt differently (`sector_t` -> `unsigned long long`).
 */
struct cfix_node {
	uint16_t kind;		/* enum cfix_node_kind */
	uint16_t flags;		/* enum cfix_node_flags */
	int32_t metavar;	/* pattern: index into rule->metavars, or -1 */
	uint32_t first, last;
	const char *op;
	const char *text;
	const char *type;
	const char *canon_type;
	struct cfix_node *parent;
	struct cfix_node **kids;
	uint32_t nkids;
	/* MACRO_USE nodes: clang's tree of the expansion, every node flagged
	 * MACRO (report-only matches), or NULL */
	struct cfix_node *expansion;
};

const char *cfix_node_kind_name(enum cfix_node_kind kind);
bool cfix_node_is_expr(const struct cfix_node *node);
bool cfix_node_is_stmt(const struct cfix_node *node);
/* An #if chain of whole statements the own parser read as alternatives,
 * or one of its branches (cparse_alt.c): no pattern matches it. */
bool cfix_node_is_ifdef_chain(const struct cfix_node *node);
/* Where kid is among parent's kids (parent->nkids if it is not). */
uint32_t cfix_node_kid_index(const struct cfix_node *parent,
			     const struct cfix_node *kid);
/* An IDENT where no expression stands: a member name, a designator's,
 * a declared name, a label. */
bool cfix_node_is_name(const struct cfix_node *node);
/* A rule's `return;` or `return ...;` (which the function's end may
 * stand for)?  False for NULL. */
bool cfix_node_is_bare_return(const struct cfix_node *node);
/* What cfix_node_is_branch() asks of the statement besides its place. */
enum cfix_branch_flags {
	CFIX_BRANCH_UNBRACED = 1 << 0,	/* not a block */
	CFIX_BRANCH_STMT = 1 << 1,	/* a statement (cfix_node_is_stmt()),
					   not a declaration */
};
/* Is stmt the branch of an if or else, or the body of a loop or loop
 * macro (where C lets braces be left out), and what flags ask (0:
 * anything in that place)?  False for NULL. */
bool cfix_node_is_branch(const struct cfix_node *stmt,
			 enum cfix_branch_flags flags);
/* Is a rule's initializer list open: unordered, with room for fields it
 * does not name (a `.field = value` element and no dots, or no element
 * at all), as Coccinelle reads it? */
bool cfix_node_is_open_init_list(const struct cfix_node *pat);
/* A new node in arena with nkids kid slots (all NULL), metavar -1. */
struct cfix_node *cfix_node_new(struct cfix_arena *arena,
				enum cfix_node_kind kind, uint32_t nkids);
/* Appends kid (may be NULL) to node, growing kids in arena. */
void cfix_node_add(struct cfix_arena *arena, struct cfix_node *node,
		   struct cfix_node *kid);
/* Sets flags on every node of the tree under node. */
void cfix_node_flag_tree(struct cfix_node *node, uint16_t flags);
/* Sets kid->parent for the whole tree under root. */
void cfix_node_link_parents(struct cfix_node *root);
/* Appends an S-expression dump of the tree, for tests and --dump. */
void cfix_node_dump(const struct cfix_node *node,
		    const struct cfix_token *toks, struct cfix_buf *out);

/* ---- cfix's own C lexer (clex.c) ---------------------------------------- */

enum cfix_clex_flags {
	/* SmPL: lex "<...", "...>", "<+...", "...+>" as single tokens */
	CFIX_CLEX_SMPL = 1 << 0,
};

/*
 * Lexes text[begin..end) into a new token array in arena (*out), skipping
 * whitespace and comments.  Offsets are into text; line and col are
 * counted from the start of text.  Tokens on preprocessor directive
 * lines get CFIX_TOKF_PP.  Never fails: a stray byte becomes a one-byte
 * PUNCT token.  Returns the token count.
 */
uint32_t cfix_clex(struct cfix_arena *arena, const char *text, size_t begin,
		   size_t end, unsigned flags, struct cfix_token **out);
/*
 * As cfix_clex(), for text[begin] known to be at line:col (1-based):
 * nothing before begin is read, so lexing a part of a long text costs
 * that part's length (a rule file's rules, one by one).
 */
uint32_t cfix_clex_from(struct cfix_arena *arena, const char *text,
			size_t begin, size_t end, uint32_t line, uint32_t col,
			unsigned flags, struct cfix_token **out);

/* ---- cfix's own C parser (cparse.c) ------------------------------------ */

/*
 * A recursive-descent parser for C expressions, statements, types and
 * declarations over a token array.  Two users: the rule parser (pattern
 * code, where names may be metavariables and "..." may stand for any
 * code) and the clang adapter (code clang could not structure: error
 * recovery left a hole, or a macro invocation kept as written).
 * Never reads past end; never writes to stderr.
 */
struct cfix_cparse {
	struct cfix_arena *arena;	/* where nodes go */
	const struct cfix_token *toks;
	uint32_t pos;			/* next token */
	uint32_t end;			/* one past the last token to read */
	/* Is name a type name here (typedef, or a type metavariable)? */
	bool (*is_typename)(void *ctx, const char *name);
	/* Pattern mode: the metavariable index of name, or -1. */
	int32_t (*metavar)(void *ctx, const char *name);
	/* Pattern mode: is name a loop macro (an iterator metavariable or
	 * an `iterator name`)?  May be NULL. */
	bool (*is_iterator)(void *ctx, const char *name);
	/* Pattern mode: is name a statement metavariable?  Then `S;` is S
	 * followed by a null statement, as in spatch.  May be NULL. */
	bool (*is_stmt_metavar)(void *ctx, const char *name);
	/* Pattern mode: does name stand for fields of a struct on its own
	 * (a field list metavariable, a disjunction of fields)?  May be
	 * NULL. */
	bool (*is_field_metavar)(void *ctx, const char *name);
	/* Pattern mode: is name an attribute (`attribute name`)?  May be
	 * NULL. */
	bool (*is_attribute)(void *ctx, const char *name);
	void *ctx;
	bool pattern;			/* accept "..." and metavariables */
	/* on failure: the token where parsing stopped, and why */
	uint32_t error_tok;
	const char *error;		/* static text, e.g. "expected ')'" */
};

/* Each returns NULL on a syntax error (error, error_tok set). */
struct cfix_node *cfix_cparse_expr(struct cfix_cparse *parser);
struct cfix_node *cfix_cparse_stmt(struct cfix_cparse *parser);
struct cfix_node *cfix_cparse_type(struct cfix_cparse *parser);
/* Statements and declarations until end, as a COMPOUND without braces
 * (first..last spanning them). */
struct cfix_node *cfix_cparse_stmts(struct cfix_cparse *parser);
/* A struct's or union's fields until end, as a RECORD (no name, no
 * braces) holding their declarations. */
struct cfix_node *cfix_cparse_fields(struct cfix_cparse *parser);
/* An enum's enumerators until end, as a RECORD holding their
 * declarators. */
struct cfix_node *cfix_cparse_enumerators(struct cfix_cparse *parser);
/* Top-level items (functions, declarations) until end, as a
 * TRANSLATION_UNIT. */
struct cfix_node *cfix_cparse_unit(struct cfix_cparse *parser);
/* C's binding strength of the binary operator spelled op: 1 `||` up to
 * 10 `*`, 0 for none (and for NULL). */
int cfix__cparse_binary_prec(const char *op);

/* ---- C words (cwords.c) ------------------------------------------------ */

/* Is word (may be NULL) a C keyword, GNU's spellings included? */
bool cfix_is_c_keyword(const char *word);
/* Is text one of the NULL-terminated words? */
bool cfix__is_word_in(const char *text, const char *const *words);
/* The first place in text[0, len) from `from` on where word[0, wlen)
 * stands as a whole word (no name byte either side), or NULL.  Comments
 * and strings are not skipped. */
const char *cfix__find_word(const char *text, size_t len, const char *from,
			    const char *word, size_t wlen);

/*
 * Words of declaration specifiers, each table NULL-terminated: type
 * specifiers (`int`, `unsigned`, `__int128`), qualifiers (`const`,
 * `__volatile__`, `_Atomic`), storage classes and function specifiers
 * (`static`, `inline`, `__extension__`), tags (`struct`), typeof's and
 * attributes' spellings, and asm's.
 */
extern const char *const cfix_type_specifier_words[];
extern const char *const cfix_qualifier_words[];
extern const char *const cfix_storage_words[];
extern const char *const cfix_tag_words[];
extern const char *const cfix_typeof_words[];
extern const char *const cfix_attribute_words[];
extern const char *const cfix_asm_words[];

/*
 * GNU attribute groups (attribute_groups.c): a word of
 * cfix_attribute_words and the balanced parentheses right after it,
 * `__attribute__((a, b(c)))`.  Positions index toks directly, or
 * through idx when it is not NULL (toks[idx[i]]: a declarator's own
 * tokens, which are not contiguous).  A run of groups is one group at
 * a time: each call answers for one.
 */
/* The position of the closing ')' of the group whose word is at
 * position at, none of it at or past n; UINT32_MAX when no group
 * starts there (no attribute word, no '(' right after it, or its
 * parentheses do not close before n). */
uint32_t cfix__attribute_group_end(const struct cfix_token *toks,
				   const uint32_t *idx, uint32_t at,
				   uint32_t n);
/* The position of the word of the group whose closing ')' is at
 * position close, none of it before first; UINT32_MAX when none ends
 * there. */
uint32_t cfix__attribute_group_begin(const struct cfix_token *toks,
				     const uint32_t *idx, uint32_t first,
				     uint32_t close);
/* The qualifiers clang's view steps over between a declaration's
 * specifiers and its name: C's and `__restrict`, not the other GNU
 * spellings of cfix_qualifier_words (which would change where such a
 * declaration's type ends). */
extern const char *const cfix_common_qualifier_words[];
/* sizeof's and alignof's spellings. */
extern const char *const cfix_sizeof_words[];
/* Keywords that begin a statement (`if` ... `default`). */
extern const char *const cfix_stmt_words[];
/* Common annotation macros (Linux: `__iomem`, `__user`, `__init`),
 * never a type or a declared name. */
extern const char *const cfix_annotation_words[];
/* Is word one of cfix_annotation_words? */
bool cfix_word_is_annotation(const char *word);
/* The kernel's and C's integer and fixed-width type names that end in
 * no `_t` (`u8`, `__le32`, `FILE`): the own front end's typedefs. */
extern const char *const cfix_known_type_names[];
/* Words around a type that a rule's type need not spell (static, const,
 * inline, ...), NULL-terminated: the matcher skips them in the code, so
 * the prefilter must not require the rule's neighbours across them. */
extern const char *const cfix_type_extra_words[];

#endif
