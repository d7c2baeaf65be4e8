/*
 * matchers_internal.h: the data structures shared by the files of the
 * matchers/ module (and by its unit tests).  Nothing outside matchers/
 * and test/unit/matchers/ includes this file; fixits/ and tool/ go
 * through matchers.h.
 *
 * One node model serves both sides of a match.  A C file's view (built
 * from clang's tree by clang_adapter.c, with holes filled by cfix's own
 * parser) and a rule's pattern (built by cparse.c from the rule's tokens)
 * are both trees of struct cfix_node over an array of struct cfix_token.
 * The matcher walks the two trees side by side.
 *
 * Memory: every node, token and string here lives in an arena: the
 * source's arena for a C file's view, the ruleset's arena for a rule.
 */
#ifndef CFIX_MATCHERS_INTERNAL_H
#define CFIX_MATCHERS_INTERNAL_H

#include "matchers.h"

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
/* Is stmt the branch of an if or else, or the body of a loop or loop
 * macro (where C lets braces be left out)? */
bool cfix_node_is_branch(const struct cfix_node *stmt);
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
bool cfix_is_c_keyword(const char *word);

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
/* Top-level items (functions, declarations) until end, as a
 * TRANSLATION_UNIT. */
struct cfix_node *cfix_cparse_unit(struct cfix_cparse *parser);
/* Is word a common annotation macro (`__iomem`, `__user`, `__init`),
 * never a type or a declared name? */
bool cfix_cparse__is_annotation(const char *word);
/* C's binding strength of the binary operator spelled op: 1 `||` up to
 * 10 `*`, 0 for none (and for NULL). */
int cfix_cparse__binary_prec(const char *op);

/* ---- a C file's view (source.c, clang_adapter.c) ---------------------- */

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
	unsigned rounds;		/* tolerant parse rounds */
	struct cfix_adapter *adapter;	/* libclang state, opaque here */
};

/*
 * The first token of source whose begin (by_end: whose end) is at or
 * after byte offset, or source->ntoks.  Tokens are in file order and
 * apart, so both keys are sorted: a binary search.
 */
uint32_t cfix_source_token_from(const struct cfix_source *source,
				uint32_t offset, bool by_end);

/* ---- rules (rule.c) ---------------------------------------------------- */

enum cfix_mv_kind {
	CFIX_MV_EXPRESSION,
	CFIX_MV_IDEXPRESSION,
	CFIX_MV_IDENTIFIER,
	CFIX_MV_CONSTANT,
	CFIX_MV_TYPE,
	CFIX_MV_STATEMENT,
	CFIX_MV_BINOP,
	CFIX_MV_EXPRESSION_LIST,
	CFIX_MV_POSITION,
	CFIX_MV_SYMBOL,		/* a name that matches itself */
	CFIX_MV_TYPEDEF,	/* a name that is a type, matches itself */
	CFIX_MV_FRESH,		/* fresh identifier: a new name, plus code
				   only */
	CFIX_MV_PARAMETER_LIST,	/* parameter list: parameters, zero or
				   more */
	CFIX_MV_IDENTIFIER_LIST, /* identifier list: names, zero or more */
	CFIX_MV_DECLARATION,	/* declaration: one declaration of variables */
	CFIX_MV_ITERATOR,	/* iterator: the name of a macro loop's head
				   (list_for_each_entry in `I(...) S`) */
	CFIX_MV_ASSIGNOP,	/* assignment operator: `E1 aop E2` */
	CFIX_MV_FIELD_LIST,	/* field list: declarations of a struct's
				   body, zero or more (field: one) */
	CFIX_MV_INIT_LIST,	/* initializer list: elements of a braced
				   initializer, zero or more */
	CFIX_MV_LIST_LENGTH,	/* n of `expression list[n] ES;`: how many
				   elements a list took, as decimal text */
};

/* Does a metavariable of this kind stand for a run of list elements
 * (expression, parameter, identifier, field, initializer list)? */
bool cfix__is_list_kind(enum cfix_mv_kind kind);

/* A metavariable's constraint (Coccinelle's "E != 0", "f =~ "^x""). */
enum cfix_mv_constraint {
	CFIX_MVC_NONE,
	CFIX_MVC_NOT_IN,	/* != v, != {v1, v2}: none of values */
	CFIX_MVC_IN,		/* = {v1, v2}: one of values */
	CFIX_MVC_REGEX,		/* =~ "re": the name matches re */
	CFIX_MVC_NOT_REGEX,	/* !~ "re" */
	CFIX_MVC_SUBTERM,	/* <= r.E: inside what r.E bound (refs) */
	CFIX_MVC_SCRIPT,	/* : script:python(r.x) { f(p, x) }: the
				   Python expression is true (script_check) */
};

