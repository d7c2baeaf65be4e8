/*
 * smpl.h: the rule language (SmPL) as cfix holds it: metavariables,
 * constraints, dependencies, rules and rule sets, parsed from rule text
 * (rule.c and the files it calls, rule_internal.h), with the match
 * side's pattern tree (pattern.c).  Built on syntax/ (tokens, nodes,
 * cfix's C parser); knows nothing of C files, front ends or the
 * matcher.  Private to matchers/ and its unit tests.
 */
#ifndef CFIX_SMPL_H
#define CFIX_SMPL_H

#include "../syntax/syntax.h"

/* ---- rules (rule.c; metavariable kinds: metavar_kinds.c) -------------- */

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
	CFIX_MV_STATEMENT_LIST,	/* statement list: all the statements of a
				   block, `{ SL }` (match/flow.c) */
	CFIX_MV_METAVARIABLE,	/* metavariable: whatever the place it
				   stands in the pattern holds */
	CFIX_MV_FORMAT,		/* format: a descriptor of a format string,
				   `2x` of `%2x`, written "%@f@" */
	CFIX_MV_FORMAT_LIST,	/* format list: descriptors and the text
				   between them (match/format.c) */
	CFIX_MV_DECLARER,	/* declarer: the name of a file-level macro
				   item (`DEFINE_MUTEX(m);` in `D(x);`) */
	CFIX_MV_ATTRIBUTE,	/* attribute: one attribute after a
				   declarator's name or among a type's words
				   (`__init`, `__attribute__((...))`) */
	CFIX_MV_COMMENTS,	/* comments: like a position, a place (`;@c`);
				   scripts get the comments before, within and
				   after it */
	CFIX_MV_PRAGMAINFO,	/* pragmainfo: what follows a #pragma's name
				   (smpl/directives.c) */
	CFIX_MV_KIND_COUNT	/* how many kinds there are; not a kind */
};

/*
 * The table of metavariable kinds (metavar_kinds.c).  To add a kind:
 *  1. add its enumerator above CFIX_MV_KIND_COUNT;
 *  2. add its row to kinds[] in metavar_kinds.c (the build fails until
 *     every kind has one) and the keywords that declare it to decls[]
 *     there (with a form below; a new form needs a case in
 *     declarations.c's parse_decl());
 *  3. teach the matcher what it matches: kind_fits() and the other
 *     switch statements over enum cfix_mv_kind in match/, and the
 *     prefilter's.
 */
struct cfix_mv_kind_info {
	const char *name;	/* as dumps and messages spell it */
	bool list;		/* stands for a run of list elements */
	bool prototype;		/* a prototype rule's header may use it
				   (prototypes.c) */
	bool place;		/* binds where a term matched, not its code:
				   position, comments */
};

/* How the names after a declaration's keywords are read. */
enum cfix_mv_decl_form {
	CFIX_MV_DECL_NAMES,	/* names: "identifier x, y;" */
	CFIX_MV_DECL_TYPED,	/* a C type or "{int, long}", optional, then
				   names: "expression struct foo *E;" */
	CFIX_MV_DECL_LIST,	/* a count, optional ("[2]", "[n]",
				   "[n={1...3}]"), then names */
	CFIX_MV_DECL_ONE,	/* names of lists of exactly one element */
	CFIX_MV_DECL_FRESH,	/* names with seeds: `x = "a" ## y` */
	CFIX_MV_DECL_LOCAL,	/* as TYPED, names of variables the
				   function declares */
	CFIX_MV_DECL_GLOBAL,	/* as TYPED, names of variables the
				   function does not declare */
	CFIX_MV_DECL_REFUSED,	/* spatch's, not supported by cfix */
};

