/*
 * clang_internal.h: the libclang adapter inside: the state of one view
 * being built (struct builder) and what the adapter's files share.
 * Private to them: they, compdb.c and fixits/rewrite.c are the only files
 * of cfix that include clang-c/Index.h.
 *
 * The files, bottom to top; each calls only the ones below it:
 *   clang_cursor.c   small helpers over clang's cursors, locations and
 *                    strings, the view's tokens and nodes, clang's types
 *   clang_noreturn.c the called functions declared not to return
 *   clang_own.c      cfix's own parser over the file's tokens: the code
 *                    clang could not structure (repair of regions)
 *   clang_tokens.c   the file's tokens, macro expansions and definitions
 *   clang_prelude.c  what clang said is missing, declared in the virtual
 *                    prelude of the tolerant rounds
 *   clang_cut.c      the headers' function bodies cut once seen (batch
 *                    runs; CFIX_CUT_HEADER_BODIES=0 turns it off)
 *   clang_convert.c  clang's tree -> cfix's nodes: expressions,
 *                    declarations, statements, the translation unit
 *   clang_adapter.c  the libclang session: parses, tolerant rounds,
 *                    reparses, the big-stack thread (cfront.h's
 *                    cfix__adapter_*())
 */
#ifndef CFIX_CLANG_INTERNAL_H
#define CFIX_CLANG_INTERNAL_H

#include "cfront.h"

#include <clang-c/Index.h>

#include <stdlib.h>
#include <string.h>

/*
 * How deep the mirrored tree may grow.  Building it recurses once a level
 * (on the parsing thread, below), and so do the matcher's walk and other
 * walks of the view on the caller's stack: a 50,000-term sum is a tree
 * 50,000 deep, which overflowed 8 MB in an ASan build.  Deeper code
 * becomes one UNKNOWN node, with a warning.  Each level built costs a
 * walk of clang's subtree (see extent_of(), clang_cursor.c), so the bound also keeps a
 * 100,000-term line to seconds.
 */
#define MAX_DEPTH 10000

struct expansion {
	uint32_t first, last;	/* tokens of the use */
	bool has_body;
	CXFile body_file;	/* where the definition's body starts */
	unsigned body_off;
	CXCursor def;		/* the macro's definition, or a null cursor */
};

struct macro_name {
	const char *name;
	CXCursor def;
};

/* A file's bytes, from clang_getFileContents(). */
struct file_text {
	CXFile file;
	const char *text;
	size_t size;
};

typedef CFIX_ARRAY(CXCursor) cursor_array;
typedef CFIX_ARRAY(const char *) name_array;

struct builder {
	struct cfix_source *src;
	struct cfix_arena *arena;
	CXTranslationUnit tu;
	CXFile file;
	bool self_included;	/* the file includes itself: see view_finish() */
	bool *skip;		/* token is on a directive line or skipped */
	CFIX_ARRAY(struct expansion) exps;	/* in source order */
	uint32_t *reach;	/* see cfix__clang_expansion_holding() */
	size_t nreach;
	cursor_array tops;	/* top-level declarations in the file */
	cursor_array defs;	/* macro definitions in the file */
	name_array typenames;	/* sorted: typedef names clang knows */
	name_array extra_types;	/* names the file uses as types */
	CFIX_ARRAY(struct macro_name) all_defs;	/* every file's, by name */
	cursor_array funcs;	/* function declarations of the headers */
	CFIX_ARRAY(struct file_text) texts;	/* see file_text_of() */
	unsigned in_expansion;	/* building a macro use's expansion */
	unsigned depth;		/* expr() and stmt() calls open */
	uint32_t too_deep;	/* first token cut at MAX_DEPTH, or UINT32_MAX */
	CXCursor extent_cursor;	/* see extent_of() */
	CXSourceRange extent;
};

/* Runs fn(data) where clang parses (clang_adapter.c): on a thread with
 * a big stack, libclang's own threads off.  Returns what fn returns. */
int cfix__clang_on_big_stack(int (*fn)(void *data), void *data);

/* ---- what a repair round declares (clang_prelude.c) ---------------------- */

/* What a repair round declares; names are malloc'd. */
struct repair {
	name_array types;	/* typedef int NAME; */
	name_array struct_types; /* typedef struct NAME NAME; (members) */
	name_array constants;	/* enum { NAME }; */
	name_array iterators;	/* #define NAME(...) for (;;) */
	name_array records;	/* struct foo (incomplete, with members) */
	CFIX_ARRAY(name_array) members; /* per records[i] / struct_types */
	name_array vars;	/* extern int NAME; */
	name_array ptr_vars;	/* extern struct cfix_var_NAME *NAME; */
	name_array annotations;	/* #define NAME (empty: __iomem, __read_mostly) */
};