struct cfix_rule;

struct cfix_metavar {
	const char *name;
	enum cfix_mv_kind kind;
	/* typed expression/constant/idexpression: the type's spelling as
	 * the rule wrote it, normalized to single spaces ("struct foo *"),
	 * or NULL */
	const char *type;
	struct cfix_loc loc;	/* where it is declared */
	/* constraint: values are token texts joined by single spaces
	 * ("0", "NULL", "x -> y"); regex is compiled (POSIX extended) and
	 * freed with the rule set */
	enum cfix_mv_constraint constraint;
	const char **values;
	uint32_t nvalues;
	struct cfix_regex *regex;
	/* inherited ("expression r.E;"): the rule's index in the rule set
	 * and the metavariable's index there; from_rule is -1 otherwise */
	int32_t from_rule;
	int32_t from_mv;
	/* fresh identifier: the parts of its name, literal strings and
	 * metavariable names (a metavariable when fresh_mv[i] >= 0) */
	const char **fresh;
	int32_t *fresh_mv;
	uint32_t nfresh;
	/* a script rule's output ("y;" in its declarations) */
	bool script_output;
	/* list metavariables: how many elements they may bind
	 * ("expression list[2] E;", "[n={1...3}]"); UINT32_MAX: any */
	uint32_t list_min, list_max;
	/* "[n]", "[r.n]": the CFIX_MV_LIST_LENGTH metavariable the count
	 * binds (lists of one n have one length), or -1 */
	int32_t list_len;
	/* typed metavariables: a set of types ("{int, long} E;"), each
	 * spelled as type is; NULL (type alone) when there is one */
	const char **types;
	uint32_t ntypes;
	/* position constraints ("position p != r.p;", "!= {r1.p, r2.p}"):
	 * the rules above and their position metavariables whose bindings
	 * p may not (CFIX_MVC_NOT_IN) or must (CFIX_MVC_IN) equal */
	int32_t *ref_rule, *ref_mv;
	uint32_t nrefs;
	/* "local idexpression": a name the enclosing function declares
	 * (a parameter or a variable of its body) */
	bool local;
	/* declared `function f` or `local function f`: an identifier that
	 * may only name the function a definition pattern matches */
	bool function_name;
	/* declared `iterator name` (a symbol that heads macro loops) */
	bool iterator_name;
	/* script constraint (CFIX_MVC_SCRIPT): a script rule whose code
	 * calls cocci.include_match() with the expression's truth, and the
	 * metavariables it reads, as indices into its rule's metavars (the
	 * constrained one, or inherited ones); script_arg_names holds them
	 * as written ("r.e", "p") until the declarations are all read */
	struct cfix_rule *script_check;
	int32_t *script_args;
	const char **script_arg_names;
	uint32_t nscript_args;
	/* "b = {r.b1, r.b2} && !~ "^!"": the next constraint on the same
	 * metavariable (a copy holding only it), joined by "||" when
	 * next_or, else "&&"; one kind of join per line */
	struct cfix_metavar *next_constraint;
	bool next_or;
	/* "type T = r.U *": values[i] holds the stars alone and any_pointee[i]
	 * is set: any type ending with them (spatch 1.1.1 does not compare
	 * what r.U bound); NULL when no value is such */
	bool *any_pointee;
};

/* "r", "!r", "r1 && r2", "r1 || r2" after "depends on". */
enum cfix_dep_kind {
	CFIX_DEP_RULE,		/* rule matched in this file */
	CFIX_DEP_VIRTUAL,	/* a virtual rule: defined or not */
	CFIX_DEP_NOT,
	CFIX_DEP_AND,
	CFIX_DEP_OR,
};

struct cfix_depend {
	enum cfix_dep_kind kind;
	int32_t rule;		/* CFIX_DEP_RULE: index in the rule set */
	const char *name;	/* the rule's name as written */
	struct cfix_depend *left, *right; /* operands (NOT: left) */
};

/*
 * A region of the match side that is matched on its own terms: a
 * disjunction branch (tokens strictly between its delimiters) or a
 * nest (tokens strictly between "<..." and "...>").  Changes inside a
 * branch apply only when the branch matched; changes inside a nest
 * apply at each place the nest's pattern matched.
 */
struct cfix_scope {
	uint32_t open, close;	/* the delimiter tokens around it */
	int32_t parent;		/* enclosing scope, or -1 */
	bool nest;
};

/* "E@p": position metavariable `metavar` records where the pattern
 * node ending at match-side token `tok` matched. */
struct cfix_position {
	uint32_t tok;
	int32_t metavar;
	const struct cfix_node *node;	/* the node it annotates */
};