enum cfix_mv_decl_flags {
	CFIX_MV_DECL_ITERATOR_NAME = 1 << 0,	/* sets iterator_name */
	CFIX_MV_DECL_FUNCTION_NAME = 1 << 1,	/* sets function_name */
	CFIX_MV_DECL_ATTRIBUTE_NAME = 1 << 2,	/* sets attribute_name */
	CFIX_MV_DECL_INITIALIZER = 1 << 3,	/* sets initializer */
	CFIX_MV_DECL_DECLARER_NAME = 1 << 4,	/* sets declarer_name */
};

/* One way of declaring metavariables: "expression list", "parameter". */
struct cfix_mv_decl {
	const char *words;	/* the keywords, one space between */
	enum cfix_mv_kind kind;	/* the kind of the names declared */
	enum cfix_mv_decl_form form;
	unsigned flags;		/* enum cfix_mv_decl_flags */
};

/* The row of kind; a bug when kind is not one. */
const struct cfix_mv_kind_info *cfix__mv_kind_info(enum cfix_mv_kind kind);
/* The kind's name ("binary operator"), static text. */
const char *cfix__mv_kind_name(enum cfix_mv_kind kind);
/* Does a metavariable of this kind stand for a run of list elements
 * (expression, parameter, identifier, field, initializer list)? */
bool cfix__is_list_kind(enum cfix_mv_kind kind);
/* Does a metavariable of this kind bind a place (position, comments)? */
bool cfix__is_place_kind(enum cfix_mv_kind kind);
/* The declaration whose keywords are t[*i], t[*i + 1], ... (of n
 * tokens), the longest that fits; advances *i past its keywords.  NULL,
 * *i unchanged, when no declaration starts there. */
const struct cfix_mv_decl *cfix__mv_decl_find(const struct cfix_token *t,
					      uint32_t n, uint32_t *i);
/* The index-th row of the declarations table, or NULL past its end
 * (for tests). */
const struct cfix_mv_decl *cfix__mv_decl_at(int index);

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
	/* a script input's default, "x << r.y = "v";" (NULL: none; a
	 * position's "= []": ""), and "x << virtual.y": y (NULL: not) */
	const char *script_default;
	const char *virtual_name;
	/* a finalize rule's "x << merge.y": y, the script-level variable
	 * whose values (one per process that ran the files) x lists;
	 * NULL: not one */
	const char *merge_name;
	/* a script input bound as code ("(_, x) << r.x;"): an OCaml
	 * script gets a list metavariable's elements as a list */
	bool script_ast;
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
	/* "global idexpression": a name the enclosing function does not
	 * declare (a global variable, a function, an enumerator) */
	bool global;
	/* declared `function f` or `local function f`: an identifier that
	 * may only name the function a definition pattern matches */
	bool function_name;
	/* declared `iterator name` (a symbol that heads macro loops) */
	bool iterator_name;
	/* declared `declarer name` (a symbol that heads a declarer,
	 * `DEFINE_MUTEX(x);`, a declaration spatch matches at file level) */
	bool declarer_name;
	/* declared `attribute name` (a symbol that is an attribute: what
	 * an `attribute a;` metavariable may stand for) */
	bool attribute_name;
	/* declared `initializer` (an expression metavariable that also
	 * matches a brace initializer and a designated one, `{ 1, 2 }`,
	 * `.x = 1`; an `expression` matches neither, as in spatch) */
	bool initializer;
	/* script constraint (CFIX_MVC_SCRIPT): a script rule whose code
	 * calls cocci.include_match() with the expression's truth, and the
	 * metavariables it reads, as indices into its rule's metavars (the
	 * constrained one, or inherited ones); script_arg_names holds them
	 * as written ("r.e", "p") until the declarations are all read */
	struct cfix_rule *script_check;
	int32_t *script_args;
	const char **script_arg_names;
	uint32_t nscript_args;
	/* another metavariable's script constraint in this rule reads
	 * this one: binding it runs that constraint (match/bindings.c) */
	bool script_read;
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

/* "r", "!r", "r1 && r2", "r1 || r2", "ever r", "never r", "file in s"
 * after "depends on". */