/* ---- helpers (clang_cursor.c) -------------------------------------------- */

/*
 * Are a and b the same file?  clang_File_isEqual() compares unique IDs,
 * and every unsaved file with nothing on disk behind it (an editor's new
 * buffer, the repair prelude) has the same one, so names decide then.
 */
bool cfix__clang_same_file(CXFile a, CXFile b);
/* str's text copied into arena ("" for none); disposes str. */
const char *cfix__clang_arena_cxstring(struct cfix_arena *arena, CXString str);

/* clang_noreturn.c: notes decl (a function a call names) in the view's
 * noreturn_names when C11's _Noreturn or [[noreturn]] declares it. */
void cfix__clang_note_noreturn(struct builder *b, CXCursor decl);
/* clang_noreturn.c: the header macros and functions that noreturn.c
 * may follow where clang's tree holds no call (cfix_source's
 * header_macros, noreturn_names); after cfix__clang_build_macros(). */
void cfix__clang_note_header_noreturn(struct builder *b);
/* clang_tokens.c: a token's kind as cfix spells it. */
enum cfix_tok_kind cfix__clang_token_kind(CXTokenKind kind, const char *text);
/* str's text in a new malloc'd string the caller frees ("" for
 * none); disposes str. */
char *cfix__clang_xcxstring(CXString str);
/* The children of cursor; free with cfix_array_release(). */
cursor_array cfix__clang_kids_of(CXCursor cursor);
/* Is loc, where its macro expands, in the file being built?  Its byte
 * offset there in *offset. */
bool cfix__clang_loc_in_file(struct builder *b, CXSourceLocation loc,
			     unsigned *offset);
/* Puts cursor's extent back after building its kids asked for theirs. */
void cfix__clang_remember_extent(struct builder *b, CXCursor cursor,
				 CXSourceRange range);
/* The tokens a cursor covers, by expansion locations. */
bool cfix__clang_cursor_toks(struct builder *b, CXCursor cursor,
			     uint32_t *first, uint32_t *last);
/* Is the start of cursor spelled inside a macro (body or argument)? */
bool cfix__clang_begins_in_macro(struct builder *b, CXCursor cursor,
				 CXFile *file, unsigned *offset);
/* Tokens first..last joined by single spaces, skipping [hole_first,
 * hole_last] (a record body). */
const char *cfix__clang_join_toks(struct builder *b, uint32_t first,
				  uint32_t last, uint32_t hole_first,
				  uint32_t hole_last);
/* A TYPE node over tokens first..last, their text joined. */
struct cfix_node *cfix__clang_type_node(struct builder *b, uint32_t first,
					uint32_t last);
/* An IDENT node for token tok. */
struct cfix_node *cfix__clang_ident_at(struct builder *b, uint32_t tok);
/* The matching closer of the bracket at open, or UINT32_MAX. */
uint32_t cfix__clang_match_bracket(struct builder *b, uint32_t open,
				   uint32_t end);
/* Sets node's type (and canon_type where it is spelt differently) and
 * the UNSIGNED and POINTER flags from clang's type. */
void cfix__clang_set_type(struct builder *b, struct cfix_node *node,
			  CXType type);
/*
 * An array parameter (`char buf[32]`) has the adjusted type char *, but
 * libclang gives the type as written, even for a use of the parameter.
 * Uses (and parenthesized uses) get the pointer type, spelled as clang's
 * diagnostics and -ast-dump spell it: `char *`, `char **`, `int (*)[4]`.
 */
void cfix__clang_adjust_array_param(struct builder *b, CXCursor cursor,
				    struct cfix_node *node);
/*
 * Is cursor an integer constant expression?  Only integer-typed
 * expressions are asked: clang_Cursor_Evaluate() crashes libclang-19 on a
 * braced initializer list (a macro such as `#define INIT_C_CC { [0] = 1 }`
 * used as `.c_cc = INIT_C_CC`, drivers/tty/tty_io.c).
 */
bool cfix__clang_evaluates_to_int(CXCursor cursor);
/* Implicit nodes (casts, value-to-rvalue) show as an UnexposedExpr with
 * one child of the same extent. */