/* A token's role in the transformation. */
enum cfix_mark {
	CFIX_MARK_CONTEXT = ' ',
	CFIX_MARK_MINUS = '-',
	CFIX_MARK_PLUS = '+',
	CFIX_MARK_STAR = '*',
};

/*
 * Code added by the rule: plus tokens plus[first..last] (indices into
 * rule->plus_toks), inserted next to match-side token `anchor`:
 * after it when `after`, else before it.  newline: the first plus token
 * starts a line of its own in the rule.
 */
struct cfix_insertion {
	uint32_t anchor;
	bool after;
	bool newline;		/* added code starts its own line */
	bool newline_after;	/* added code ends its own line */
	uint32_t first, last;
	int32_t scope;		/* innermost scope holding it, or -1 */
};

/* What a script rule is (Coccinelle's "@script:python@" and kin). */
enum cfix_script_kind {
	CFIX_SCRIPT_NONE,	/* an ordinary rule */
	CFIX_SCRIPT_RULE,	/* @script:python@: runs per binding set */
	CFIX_SCRIPT_INITIALIZE,	/* @initialize:python@: once, first */
	CFIX_SCRIPT_FINALIZE,	/* @finalize:python@: once, last */
};

struct cfix_rule {
	const char *name;		/* "@name@", or "rule<line>" */
	/* Script rules: the kind, the code (the body's text, as written),
	 * and the line it starts at.  A script's inputs ("x << r.x;") are
	 * inherited metavariables named by their local name; its outputs
	 * ("y;") are metavariables with from_rule -1 and script_output set,
	 * which the rules below inherit as usual.  No pattern. */
	enum cfix_script_kind script;
	const char *script_code;
	uint32_t script_line;
	struct cfix_loc loc;		/* the header */
	const char *message;		/* report text for findings */
	/* "// severity:" above the rule, else the file's first rule's; or
	 * NULL (warning) */
	const char *severity;
	struct cfix_metavar *metavars;
	uint32_t nmetavars;

	/*
	 * The match side: the tokens of context and minus lines, in order.
	 * remove[i] says whether match-side token i is deleted by the rule
	 * (minus tokens that the plus side does not share).  metavar[i] is
	 * the metavariable a token names, or -1.
	 */
	struct cfix_token *toks;
	uint32_t ntoks;
	bool *remove;
	int32_t *tok_metavar;
	bool *star;			/* context-mode '*' tokens */
	bool *optional;			/* tokens of '?' lines */
	/* The plus side's added tokens; plus_metavar as above.
	 * plus_space[i]: whitespace the rule had before plus token i
	 * ("" when none, " " or a newline when the rule had one). */
	struct cfix_token *plus_toks;
	uint32_t nplus;
	int32_t *plus_metavar;
	struct cfix_insertion *insertions;
	uint32_t ninsertions;

	/* The match side parsed: an expression, a statement, a COMPOUND
	 * (a run of statements, braces absent), a FUNCTION, or a TYPE. */
	struct cfix_node *pattern;
	const char *text;		/* the rule file's text */

	/* The header: "depends on" (NULL: none), exists / forall. */
	struct cfix_depend *depends;
	bool exists, forall;
	/* `@identifier@`: a pattern of one name matches it wherever it is
	 * written, declarators and labels too */
	bool identifier_kind;
	/* Disjunction branches and nests; tok_scope[i] is the innermost
	 * scope holding match-side token i, or -1.  structural[i]: token i
	 * is SmPL syntax, not code ("...", "<...", a disjunction's
	 * delimiters, a when clause). */
	struct cfix_scope *scopes;
	uint32_t nscopes;
	int32_t *tok_scope;
	bool *structural;
	struct cfix_position *positions;
	uint32_t npositions;
	/* Changes code ('-' or '+' lines) or reports ('*' lines). */
	bool changes, stars;
	/* Another rule depends on this one or inherits from it, and it
	 * neither changes nor stars code: its matches only bind. */
	bool binds_only;
	/* "disable prototypes": no rule for the prototypes below;
	 * "disable optional_storage": a type without a storage class
	 * matches none with one; "disable is_null": `X == NULL` does not
	 * match `!X`; "disable isnt_null1": `X != NULL` does not match a
	 * test of X alone (standard.iso's names) */
	bool no_prototypes, no_optional_storage, no_is_null, no_isnt_null;
	/* Written by cfix, not the rule file: the rule removing the
	 * prototypes of the function this rule removes (rule.c) */
	const struct cfix_rule *prototype_of;
};