enum cfix_dep_kind {
	CFIX_DEP_RULE,		/* rule matched in this file */
	CFIX_DEP_VIRTUAL,	/* a virtual rule: defined or not */
	CFIX_DEP_NOT,
	CFIX_DEP_AND,
	CFIX_DEP_OR,
	CFIX_DEP_EVER,		/* rule matched in any environment */
	CFIX_DEP_NEVER,		/* rule matched in no environment */
	CFIX_DEP_FILE,		/* the file is name or lies under name/ */
};

struct cfix_depend {
	enum cfix_dep_kind kind;
	int32_t rule;		/* RULE, EVER, NEVER: index in the rule set */
	const char *name;	/* the rule's name as written; FILE: the path */
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
/*
 * A rule's `#define` line: match-side token indices of its `#`, its
 * name, its parameters' brackets (lparen -1: an object-like macro) and
 * its body's first token (body == ntoks: an empty body).  body_pat: the
 * body parsed as a pattern when it has metavariables or SmPL syntax,
 * else NULL (its tokens are compared as written).  do_while: the body
 * is `do { ... } while (0)`, body_pat its block's inside.
 */
struct cfix_define_pat {
	uint32_t hash, name, body;
	int32_t lparen, rparen;
	bool do_while;
	bool undef;		/* `#undef name`: the header alone */
	struct cfix_node *body_pat;
};

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
	bool joins_next;	/* its own line in the rule, joined to the code after */
	bool repeat;		/* on a "++" line */
	uint32_t first, last;
	int32_t scope;		/* innermost scope holding it, or -1 */
};

/*
 * Comments of '+' lines that stand beside no added token the fix
 * writes: text goes after match-side token anchor when `after`, else
 * before it, on lines of its own (one comment a line) when own_line,
 * else glued to it.  Only comments: they are no statements, so they add
 * no braces and move no added code.
 */
struct cfix_comment_lines {
	uint32_t anchor;
	bool after;
	bool own_line;
	const char *text;
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
	bool named;			/* its header names it */
	/* Script rules: the kind, the code (the body's text, as written),
	 * and the line it starts at.  A script's inputs ("x << r.x;") are
	 * inherited metavariables named by their local name; its outputs
	 * ("y;") are metavariables with from_rule -1 and script_output set,
	 * which the rules below inherit as usual.  No pattern. */
	enum cfix_script_kind script;
	bool script_ocaml;		/* script:ocaml and kin (else python) */
	const char *script_code;
	uint32_t script_line;
	struct cfix_loc loc;		/* the header */
	/* A rule of `#include` and `#pragma` lines alone (`@i@ @@
	 * #include <linux/kernel.h>`): per line, its tokens after the
	 * directive's word joined ("<linux/kernel.h>", "\"x.h\"",
	 * "<linux/...>", "..."); it matches each such line of a file
	 * (match/directives.c), and has no pattern; its toks are the
	 * lines' tokens. */
	const char **includes;
	uint32_t nincludes;
	/* A rule of one `#define` line (smpl/defines.c): it matches the
	 * file's definitions (match/defines.c), and has no pattern; NULL
	 * otherwise. */
	const struct cfix_define_pat *define;
	const char *message;		/* report text for findings */
	/* "// severity:" above the rule, else the file's first rule's; or
	 * NULL (warning) */
	const char *severity;
	/* "// fix:" (safe, review or none) likewise, or NULL: the rule
	 * file does not say (a user's rule: its fix is applied) */
	const char *fix;
	/* "// paths: noreturn" above the rule (a cfix option; spatch reads
	 * a comment): its statement dots end a path at a call to a
	 * function known not to return (match/noreturn.c), as at the
	 * function's end.  Off, as spatch 1.1.1 has it, unless asked. */
	bool noreturn_ends;
	/* "// paths: no-loops" (or spatch's --no-loops for every rule,
	 * ruleset's no_loops): statement dots leave a loop past its head
	 * and never go round its back edge into the body again */
	bool no_loops;
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
	bool *minus;			/* tokens of '-' lines, shared or not */
	/* The plus side's added tokens; plus_metavar as above.
	 * plus_space[i]: whitespace the rule had before plus token i
	 * ("" when none, " " or a newline when the rule had one). */
	struct cfix_token *plus_toks;
	uint32_t nplus;
	int32_t *plus_metavar;
	/* Comments of the '+' lines hung on plus token i, written before
	 * (plus_lead[i]) and after (plus_trail[i]) it with their spacing,
	 * or NULL; both arrays may be NULL (plus_comments.c). */
	const char **plus_lead, **plus_trail;
	/* Comments of '+' lines with no added code beside them, each
	 * lines of its own next to a context token (plus_comments.c). */
	struct cfix_comment_lines *comment_lines;
	uint32_t ncomment_lines;
	struct cfix_insertion *insertions;
	uint32_t ninsertions;