CXCursor cfix__clang_skip_implicit(CXCursor cursor);
/* An expression cursor's operands, implicit casts and the like
 * skipped. */
cursor_array cfix__clang_expr_kids(CXCursor cursor);
/* Literal text: the token, or where a macro spelled it. */
const char *cfix__clang_literal_text(struct builder *b, CXCursor cursor,
				     uint32_t first);

/* ---- cfix's own parser (clang_own.c) ------------------------------------- */

/* qsort() and bsearch() order of name_array entries (strcmp). */
int cfix__clang_compare_names(const void *a, const void *b);
/* cfix's own parser over the file's tokens first..last, with clang's
 * typedef names and the names the file uses as types. */
struct cfix_cparse cfix__clang_parser_over(struct builder *b, uint32_t first,
					   uint32_t last);
/* An UNKNOWN node over tokens first..last (cfix's own parse). */
struct cfix_node *cfix__clang_unknown(struct builder *b, uint32_t first,
				      uint32_t last);
/* Code below MAX_DEPTH: one UNKNOWN node, remembered for the warning. */
struct cfix_node *cfix__clang_too_deep(struct builder *b, uint32_t first,
				       uint32_t last);
/* tokens first..last as one expression, else an UNKNOWN node. */
struct cfix_node *cfix__clang_own_expr(struct builder *b, uint32_t first,
				       uint32_t last);
/*
 * Appends to parent the statements (in_body) or top-level items in
 * tokens first..last, skipping directive lines and excluded code.
 */
void cfix__clang_own_fill(struct builder *b, struct cfix_node *parent,
			  uint32_t first, uint32_t last, bool in_body);
/* Replaces, in an own-parse tree, subtrees that cover exactly the tokens
 * of a clang node by that node (clang's types are better). */
void cfix__clang_graft(struct cfix_node *node, struct cfix_node **clang_nodes,
		       size_t count);
/*
 * Did clang leave fields out of the record node's kids?  It drops a
 * field whose name repeats an earlier one (an error), and with it a
 * whole declaration (`int a; ... int a, b;`) or its first declarators
 * (the specifiers then seem to end in a ','): a body token no kid
 * covers, or kid specifiers ending in ','.
 */
bool cfix__clang_fields_lost(struct builder *b, const struct cfix_node *record,
			     uint32_t first, uint32_t last);
bool cfix__clang_enumerators_lost(struct builder *b,
				  const struct cfix_node *record,
				  uint32_t first, uint32_t last);
/*
 * The record's fields (or an enum's enumerators) read again by cfix's
 * parser, from tokens first to last (its body, between the braces):
 * each run of tokens between directive lines is parsed on its own.
 * Clang's kids stay when a run does not parse.
 */
void cfix__clang_own_fields(struct builder *b, struct cfix_node *record,
			    uint32_t first, uint32_t last, bool enumerators);
/*
 * The statements from clang's cut, a statement clang's error recovery
 * cut short, through the gap after it (`T *p = m(T, x, return);`: the
 * declaration stops before `=`, the rest is no statement of its own):
 * cparse's, when the gap alone does not parse and the whole does; else
 * cut and the gap as they are.
 */
void cfix__clang_fill_gap(struct builder *b, struct cfix_node *parent,
			  struct cfix_node *cut, uint32_t first, uint32_t last);

/* ---- tokens and macros (clang_tokens.c) ---------------------------------- */

/*
 * The expansion holding token tok, if any: the first in source order
 * (a macro use holding tok in its arguments comes before the inner use).
 * reach[i] is the furthest last token of exps[0..i], so the first
 * expansion reaching tok is found by binary search too.
 */
const struct expansion *cfix__clang_expansion_holding(struct builder *b,
						      uint32_t tok);
/*
 * Is cursor, covering tokens first..last, exactly one macro expansion?
 * Token ranges alone are not enough: every node built inside an object-
 * like macro maps to its one token.  The node must also start where the
 * macro's body starts (or in its own arguments).
 */
const struct expansion *cfix__clang_exact_expansion(struct builder *b,
						    CXCursor cursor,
						    uint32_t first,
						    uint32_t last);
/* The node for a macro use clang's cursor is exactly the expansion
 * exp of: an IDENT, or the invocation parsed as a CALL, flagged
 * MACRO_USE, with clang's tree of the expansion kept. */
struct cfix_node *cfix__clang_macro_use(struct builder *b, CXCursor cursor,
					const struct expansion *exp);