struct cfix_ruleset {
	struct cfix_arena *arena;
	const char *path;
	struct cfix_rule **rules;
	uint32_t nrules;
	/* compiled constraints, freed with the set */
	struct cfix_regex **regexes;
	uint32_t nregexes;
	/* virtual rules given as defined (cfix_ruleset_define) */
	const char **defined;
	uint32_t ndefined;
	/* virtual rules the rule files declare ("virtual patch") */
	CFIX_ARRAY(const char *) virtuals;
	/* the initialize rules ran (cfix_ruleset_initialize(), or the
	 * first script to run in a process that did not call it) */
	bool initialized;
};

/* ---- the matcher (match.c), for the prefilter ------------------------- */

/* Words around a type that a rule's type need not spell (static, const,
 * inline, ...), NULL-terminated: the matcher skips them in the code, so
 * the prefilter must not require the rule's neighbours across them. */
extern const char *const cfix_type_extra_words[];

/* ---- scripts (script_python.c) ------------------------------------------ */

/*
 * One value handed to a script: a metavariable's code as text, or a
 * position (file, 1-based line, 0-based columns as spatch gives them, the
 * function it lies in).
 */
struct cfix_script_value {
	const char *name;		/* the script's local name */
	bool position;
	const char *text;		/* !position: the code, one line */
	const char *file;
	uint32_t line, column, line_end, column_end;
	const char *element;		/* the enclosing function, or the file */
};

/*
 * Runs script rule `rule` once with `values` bound as its inputs.  On
 * return, outputs[k] holds the text of the rule's k-th output
 * (script_output metavariable order) in arena, or NULL when the script
 * left it unset; *include is false when the script called
 * cocci.include_match(False).  Returns 0, or -1 with an error in sink
 * (a Python exception, or Python missing from this build).
 */
int cfix__script_run(const struct cfix_rule *rule,
		     const struct cfix_script_value *values, uint32_t nvalues,
		     struct cfix_arena *arena, const char **outputs,
		     bool *include, struct cfix_diag_sink *sink);
/* Whether dep holds before any file is matched: virtual rules only
 * (ruleset.c; for initialize and finalize rules). */
bool cfix__depends_hold(const struct cfix_ruleset *set,
			const struct cfix_depend *dep);
/* Runs set's initialize rules unless they ran already (a script is
 * about to run in a process where cfix_ruleset_initialize() was not
 * called: cfix's own mode). */
int cfix__ruleset_ensure_initialized(const struct cfix_ruleset *set,
				     struct cfix_diag_sink *sink);
/* Runs an initialize or finalize rule's code once. */
int cfix__script_run_once(const struct cfix_rule *rule,
			  struct cfix_diag_sink *sink);

/* A compiled POSIX extended regular expression (regex.h's regex_t). */
struct cfix_regex;
/* Compiles pattern; NULL with *error set (static text) when invalid.
 * The set owns the result. */
struct cfix_regex *cfix__regex_new(struct cfix_ruleset *set,
				   const char *pattern, const char **error);
bool cfix__regex_match(const struct cfix_regex *regex, const char *text);

/*
 * Parses a rule's match side (rule->toks) into rule->pattern, with
 * disjunctions, nests and when clauses (pattern.c).  base carries the
 * name callbacks (is_typename, metavar, ctx) and arena.  Fills
 * rule->scopes, tok_scope and structural.  On error returns -1 with
 * *error_tok (a match-side token index, or ntoks for the end) and
 * *error (static text).
 */
/* May the rule's parenthesised pat, a PAREN, match its content written
 * without parentheses (Coccinelle's paren isomorphism)?  Not when the
 * rule removes them and changes nothing else.  prefilter.c. */
bool cfix__parens_optional(const struct cfix_rule *rule,
			   const struct cfix_node *pat);
/* Is the rule's pat a test of int type, that also matches `pat != 0`
 * (Coccinelle's not_int2 isomorphism)?  match.c. */
bool cfix__int_test(const struct cfix_rule *rule, const struct cfix_node *pat);
int cfix__pattern_parse(struct cfix_rule *rule, const struct cfix_cparse *base,
			uint32_t *error_tok, const char **error);
/* Marks the SmPL syntax tokens and scopes before the plus side is
 * aligned (rule.c needs them to place insertions).  Returns -1 with
 * *error_tok and *error on unbalanced delimiters. */
int cfix__pattern_scopes(struct cfix_rule *rule, struct cfix_arena *arena,
			 uint32_t *error_tok, const char **error);

/*
 * Parses rule text into set (adds one or more rules).  path names the
 * file in diagnostics.  Returns 0, or -1 with errors in sink.
 */
int cfix__rule_parse(struct cfix_ruleset *set, const char *path,
		     const char *text, size_t len,
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
 * alone (own_view.c); it cannot fail. */
void cfix__own_build(struct cfix_source *source);

#endif