	/* The match side parsed: an expression, a statement, a COMPOUND
	 * (a run of statements, braces absent), a FUNCTION, or a TYPE. */
	struct cfix_node *pattern;
	const char *text;		/* the rule file's text */

	/* The header: "depends on" (NULL: none), exists / forall. */
	struct cfix_depend *depends;
	bool exists, forall;
	/* "depends on forall dep": dep must hold in every environment of
	 * the rules it names, not in one ("depends on exists dep", the
	 * default) */
	bool depends_forall;
	/* `@identifier@`: a pattern of one name matches it wherever it is
	 * written, declarators and labels too */
	bool identifier_kind;
	/* The pattern is one declaration and the plus side adds code (a
	 * statement): it matches a function's declarations only, not the
	 * file's (Coccinelle's NONDECL; top_level.c) */
	bool decl_in_code;
	/* The pattern is a declarer's use, `D(...);` with D a `declarer`
	 * metavariable or a name declared `declarer name` here or in a rule
	 * above: the only statement pattern spatch 1.1.1 matches among the
	 * file's items (top_level.c) */
	bool declarer_use;
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
	/* "disable comm_assoc": `A && ...` (`||`, `|`, `&`, `+`, `*`) is
	 * matched as written, A the first operand, never alone */
	bool no_comm_assoc;
	/* the other isomorphisms "disable" names: bit 1 << id of enum
	 * cfix_iso_id (commeq, is_zero, ...) */
	uint64_t isos_off;
	/* Written by cfix, not the rule file: the rule removing the
	 * prototypes of the function this rule removes (prototypes.c) */
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
	/* virtual metavariables' values, -D name=value: "name=value" */
	CFIX_ARRAY(const char *) virtual_values;
	/* virtual rules the rule files declare ("virtual patch") */
	CFIX_ARRAY(const char *) virtuals;
	/* the initialize rules ran (cfix_ruleset_initialize(), or the
	 * first script to run in a process that did not call it) */
	bool initialized;
	/* the last rule text that failed to parse failed first on SmPL
	 * cfix does not run yet (cfix_ruleset_unsupported()) */
	bool unsupported;
	/* the project's wrappers of the names rules spell (borrowed; NULL:
	 * none; vocabulary.c) */
	const struct cfix_vocabulary *vocab;
	/* spatch's --allow-inconsistent-paths: no reachability check
	 * (match/reach.c) */
	bool allow_inconsistent_paths;
	/* spatch's --no-loops: every rule as "// paths: no-loops" */
	bool no_loops;
};

/* Does leaf (a CFIX_DEP_RULE, CFIX_DEP_EVER or CFIX_DEP_FILE operand)
 * hold, as far as the caller's ctx knows? */
typedef bool cfix__rule_matched_fn(const void *ctx,
				   const struct cfix_depend *leaf);