/* Flags node CFIX_NODEF_MACRO when it is partly inside an expansion. */
void cfix__clang_flag_partial_macro(struct builder *b, CXCursor cursor,
				    struct cfix_node *node);
/* Fills b->src's tokens from clang's tokens of the file. */
void cfix__clang_read_tokens(struct builder *b);
/* Tokens the view leaves alone: directives and #if'd-out code. */
void cfix__clang_mark_skipped(struct builder *b);
/*
 * An object-like macro naming a function-like one, used with arguments:
 * `cpu_to_le32(x & MASK)`.  clang records the use of cpu_to_le32 alone,
 * while what it expands to spans the arguments too; without the whole
 * use as one expansion every node inside it would span the same tokens
 * and any two operands would compare equal.  The use is extended to its
 * closing parenthesis and takes the function-like macro's body.
 */
void cfix__clang_extend_aliases(struct builder *b);

/* The macro definition named name among every file's (b->all_defs,
 * sorted by cfix__clang_extend_aliases()), or NULL. */
struct macro_name *cfix__clang_macro_def(struct builder *b, const char *name);
/* clang_visitChildren() visitor of the translation unit: records the
 * file's top-level declarations, macro definitions and expansions. */
enum CXChildVisitResult
cfix__clang_collect_top(CXCursor cursor, CXCursor parent, CXClientData data);
/* Fills b->src's macro definitions, each body parsed by cfix's own
 * parser as an expression or statement where it is one. */
void cfix__clang_build_macros(struct builder *b);

/* ---- the prelude (clang_prelude.c) --------------------------------------- */

/* Frees r's names. */
void cfix__clang_repair_release(struct repair *r);
/* Reads clang's diagnostics into r; returns whether r grew. */
bool cfix__clang_repair_collect(struct repair *r, struct cfix_source *src,
				CXTranslationUnit tu, CXFile file);
/* Appends the prelude r declares (typedefs, records, enumerators,
 * variables, iterator and annotation macros) to out. */
void cfix__clang_repair_prelude(const struct repair *r, struct cfix_buf *out);
/* Names clang's errors show the file uses as types (u8 x;), for cparse. */
void cfix__clang_collect_used_types(struct builder *b);

/* ---- the headers' bodies cut once seen (clang_cut.c) --------------------- */

/* Whether a parse of main_name with options gets cut copies of the
 * headers earlier parses saw (CFIX_CUT_HEADER_BODIES not 0, not an
 * editor's file, main_name not a header). */
bool cfix__clang_cut_on(const struct cfix_source_options *options,
			const char *main_name);
/* Keeps a cut copy of each header tu read that no parse read before. */
void cfix__clang_cut_learn(CXTranslationUnit tu);
/* The cut copies (*n of them), as unsaved files; the caller frees the
 * array (not the names and texts, which live until the process ends). */
struct CXUnsavedFile *cfix__clang_cut_files(unsigned *n);

/* ---- the conversion (clang_convert.c) ------------------------------------ */

/* Builds b->src->root, the TRANSLATION_UNIT, from the file's top-level
 * declarations, filling the gaps between them with cfix's own parser. */
void cfix__clang_build_unit(struct builder *b);

/* ---- tokens and nodes ---------------------------------------------------- */

/* Is token index of src (may be past the last) spelled text? */
static inline bool tok_is(const struct cfix_source *src, uint32_t index,
			  const char *text)
{
	return index < src->ntoks && strcmp(src->toks[index].text, text) == 0;
}

/* Index of the first token ending after offset (ntoks if none). */
static inline uint32_t tok_at(const struct cfix_source *src, unsigned offset)
{
	return cfix_source_token_from(src, offset + 1, true);
}

/* Index of the last token beginning before offset (UINT32_MAX if none). */
static inline uint32_t tok_before(const struct cfix_source *src,
				  unsigned offset)
{
	return cfix_source_token_from(src, offset, false) - 1;
}

/* A new node of kind over tokens first..last, in b's arena. */
static inline struct cfix_node *new_node(struct builder *b,
					 enum cfix_node_kind kind,
					 uint32_t first, uint32_t last)
{
	struct cfix_node *node = cfix_node_new(b->arena, kind, 0);

	node->first = first;
	node->last = last;
	return node;
}

/* Appends kid (may be NULL) to node. */
static inline void add(struct builder *b, struct cfix_node *node,
		       struct cfix_node *kid)
{
	cfix_node_add(b->arena, node, kid);
}

#endif