/*
 * Whether dep holds (NULL holds): virtual rules against set->defined,
 * the other leaves by matched(ctx, leaf) (matched NULL: no rule matched
 * yet, as for initialize and finalize rules; a file test holds).  As
 * spatch, rule tests and file tests are two conditions: dep with every
 * file test taken as true, and dep with every rule test taken as true
 * ('!' moved down to the leaves first), so "r || file in \"x\"" holds
 * everywhere.  The one evaluator (depends.c).
 */
bool cfix__depends_eval(const struct cfix_ruleset *set,
			const struct cfix_depend *dep,
			cfix__rule_matched_fn *matched, const void *ctx);
/*
 * Whether dep can hold in some file, the virtual rules being as
 * defined: false for a rule that cannot run at all (`depends on
 * context` without -D context), which a plan of the run may leave out.
 * True when unsure (more than 12 rule and file tests).
 */
bool cfix__depends_can_hold(const struct cfix_ruleset *set,
			    const struct cfix_depend *dep);
/*
 * dep as a table, for a caller that asks often whether it can hold in a
 * file where some rules surely did not match (the prefilter's gates):
 * leaf_rule[i] (i < n) is the rule test i names (matched, ever or
 * never: whether the rule matched), -1 for a file test; bit t of holds
 * is whether dep holds when each test i holds as bit i of t says
 * (virtual rules as defined).  False, and no table, when dep has more
 * than CFIX_DEPENDS_TABLE_MAX such tests.
 */
#define CFIX_DEPENDS_TABLE_MAX 6
struct cfix__depends_table {
	uint32_t n;
	int32_t leaf_rule[CFIX_DEPENDS_TABLE_MAX];
	uint64_t holds;
};
bool cfix__depends_tabulate(const struct cfix_ruleset *set,
			    const struct cfix_depend *dep,
			    struct cfix__depends_table *table);
/* Whether rule uses rule k of its set: its `depends on` names k
 * (matched, ever or never), or it takes a value of k's (`r.x`). */
bool cfix__rule_uses(const struct cfix_rule *rule, uint32_t k);

/* Whether rules a and b come from one rule file (ruleset.c): they
 * inherit bindings and see each other's changes, and spatch reads
 * one such file at a time. */
/* Whether rule's pattern holds a declaration, a definition, a parameter
 * or a struct (cfix_ruleset_matches_declarations() without the
 * metavariables' kinds). */
bool cfix__rule_holds_declaration(const struct cfix_rule *rule);
bool cfix__rules_same_file(const struct cfix_rule *a,
			   const struct cfix_rule *b);

/* The value -D name=value gave virtual metavariable name (borrowed from
 * the set), or NULL (virtual_ids.c). */
const char *cfix__ruleset_virtual_value(const struct cfix_ruleset *set,
					const char *name);

/* A compiled POSIX extended regular expression (regex.h's regex_t;
 * constraints.c). */
struct cfix_regex;
/* Compiles pattern; NULL with *error set (static text) when invalid.
 * The set owns the result. */
struct cfix_regex *cfix__regex_new(struct cfix_ruleset *set,
				   const char *pattern, const char **error);
bool cfix__regex_match(const struct cfix_regex *regex, const char *text);
/* Frees a compiled expression (the set's cfix_ruleset_free() does);
 * accepts NULL. */
void cfix__regex_free(struct cfix_regex *regex);

/* ---- isomorphisms (isomorphisms.c) ------------------------------------ */

/* May the rule's parenthesised pat, a PAREN, match its content written
 * without parentheses (Coccinelle's paren isomorphism)?  Not when the
 * rule removes them and changes nothing else. */
bool cfix__parens_optional(const struct cfix_rule *rule,
			   const struct cfix_node *pat);
/* Is the rule's pat a test of int type, that also matches `pat != 0`
 * (Coccinelle's not_int2 isomorphism)? */
bool cfix__int_test(const struct cfix_rule *rule, const struct cfix_node *pat);
/* Is the rule's pat, `!X`, of an X of int type, that also matches
 * `X == 0` (not_int1)? */
bool cfix__not_int(const struct cfix_rule *rule, const struct cfix_node *pat);
/* Is the rule's pat a test of a pointer metavariable, that also matches
 * `pat != NULL` (not_ptr2)? */
bool cfix__ptr_test(const struct cfix_rule *rule, const struct cfix_node *pat);
bool cfix__not_ptr(const struct cfix_rule *rule, const struct cfix_node *pat);
/* Is the braces isomorphism standard.iso names for the rule's block
 * (braces4 `{ S }`, braces1 `{ ... S }`, braces2 `{ ... S ... }`,
 * braces3 `{ S ... }`) on in its rule? */
bool cfix__braces_on(const struct cfix_rule *rule,
		     const struct cfix_node *block);

/* The spellings of standard.iso's inc isomorphism, a statement
 * incrementing a name by one. */
enum cfix_inc_form { CFIX_INC_NONE, CFIX_INC_POST, CFIX_INC_PRE,
		     CFIX_INC_PLUS_EQ, CFIX_INC_ASSIGN };
/* The form of expression e (`i++`, `++i`, `i += 1`, `i = i + 1`, i a
 * name, in a rule (rule non-NULL) also an identifier metavariable), and
 * in *name its (first) i; CFIX_INC_NONE when it is none of them. */
enum cfix_inc_form cfix__inc_form(const struct cfix_rule *rule,
				  const struct cfix_node *e,
				  const struct cfix_node **name);
/* The name a call to likely()'s kin (`unlikely`, `__predict_true`, ...)
 * matches besides its own, or NULL when callee is none of them. */
const char *cfix__likely_partner(const char *callee);

/* The isomorphisms cfix applies, by standard.iso's names. */
enum cfix_iso_id {
	CFIX_ISO_NOT_PTR1,	/* !X (a condition) matches X == NULL */
	CFIX_ISO_IS_NULL,	/* X == NULL matches NULL == X, !X */
	CFIX_ISO_ISNT_NULL1,	/* X != NULL matches NULL != X, X */
	CFIX_ISO_IS_ZERO,	/* X == 0 matches 0 == X, !X */
	CFIX_ISO_ISNT_ZERO,	/* X != 0 matches 0 != X, a test X */
	CFIX_ISO_COMMEQ,	/* E == C matches C == E (C a constant) */
	CFIX_ISO_COMMNEQ,	/* E != C matches C != E */
	CFIX_ISO_BITOR_COMM,	/* X | Y matches Y | X */
	CFIX_ISO_BITAND_COMM,	/* X & Y matches Y & X */
	CFIX_ISO_PLUS_COMM,	/* X + Y matches Y + X */
	CFIX_ISO_MULT_COMM,	/* X * Y matches Y * X */
	CFIX_ISO_GTR_LSS,	/* X < Y matches Y > X, and the reverse */
	CFIX_ISO_GTR_LSS_EQ,	/* X <= Y matches Y >= X, and the reverse */
	CFIX_ISO_NOT_INT2,	/* a test X of int type matches X != 0 */
	CFIX_ISO_PAREN,		/* (E) matches E */
	CFIX_ISO_BRACES,	/* { S } as a branch matches S */
	CFIX_ISO_DROP_ELSE,	/* if (E) S1 else S matches if (E) S1 */
	CFIX_ISO_FLD_TO_PTR,	/* E.fld matches P->fld */
	CFIX_ISO_OPTIONAL_STORAGE, /* a type matches one with a storage class */
	CFIX_ISO_OPTIONAL_ATTRIBUTES, /* a declarator matches one with
					 attributes */
	CFIX_ISO_OPTIONAL_QUALIFIER, /* a type matches one with const or
					volatile */
	CFIX_ISO_BRACES0,	/* { ... } with whens matches any S */
	CFIX_ISO_NOT_INT1,	/* !X, X of int type, matches X == 0 */
	CFIX_ISO_NOT_PTR2,	/* a test X of pointer type matches X != NULL */
	CFIX_ISO_INC,		/* i++; matches ++i; i += 1; i = i + 1; */
	CFIX_ISO_FOR_INC,	/* a for's i++ matches ++i, and the reverse */
	CFIX_ISO_UNLIKELY,	/* unlikely(E) matches likely(E), E */
	CFIX_ISO_LIKELY,	/* likely(E) matches unlikely(E), E */
	CFIX_ISO_PREDICT_FALSE,	/* __predict_false(E): bsd_branch_pred */
	CFIX_ISO_PREDICT_TRUE,	/* __predict_true(E) (bsd_branch_pred's) */
	CFIX_ISO_DECL_INIT,	/* T Z; matches T Z = E; */
	CFIX_ISO_EXTERN_DECL_INIT, /* extern T Z; matches extern T Z = E; */
	CFIX_ISO_STATIC_DECL_INIT, /* static T Z; matches static T Z = E; */
	CFIX_ISO_SIZEOF_TYPE_EXPR, /* sizeof(T) matches sizeof E */
	CFIX_ISO_ADD_SIGNED,	/* the type int matches signed int, signed */
	CFIX_ISO_NEG_IF_EXP,	/* E1 ? E2 : E3 matches !E1 ? E3 : E2 */
	CFIX_ISO_NEG_IF,	/* if (X) S1 else S2 matches if (!X) S2 else S1 */
	CFIX_ISO_NE_IF,		/* if (A != B) S1 else S2 matches
				   if (A == B) S2 else S1 */
	/* the associativity family: X - Y - Z matches (a - b) - c */
	CFIX_ISO_PLUS_ASSOC, CFIX_ISO_MINUS_ASSOC, CFIX_ISO_PLUS_MINUS_ASSOC1,
	CFIX_ISO_PLUS_MINUS_ASSOC2, CFIX_ISO_TIMES_ASSOC, CFIX_ISO_DIV_ASSOC,
	CFIX_ISO_TIMES_DIV_ASSOC1, CFIX_ISO_TIMES_DIV_ASSOC2,
	CFIX_ISO_PTR_TO_ARRAY,	/* E1->fld matches E1[E2].fld */
	CFIX_ISO_DROP_CAST,	/* (T)E, T a type metavariable, matches E */
	/* names for `disable` only: the braces isomorphism's shapes
	 * (cfix__braces_on()) and `return ...;` matching `return;` */
	CFIX_ISO_BRACES1, CFIX_ISO_BRACES2, CFIX_ISO_BRACES3, CFIX_ISO_BRACES4,
	CFIX_ISO_RET,
	CFIX_ISO_COUNT
};

/* Does an isomorphism look at a pattern node, or at one of its own
 * tokens (an operator, a bracket, a keyword)? */
enum cfix_iso_scope { CFIX_ISO_NODE, CFIX_ISO_TOKEN };

/*
 * One isomorphism: its name (for "disable NAME" in a rule's header),
 * whether it applies to a node of a rule's pattern (TOKEN: to the
 * node's own token t), and what the code may look like instead.  A
 * NODE entry's forms are the code's other spellings, one per form, a
 * form being words: "X" the node's first kid (isomorphisms apply in it
 * too), "N" the node as written, "_" any expression, anything else the
 * token itself.  A TOKEN entry's form is what stands for the token: ""
 * (nothing) or another token.  The matcher matches each form; the
 * prefilter makes one chain per form.  drops: a word of the pattern the
 * code may leave out, or NULL.
 */
struct cfix_iso {
	const char *name;
	enum cfix_iso_scope scope;
	bool (*applies)(const struct cfix_rule *rule,
			const struct cfix_node *node, uint32_t t);
	const char *const *const *forms;	/* NULL-terminated forms */
	uint32_t nforms;
	/* "disable NAME" drops forms[own_form] (the isomorphism's own;
	 * the forms before it are spellings that stay: commeq, commneq);
	 * -1: it cannot be disabled, or it has no form of its own */
	int32_t own_form;
	const char *drops;
};

/* The associativity isomorphism that lets the rule's `X op Y op2 Z`
 * (no parentheses) match the code's `(a op b) op2 c`, if one applies
 * and is on; else CFIX_ISO_COUNT. */
enum cfix_iso_id cfix__iso_assoc(const struct cfix_rule *rule,
				 const struct cfix_node *pat);

/* The table, indexed by enum cfix_iso_id. */
extern const struct cfix_iso cfix__isos[CFIX_ISO_COUNT];

/* Is the isomorphism on for rule (no "disable NAME" in its header)? */
bool cfix__iso_on(const struct cfix_rule *rule, enum cfix_iso_id id);
/* Does isomorphism id apply to node (TOKEN: to node's token t)?  False
 * when it is off. */
bool cfix__iso_applies(const struct cfix_rule *rule, enum cfix_iso_id id,
		       const struct cfix_node *node, uint32_t t);
/* How many of the isomorphism's forms the rule leaves on. */
uint32_t cfix__iso_nforms(const struct cfix_rule *rule, enum cfix_iso_id id);
/* The isomorphism standard.iso calls name, or CFIX_ISO_COUNT. */
enum cfix_iso_id cfix__iso_find(const char *name);
/* Can a rule say "disable name"?  The names of spatch 1.1.1's
 * standard.iso and its reserved group names (parse_cocci.ml). */
bool cfix__iso_name_known(const char *name);
/* The commutative or relational isomorphism (commeq ... gtr_lss_eq)
 * that applies to the rule's pat, a binary operation, or
 * CFIX_ISO_COUNT; *op the operator the code has when its operands are
 * swapped (`>` for `<`). */
enum cfix_iso_id cfix__iso_commuted(const struct cfix_rule *rule,
				    const struct cfix_node *pat,
				    const char **op);
/*
 * Parses a rule's match side (rule->toks from..end, all of it but
 * in a `#define` line) into rule->pattern, with
 * disjunctions, nests and when clauses (pattern.c).  base carries the
 * name callbacks (is_typename, metavar, ctx) and arena.  Fills
 * rule->scopes, tok_scope and structural.  On error returns -1 with
 * *error_tok (a match-side token index, or ntoks for the end) and
 * *error (static text).
 */
int cfix__pattern_parse(struct cfix_rule *rule, const struct cfix_cparse *base,
			uint32_t from, uint32_t end, uint32_t *error_tok,
			const char **error);
/* Marks the SmPL syntax tokens and scopes before the plus side is
 * aligned (hunks.c needs them to place insertions).  Returns -1 with
 * *error_tok and *error on unbalanced delimiters. */
int cfix__pattern_scopes(struct cfix_rule *rule, struct cfix_arena *arena,
			 uint32_t *error_tok, const char **error);

/* "%@name@" at p (before end) in a string of rule's: the format or
 * format list metavariable it names, its length in *len; or -1
 * (format.c). */
int32_t cfix__format_meta_at(const struct cfix_rule *rule, const char *p,
			     const char *end, uint32_t *len);
/*
 * Parses rule text into set (adds one or more rules).  path names the
 * file in diagnostics.  Returns 0, or -1 with errors in sink.
 */
int cfix__rule_parse(struct cfix_ruleset *set, const char *path,
		     const char *text, size_t len,
		     struct cfix_diag_sink *sink);

/* Is rule token t a name the rule declares `attribute name` between a
 * parameter's type and its function pointer declarator (`T __attr (*y)
 * (int)`)?  spatch 1.1.1's parser drops it there, so the code need not
 * have it (not after a parameter's name: attribute_places.c). */
bool cfix__rule_fnptr_attribute(const struct cfix_rule *rule, uint32_t t);
/* Does rule declare name with `attribute name`? */
bool cfix__rule_declares_attribute(const struct cfix_rule *rule,
				   const char *name);

#endif
