/*
 * The libclang adapter: parses a C file with libclang and mirrors clang's
 * tree in cfix's own nodes and tokens (struct cfix_source).  This is the
 * only file of matchers/ that includes clang-c/Index.h.
 *
 * Design decision: clang's parse is trusted where it exists and cfix's
 * own parser (cparse.c) fills what clang leaves out.  Code that does not
 * compile loses structure in clang (an expression with an error becomes a
 * childless RecoveryExpr, a statement with an error disappears), so every
 * token of the file that no clang node covers is handed to cparse, and
 * the result is spliced in with CFIX_NODEF_OWN_PARSE: the view has no
 * silent holes.  Optionally, the file is parsed again with a virtual
 * prelude header declaring what clang said was missing (unknown type
 * names, undeclared ALL_CAPS constants, struct members, iterator macros),
 * which recovers clang's own structure and types for most fragments.
 *
 * Macros: matching works on the source as written, so a node that is
 * exactly one macro expansion becomes the macro use (an IDENT, or the
 * invocation parsed as a CALL) and a node that is partly inside an
 * expansion is flagged CFIX_NODEF_MACRO (not rewritable).
 *
 * Deep code (a 50,000-term sum on one line): clang parses and the view is
 * built on a thread with a big stack (PARSE_STACK), and the view stops at
 * MAX_DEPTH levels, so the walks that follow fit an 8 MB stack.
 */
#include "cfront.h"

#include <clang-c/Index.h>

#include <ctype.h>
#include <errno.h>
#include <limits.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* The virtual prelude of the repair rounds; -include'd, never on disk. */
#define PRELUDE_NAME "/cfix-virtual/cfix_prelude.h"

/*
 * How deep the mirrored tree may grow.  Building it recurses once a level
 * (on the parsing thread, below), and so do the matcher's walk and other
 * walks of the view on the caller's stack: a 50,000-term sum is a tree
 * 50,000 deep, which overflowed 8 MB in an ASan build.  Deeper code
 * becomes one UNKNOWN node, with a warning.  Each level built costs a
 * walk of clang's subtree (see extent_of()), so the bound also keeps a
 * 100,000-term line to seconds.
 */
#define MAX_DEPTH 10000

/*
 * The stack clang parses on.  libclang parses on a thread of its own
 * with 8 MB, and clang's parser recurses once per operator: 3,000 unary
 * operators, 20,000 assignments or 100,000 terms overflowed it (the
 * clang-19 compiler crashes on them too).  With LIBCLANG_NOTHREADS set,
 * libclang parses on the calling thread, so cfix parses and builds the
 * view on a thread of its own with this much stack; only the pages a
 * parse touches are mapped.  256 MB holds 40,000 unary operators (about
 * 5 KB of stack each in clang's parser, the deepest shape measured).
 */
#define PARSE_STACK ((size_t)256 << 20)

struct cfix_adapter {
	CXIndex index;
	CXTranslationUnit tu;
	char *main_name;	/* the name clang knows the file by */
	char *prelude;		/* last prelude text, or NULL */
	/* For cfix__adapter_rebuild(): the options of the first parse
	 * (args and directory copied below, no unsaved text), and the
	 * errors its last full parse settled with. */
	struct cfix_source_options opts;
	char **args;
	char *directory;
	unsigned settled_errors;
};

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
	bool *skip;		/* token is on a directive line or skipped */
	CFIX_ARRAY(struct expansion) exps;	/* in source order */
	uint32_t *reach;	/* see expansion_holding() */
	size_t nreach;
	cursor_array tops;	/* top-level declarations in the file */
	cursor_array defs;	/* macro definitions in the file */
	name_array typenames;	/* sorted: typedef names clang knows */
	name_array extra_types;	/* names the file uses as types */
	CFIX_ARRAY(struct macro_name) all_defs;	/* every file's, by name */
	CFIX_ARRAY(struct file_text) texts;	/* see file_text_of() */
	unsigned in_expansion;	/* building a macro use's expansion */
	unsigned depth;		/* expr() and stmt() calls open */
	uint32_t too_deep;	/* first token cut at MAX_DEPTH, or UINT32_MAX */
	CXCursor extent_cursor;	/* see extent_of() */
	CXSourceRange extent;
};

/* ---- small helpers --------------------------------------------------- */

/*
 * Are a and b the same file?  clang_File_isEqual() compares unique IDs,
 * and every unsaved file with nothing on disk behind it (an editor's new
 * buffer, the repair prelude) has the same one, so names decide then.
 */
static bool same_file(CXFile a, CXFile b)
{
	CXString na, nb;
	bool same;

	if (a == b)
		return true;
	if (!a || !b || !clang_File_isEqual(a, b))
		return false;
	na = clang_getFileName(a);
	nb = clang_getFileName(b);
	same = !strcmp(clang_getCString(na) ? clang_getCString(na) : "",
		       clang_getCString(nb) ? clang_getCString(nb) : "");
	clang_disposeString(na);
	clang_disposeString(nb);
	return same;
}

static const char *arena_cxstring(struct cfix_arena *arena, CXString str)
{
	const char *text = clang_getCString(str);
	char *copy = cfix_arena_strdup(arena, text ? text : "");

	clang_disposeString(str);
	return copy;
}

static char *xcxstring(CXString str)
{
	const char *text = clang_getCString(str);
	char *copy = cfix_xstrdup(text ? text : "");

	clang_disposeString(str);
	return copy;
}

static enum CXChildVisitResult collect_kid(CXCursor cursor, CXCursor parent,
					   CXClientData data)
{
	cursor_array *kids = data;

	(void)parent;
	cfix_array_push(kids, cursor);
	return CXChildVisit_Continue;
}

/* The children of cursor; free with cfix_array_release(). */
static cursor_array kids_of(CXCursor cursor)
{
	cursor_array kids = {0};

	clang_visitChildren(cursor, collect_kid, &kids);
	return kids;
}

static bool tok_is(const struct cfix_source *src, uint32_t index,
		   const char *text)
{
	return index < src->ntoks && strcmp(src->toks[index].text, text) == 0;
}

/* Index of the first token ending after offset (ntoks if none). */
static uint32_t tok_at(const struct cfix_source *src, unsigned offset)
{
	return cfix_source_token_from(src, offset + 1, true);
}

/* Index of the last token beginning before offset (UINT32_MAX if none). */
static uint32_t tok_before(const struct cfix_source *src, unsigned offset)
{
	return cfix_source_token_from(src, offset, false) - 1;
}

static bool loc_in_file(struct builder *b, CXSourceLocation loc,
			unsigned *offset)
{
	CXFile file;

	clang_getExpansionLocation(loc, &file, NULL, NULL, offset);
	return file && same_file(file, b->file);
}

/*
 * clang_getCursorExtent(), remembered for the last cursor asked about.
 * clang finds where a binary operator starts by walking down its left
 * operands, so on a 100,000-term sum one call takes 100,000 steps; each
 * node asks for its extent twice (its tokens, then whether it starts in
 * a macro).
 */
static CXSourceRange extent_of(struct builder *b, CXCursor cursor)
{
	if (!clang_equalCursors(cursor, b->extent_cursor)) {
		b->extent_cursor = cursor;
		b->extent = clang_getCursorExtent(cursor);
	}
	return b->extent;
}

/* Puts cursor's extent back after building its kids asked for theirs. */
static void remember_extent(struct builder *b, CXCursor cursor,
			    CXSourceRange range)
{
	b->extent_cursor = cursor;
	b->extent = range;
}

/* The tokens a cursor covers, by expansion locations. */
static bool cursor_toks(struct builder *b, CXCursor cursor, uint32_t *first,
			uint32_t *last)
{
	CXSourceRange range = extent_of(b, cursor);
	unsigned begin, end;

	if (!loc_in_file(b, clang_getRangeStart(range), &begin) ||
	    !loc_in_file(b, clang_getRangeEnd(range), &end))
		return false;
	*first = tok_at(b->src, begin);
	if (*first >= b->src->ntoks)
		return false;
	*last = tok_before(b->src, end);
	if (*last == UINT32_MAX || *last < *first)
		*last = *first;	/* macro argument ends are not translated */
	return true;
}

/* Is the start of cursor spelled inside a macro (body or argument)? */
static bool begins_in_macro(struct builder *b, CXCursor cursor, CXFile *file,
			    unsigned *offset)
{
	CXSourceLocation loc = clang_getRangeStart(extent_of(b, cursor));
	CXFile efile;
	unsigned eoff;

	clang_getExpansionLocation(loc, &efile, NULL, NULL, &eoff);
	clang_getSpellingLocation(loc, file, NULL, NULL, offset);
	return !same_file(efile, *file) || eoff != *offset;
}

static struct cfix_node *new_node(struct builder *b, enum cfix_node_kind kind,
				  uint32_t first, uint32_t last)
{
	struct cfix_node *node = cfix_node_new(b->arena, kind, 0);

	node->first = first;
	node->last = last;
	return node;
}

static void add(struct builder *b, struct cfix_node *node,
		struct cfix_node *kid)
{
	cfix_node_add(b->arena, node, kid);
}

/* Tokens first..last joined by single spaces, skipping [hole_first,
 * hole_last] (a record body). */
static const char *join_toks(struct builder *b, uint32_t first, uint32_t last,
			     uint32_t hole_first, uint32_t hole_last)
{
	struct cfix_buf buf = CFIX_BUF_INIT;
	const char *text;

	for (uint32_t i = first; i <= last && i < b->src->ntoks; i++) {
		if (i >= hole_first && i <= hole_last)
			continue;
		if (buf.len)
			cfix_buf_addch(&buf, ' ');
		cfix_buf_adds(&buf, b->src->toks[i].text);
	}
	text = cfix_arena_strdup(b->arena, buf.data);
	cfix_buf_release(&buf);
	return text;
}

static struct cfix_node *type_node(struct builder *b, uint32_t first,
				   uint32_t last)
{
	struct cfix_node *node = new_node(b, CFIX_NODE_TYPE, first, last);

	node->text = first <= last ? join_toks(b, first, last, 1, 0) : "";
	return node;
}

static struct cfix_node *ident_at(struct builder *b, uint32_t tok)
{
	struct cfix_node *node = new_node(b, CFIX_NODE_IDENT, tok, tok);

	node->text = b->src->toks[tok].text;
	return node;
}

/* The matching closer of the bracket at open, or UINT32_MAX. */
static uint32_t match_bracket(struct builder *b, uint32_t open, uint32_t end)
{
	const char *o = b->src->toks[open].text;
	const char *c = o[0] == '(' ? ")" : o[0] == '[' ? "]" : "}";
	int depth = 0;

	for (uint32_t i = open; i <= end && i < b->src->ntoks; i++) {
		if (strcmp(b->src->toks[i].text, o) == 0)
			depth++;
		else if (strcmp(b->src->toks[i].text, c) == 0 && --depth == 0)
			return i;
	}
	return UINT32_MAX;
}

/* ---- types and flags from clang ----------------------------------------- */

static void set_type(struct builder *b, struct cfix_node *node, CXType type)
{
	CXType canon = clang_getCanonicalType(type);

	if (type.kind == CXType_Invalid)
		return;
	node->type = arena_cxstring(b->arena, clang_getTypeSpelling(type));
	/* clang_equalTypes() is cheap: most types have no sugar to spell */
	if (!clang_equalTypes(type, canon)) {
		node->canon_type = arena_cxstring(b->arena,
						  clang_getTypeSpelling(canon));
		if (!strcmp(node->canon_type, node->type))
			node->canon_type = NULL;
	}
	switch (canon.kind) {
	case CXType_UChar: case CXType_Char_U: case CXType_UShort:
	case CXType_UInt: case CXType_ULong: case CXType_ULongLong:
	case CXType_UInt128:
		node->flags |= CFIX_NODEF_UNSIGNED;
		break;
	case CXType_Pointer:
		node->flags |= CFIX_NODEF_POINTER;
		break;
	default:
		break;
	}
}

static cursor_array expr_kids(CXCursor cursor);

/*
 * An array parameter (`char buf[32]`) has the adjusted type char *, but
 * libclang gives the type as written, even for a use of the parameter.
 * Uses (and parenthesized uses) get the pointer type, spelled as clang's
 * diagnostics and -ast-dump spell it: `char *`, `char **`, `int (*)[4]`.
 */
static void adjust_array_param(struct builder *b, CXCursor cursor,
			       struct cfix_node *node)
{
	CXType type = clang_getCursorType(cursor);
	const char *elem, *bracket;

	switch (clang_getCanonicalType(type).kind) {
	case CXType_ConstantArray: case CXType_IncompleteArray:
	case CXType_VariableArray: case CXType_DependentSizedArray:
		break;
	default:
		return;
	}
	while (clang_getCursorKind(cursor) == CXCursor_ParenExpr ||
	       clang_getCursorKind(cursor) == CXCursor_UnexposedExpr) {
		cursor_array kids = expr_kids(cursor);
		bool one = kids.len == 1;

		if (one)
			cursor = kids.items[0];
		cfix_array_release(&kids);
		if (!one)
			return;
	}
	if (clang_getCursorKind(cursor) != CXCursor_DeclRefExpr ||
	    clang_getCursorKind(clang_getCursorReferenced(cursor)) !=
		    CXCursor_ParmDecl)
		return;
	elem = arena_cxstring(b->arena,
			      clang_getTypeSpelling(clang_getArrayElementType(type)));
	if (!*elem)
		return;
	bracket = strchr(elem, '[');
	if (bracket)
		node->type = cfix_arena_printf(b->arena, "%.*s (*)%s",
					       (int)(bracket - elem), elem,
					       bracket);
	else
		node->type = cfix_arena_printf(
			b->arena, "%s%s*", elem,
			elem[strlen(elem) - 1] == '*' ? "" : " ");
	node->flags |= CFIX_NODEF_POINTER;
}

static bool has_integer_type(CXCursor cursor)
{
	switch (clang_getCanonicalType(clang_getCursorType(cursor)).kind) {
	case CXType_Bool: case CXType_Char_U: case CXType_UChar:
	case CXType_UShort: case CXType_UInt: case CXType_ULong:
	case CXType_ULongLong: case CXType_UInt128: case CXType_Char_S:
	case CXType_SChar: case CXType_Short: case CXType_Int:
	case CXType_Long: case CXType_LongLong: case CXType_Int128:
	case CXType_Enum:
		return true;
	default:
		return false;
	}
}

/*
 * Is cursor an integer constant expression?  Only integer-typed
 * expressions are asked: clang_Cursor_Evaluate() crashes libclang-19 on a
 * braced initializer list (a macro such as `#define INIT_C_CC { [0] = 1 }`
 * used as `.c_cc = INIT_C_CC`, drivers/tty/tty_io.c).
 */
static bool evaluates_to_int(CXCursor cursor)
{
	CXEvalResult result;
	bool is_int;

	if (!has_integer_type(cursor))
		return false;
	result = clang_Cursor_Evaluate(cursor);
	if (!result)
		return false;
	is_int = clang_EvalResult_getKind(result) == CXEval_Int;
	clang_EvalResult_dispose(result);
	return is_int;
}

/* ---- cfix's own parser over the file's tokens ---------------------------- */

static int compare_names(const void *a, const void *b)
{
	return strcmp(*(const char *const *)a, *(const char *const *)b);
}

static bool is_typename(void *ctx, const char *name)
{
	struct builder *b = ctx;

	if (b->typenames.len &&
	    bsearch(&name, b->typenames.items, b->typenames.len,
		    sizeof(*b->typenames.items), compare_names))
		return true;
	for (size_t i = 0; i < b->extra_types.len; i++)
		if (strcmp(b->extra_types.items[i], name) == 0)
			return true;
	return false;
}

static struct cfix_cparse parser_over(struct builder *b, uint32_t first,
				      uint32_t last)
{
	return (struct cfix_cparse){
		.arena = b->arena,
		.toks = b->src->toks,
		.pos = first,
		.end = last + 1,
		.is_typename = is_typename,
		.ctx = b,
	};
}

static struct cfix_node *unknown(struct builder *b, uint32_t first,
				 uint32_t last)
{
	struct cfix_node *node = new_node(b, CFIX_NODE_UNKNOWN, first, last);

	node->flags |= CFIX_NODEF_OWN_PARSE;
	return node;
}

/* Code below MAX_DEPTH: one UNKNOWN node, remembered for the warning. */
static struct cfix_node *too_deep(struct builder *b, uint32_t first,
				  uint32_t last)
{
	if (first < b->too_deep)
		b->too_deep = first;
	return unknown(b, first, last);
}

/* tokens first..last as one expression, else an UNKNOWN node. */
static struct cfix_node *own_expr(struct builder *b, uint32_t first,
				  uint32_t last)
{
	struct cfix_cparse parser = parser_over(b, first, last);
	struct cfix_node *node = cfix_cparse_expr(&parser);

	if (!node || parser.pos != parser.end)
		return unknown(b, first, last);
	cfix_node_flag_tree(node, CFIX_NODEF_OWN_PARSE);
	return node;
}

/*
 * The next run of tokens not skipped (directive lines, excluded code)
 * from *i up to last: moves *i to its first token and returns one past
 * its last, or *i when no token is left.
 */
static uint32_t next_run(const struct builder *b, uint32_t *i, uint32_t last)
{
	uint32_t run;

	while (*i <= last && b->skip[*i])
		(*i)++;
	for (run = *i; run <= last && !b->skip[run]; run++)
		;
	return run;
}

/*
 * Appends to parent the statements (in_body) or top-level items in
 * tokens first..last, skipping directive lines and excluded code.
 */
static void own_fill(struct builder *b, struct cfix_node *parent,
		     uint32_t first, uint32_t last, bool in_body)
{
	uint32_t i = first;

	while (i <= last) {
		uint32_t run = next_run(b, &i, last);
		struct cfix_cparse parser;
		struct cfix_node *list;

		if (run == i)
			break;
		parser = parser_over(b, i, run - 1);
		list = in_body ? cfix_cparse_stmts(&parser)
			       : cfix_cparse_unit(&parser);
		if (list && parser.pos == parser.end) {
			for (uint32_t k = 0; k < list->nkids; k++) {
				cfix_node_flag_tree(list->kids[k], CFIX_NODEF_OWN_PARSE);
				add(b, parent, list->kids[k]);
			}
		} else {
			add(b, parent, unknown(b, i, run - 1));
		}
		i = run;
	}
}

/* Replaces, in an own-parse tree, subtrees that cover exactly the tokens
 * of a clang node by that node (clang's types are better). */
static void graft(struct cfix_node *node, struct cfix_node **clang_nodes,
		  size_t count)
{
	for (uint32_t i = 0; node && i < node->nkids; i++) {
		struct cfix_node *kid = node->kids[i];
		bool done = false;

		for (size_t k = 0; kid && k < count && !done; k++) {
			if (clang_nodes[k] && clang_nodes[k]->first == kid->first &&
			    clang_nodes[k]->last == kid->last &&
			    cfix_node_is_expr(kid)) {
				node->kids[i] = clang_nodes[k];
				clang_nodes[k]->parent = node;
				done = true;
			}
		}
		if (!done)
			graft(kid, clang_nodes, count);
	}
}

/* ---- macros ---------------------------------------------------------- */

/*
 * Index of the first expansion starting after tok.  b->exps is in source
 * order (collected by a walk of the file), so this is a binary search: a
 * linear scan per node made big files quadratic.
 */
static size_t expansions_after(const struct builder *b, uint32_t tok)
{
	size_t lo = 0, hi = b->exps.len;

	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;

		if (b->exps.items[mid].first <= tok)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo;
}

static const struct expansion *expansion_at(struct builder *b, uint32_t first,
					    uint32_t last)
{
	for (size_t i = expansions_after(b, first); i-- > 0;) {
		const struct expansion *exp = &b->exps.items[i];

		if (exp->first != first)
			break;
		if (exp->last == last)
			return exp;
	}
	return NULL;
}

/*
 * The expansion holding token tok, if any: the first in source order
 * (a macro use holding tok in its arguments comes before the inner use).
 * reach[i] is the furthest last token of exps[0..i], so the first
 * expansion reaching tok is found by binary search too.
 */
static const struct expansion *expansion_holding(struct builder *b,
						 uint32_t tok)
{
	size_t lo = 0, hi = expansions_after(b, tok);

	if (b->nreach != b->exps.len) {
		b->reach = cfix_xrealloc(b->reach, (b->exps.len + 1) *
							  sizeof(*b->reach));
		for (size_t i = 0; i < b->exps.len; i++)
			b->reach[i] = i && b->reach[i - 1] > b->exps.items[i].last
					      ? b->reach[i - 1]
					      : b->exps.items[i].last;
		b->nreach = b->exps.len;
	}
	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;

		if (b->reach[mid] < tok)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo < expansions_after(b, tok) ? &b->exps.items[lo] : NULL;
}

/*
 * Is cursor, covering tokens first..last, exactly one macro expansion?
 * Token ranges alone are not enough: every node built inside an object-
 * like macro maps to its one token.  The node must also start where the
 * macro's body starts (or in its own arguments).
 */
static const struct expansion *exact_expansion(struct builder *b,
					       CXCursor cursor, uint32_t first,
					       uint32_t last)
{
	const struct expansion *exp = expansion_at(b, first, last);
	CXFile file;
	unsigned offset;

	if (!exp || b->in_expansion)
		return NULL;
	if (!begins_in_macro(b, cursor, &file, &offset))
		return NULL;
	if (exp->has_body && same_file(file, exp->body_file) &&
	    offset == exp->body_off)
		return exp;
	/*
	 * Nested macros (ACPI_WMI_METHOD is BIT(1), which is UL(1) << 1):
	 * the node starts in an inner macro's body.  Nodes are built top
	 * down, so the first one covering exactly the use is its root.
	 */
	if (!same_file(file, b->file))
		return exp;
	if (same_file(file, b->file) &&
	    offset > b->src->toks[first].begin &&
	    offset < b->src->toks[last].end)
		return exp;	/* body starts with a parameter */
	return NULL;
}

static struct cfix_node *macro_use(struct builder *b, CXCursor cursor,
				   const struct expansion *exp)
{
	struct cfix_node *node;

	if (exp->first == exp->last) {
		node = ident_at(b, exp->first);
	} else {
		node = own_expr(b, exp->first, exp->last);
		node->flags &= ~CFIX_NODEF_OWN_PARSE;
	}
	node->flags |= CFIX_NODEF_MACRO_USE;
	if (clang_isExpression(clang_getCursorKind(cursor))) {
		set_type(b, node, clang_getCursorType(cursor));
		if (evaluates_to_int(cursor))
			node->flags |= CFIX_NODEF_CONSTANT;
	}
	return node;
}

/* Flags node CFIX_NODEF_MACRO when it is partly inside an expansion. */
static void flag_partial_macro(struct builder *b, CXCursor cursor,
			       struct cfix_node *node)
{
	const struct expansion *exp = expansion_holding(b, node->last);
	CXFile file;
	unsigned offset;

	if (exp && exp->first < node->first) {
		node->flags |= CFIX_NODEF_MACRO;
		return;
	}
	exp = expansion_holding(b, node->first);
	if (exp && exp->last > node->last) {
		node->flags |= CFIX_NODEF_MACRO;
		return;
	}
	if (!begins_in_macro(b, cursor, &file, &offset))
		return;
	/* Starts in a macro: fine if it starts with a clean macro use. */
	for (uint32_t i = 0; i < node->nkids; i++) {
		struct cfix_node *kid = node->kids[i];

		if (kid && kid->first == node->first &&
		    !(kid->flags & CFIX_NODEF_MACRO))
			return;
	}
	node->flags |= CFIX_NODEF_MACRO;
}

/* ---- expressions ----------------------------------------------------- */

static struct cfix_node *expr(struct builder *b, CXCursor cursor);

/*
 * clang's tree of what a macro use expands to, every node flagged
 * CFIX_NODEF_MACRO: the matcher may find a match that reaches into it
 * (`NOT_FLAGS(dev) & BUSY` where NOT_FLAGS is `!(d)->flags`) and report
 * it, but never rewrites it.
 */
static struct cfix_node *expansion_tree(struct builder *b, CXCursor cursor)
{
	struct cfix_node *tree;

	b->in_expansion++;
	tree = expr(b, cursor);
	b->in_expansion--;
	cfix_node_flag_tree(tree, CFIX_NODEF_MACRO);
	return tree;
}
static struct cfix_node *stmt(struct builder *b, CXCursor cursor);
static struct cfix_node *compound(struct builder *b, CXCursor cursor);

/* Implicit nodes (casts, value-to-rvalue) show as an UnexposedExpr with
 * one child of the same extent. */
static CXCursor skip_implicit(CXCursor cursor)
{
	while (clang_getCursorKind(cursor) == CXCursor_UnexposedExpr) {
		cursor_array kids = kids_of(cursor);
		bool same = kids.len == 1 &&
			    clang_equalRanges(clang_getCursorExtent(cursor),
					      clang_getCursorExtent(kids.items[0]));

		if (same)
			cursor = kids.items[0];
		cfix_array_release(&kids);
		if (!same)
			break;
	}
	return cursor;
}

static cursor_array expr_kids(CXCursor cursor)
{
	cursor_array kids = kids_of(cursor);
	size_t n = 0;

	for (size_t i = 0; i < kids.len; i++)
		if (clang_isExpression(clang_getCursorKind(kids.items[i])) ||
		    clang_isStatement(clang_getCursorKind(kids.items[i])))
			kids.items[n++] = kids.items[i];
	kids.len = n;
	return kids;
}

/*
 * The bytes of file (a header), or NULL.  Remembered: libclang finds a
 * file's buffer by a walk over every macro expansion of the translation
 * unit, which made each call cost a kernel file's parse 0.1 ms.
 */
static const char *file_text_of(struct builder *b, CXFile file, size_t *size)
{
	struct file_text entry = { .file = file };

	if (!file)
		return NULL;
	for (size_t i = 0; i < b->texts.len; i++)
		if (same_file(b->texts.items[i].file, file)) {
			*size = b->texts.items[i].size;
			return b->texts.items[i].text;
		}
	entry.text = clang_getFileContents(b->tu, file, &entry.size);
	cfix_array_push(&b->texts, entry);
	*size = entry.size;
	return entry.text;
}

/*
 * The length of the literal token at text[0, size): a number (a C
 * preprocessing number), or a character or string literal with its
 * prefix; 0 if none starts there.
 */
static size_t literal_len(const char *text, size_t size)
{
	size_t i = 0;

	if (isdigit((unsigned char)text[0]) ||
	    (text[0] == '.' && size > 1 && isdigit((unsigned char)text[1]))) {
		while (i < size &&
		       (isalnum((unsigned char)text[i]) || text[i] == '_' ||
			text[i] == '.' ||
			((text[i] == '+' || text[i] == '-') &&
			 strchr("eEpP", text[i - 1]))))
			i++;
		return i;
	}
	while (i < size && i < 2 && strchr("LuU8", text[i]) && text[i])
		i++;
	if (i >= size || (text[i] != '\'' && text[i] != '"'))
		return 0;
	for (char quote = text[i++]; i < size; i++) {
		if (text[i] == '\\')
			i++;
		else if (text[i] == quote)
			return i + 1;
		else if (text[i] == '\n')
			return 0;
	}
	return 0;
}

/* Literal text: the token, or where a macro spelled it. */
static const char *literal_text(struct builder *b, CXCursor cursor,
				uint32_t first)
{
	CXFile file;
	unsigned offset;

	if (!begins_in_macro(b, cursor, &file, &offset))
		return b->src->toks[first].text;
	if (same_file(file, b->file)) {
		uint32_t tok = tok_at(b->src, offset);

		if (tok < b->src->ntoks)
			return b->src->toks[tok].text;
	}
	/*
	 * Spelled in another file (`#define N 6` in a header): the token
	 * there.  A literal's cursor spelling is empty, and an empty text
	 * would compare equal to any other lost literal (the rule's `0`).
	 * Read from the file's buffer: clang_getToken() costs a lexer per
	 * call, a third of the build time of a kernel file.
	 */
	size_t size = 0;
	const char *buf = file_text_of(b, file, &size);
	size_t len = buf && offset < size ? literal_len(buf + offset,
							size - offset)
					  : 0;

	if (len)
		return cfix_arena_strndup(b->arena, buf + offset, len);
	return arena_cxstring(b->arena, clang_getCursorSpelling(cursor));
}

static struct cfix_node *leaf_expr(struct builder *b, CXCursor cursor,
				   enum cfix_node_kind kind, uint32_t first)
{
	struct cfix_node *node = new_node(b, kind, first, first);

	node->flags |= CFIX_NODEF_CONSTANT;
	node->text = literal_text(b, cursor, first);
	return node;
}

static struct cfix_node *ident_expr(struct builder *b, CXCursor cursor,
				    uint32_t first, uint32_t last)
{
	struct cfix_node *node = new_node(b, CFIX_NODE_IDENT, first, last);
	CXCursor ref = clang_getCursorReferenced(cursor);

	node->text = arena_cxstring(b->arena, clang_getCursorSpelling(cursor));
	if (clang_getCursorKind(ref) == CXCursor_EnumConstantDecl)
		node->flags |= CFIX_NODEF_CONSTANT;
	return node;
}

static struct cfix_node *operator_expr(struct builder *b, CXCursor cursor,
				       cursor_array *kids, uint32_t first,
				       uint32_t last)
{
	struct cfix_node *node;

	if (clang_getCursorKind(cursor) == CXCursor_UnaryOperator) {
		enum CXUnaryOperatorKind op =
			clang_getCursorUnaryOperatorKind(cursor);
		bool post = op == CXUnaryOperator_PostInc ||
			    op == CXUnaryOperator_PostDec;

		node = new_node(b, post ? CFIX_NODE_POSTFIX : CFIX_NODE_UNARY,
				first, last);
		node->op = arena_cxstring(b->arena,
					  clang_getUnaryOperatorKindSpelling(op));
		add(b, node, kids->len ? expr(b, kids->items[0]) : NULL);
		return node;
	}
	enum CXBinaryOperatorKind op = clang_getCursorBinaryOperatorKind(cursor);
	bool assign = op >= CXBinaryOperator_Assign &&
		      op <= CXBinaryOperator_OrAssign;

	node = new_node(b, assign ? CFIX_NODE_ASSIGN : CFIX_NODE_BINARY, first,
			last);
	node->op = arena_cxstring(b->arena,
				  clang_getBinaryOperatorKindSpelling(op));
	add(b, node, kids->len > 0 ? expr(b, kids->items[0]) : NULL);
	add(b, node, kids->len > 1 ? expr(b, kids->items[1]) : NULL);
	return node;
}

static struct cfix_node *member_expr(struct builder *b, CXCursor cursor,
				     cursor_array *kids, uint32_t first,
				     uint32_t last)
{
	struct cfix_node *node = new_node(b, CFIX_NODE_MEMBER, first, last);
	const char *spelling =
		arena_cxstring(b->arena, clang_getCursorSpelling(cursor));
	unsigned offset;
	uint32_t name = last;

	/* a member of a struct clang could not complete (`a->adc.idbus`
	 * with `struct gameport adc;` undefined) has no name nor place:
	 * the name is the expression's last token */
	if (*spelling && loc_in_file(b, clang_getCursorLocation(cursor), &offset))
		name = tok_at(b->src, offset);
	if (name >= b->src->ntoks || name == 0)
		name = last;
	node->op = tok_is(b->src, name - 1, "->") ? "->" : ".";
	add(b, node, kids->len ? expr(b, kids->items[0]) : NULL);
	add(b, node, ident_at(b, name));
	node->kids[1]->text = *spelling ? spelling : b->src->toks[name].text;
	return node;
}

/* The parenthesized type that starts at token open ("(" TYPE ")"). */
static struct cfix_node *paren_type(struct builder *b, uint32_t open,
				    uint32_t last, CXType type)
{
	uint32_t close = match_bracket(b, open, last);
	struct cfix_node *node;

	if (close == UINT32_MAX || !tok_is(b->src, open, "("))
		return NULL;
	node = type_node(b, open + 1, close - 1);
	if (type.kind != CXType_Invalid)
		node->type = arena_cxstring(b->arena, clang_getTypeSpelling(type));
	return node;
}

static struct cfix_node *cast_expr(struct builder *b, CXCursor cursor,
				   cursor_array *kids, uint32_t first,
				   uint32_t last)
{
	bool compound_lit =
		clang_getCursorKind(cursor) == CXCursor_CompoundLiteralExpr;
	struct cfix_node *node = new_node(
		b, compound_lit ? CFIX_NODE_COMPOUND_LIT : CFIX_NODE_CAST, first,
		last);
	CXType type = compound_lit ? clang_getCursorType(cursor)
				   : clang_getCursorType(cursor);

	add(b, node, paren_type(b, first, last, type));
	add(b, node, kids->len ? expr(b, kids->items[kids->len - 1]) : NULL);
	return node;
}

static struct cfix_node *sizeof_expr(struct builder *b, CXCursor cursor,
				     cursor_array *kids, uint32_t first,
				     uint32_t last)
{
	struct cfix_node *node = new_node(b, CFIX_NODE_SIZEOF, first, last);

	node->op = b->src->toks[first].text;
	if (kids->len) {
		add(b, node, expr(b, kids->items[0]));
	} else {
		add(b, node, paren_type(b, first + 1, last,
					clang_getCursorType(cursor)));
		if (node->kids[0])
			node->kids[0]->type = NULL;
	}
	return node;
}

/* A designated initializer (an UnexposedExpr starting at '.' or '['). */
static struct cfix_node *designator(struct builder *b, CXCursor cursor,
				    uint32_t first, uint32_t last)
{
	cursor_array kids = kids_of(cursor);
	struct cfix_node *node = new_node(b, CFIX_NODE_DESIGNATOR, first, last);
	CXCursor value = kids.items[kids.len - 1];

	node->op = tok_is(b->src, first, ".") ? "." : "[";
	if (node->op[0] == '.') {
		add(b, node, ident_at(b, first + 1));
	} else {
		add(b, node, expr(b, kids.items[0]));
	}
	add(b, node, expr(b, value));
	cfix_array_release(&kids);
	return node;
}

static bool is_designator(struct builder *b, CXCursor cursor, uint32_t first)
{
	cursor_array kids;
	bool yes;

	if (clang_getCursorKind(cursor) != CXCursor_UnexposedExpr ||
	    !(tok_is(b->src, first, ".") || tok_is(b->src, first, "[")))
		return false;
	kids = kids_of(cursor);
	yes = kids.len >= 2;
	cfix_array_release(&kids);
	return yes;
}

static struct cfix_node *list_expr(struct builder *b, CXCursor cursor,
				   cursor_array *kids, uint32_t first,
				   uint32_t last)
{
	struct cfix_node *node = new_node(b, CFIX_NODE_INIT_LIST, first, last);

	(void)cursor;
	for (size_t i = 0; i < kids->len; i++) {
		uint32_t kfirst, klast;

		if (cursor_toks(b, kids->items[i], &kfirst, &klast) &&
		    is_designator(b, kids->items[i], kfirst))
			add(b, node, designator(b, kids->items[i], kfirst, klast));
		else
			add(b, node, expr(b, kids->items[i]));
	}
	return node;
}

/* An expression clang did not structure: cparse, with clang's pieces
 * grafted back where they fit. */
static struct cfix_node *recovered_expr(struct builder *b, cursor_array *kids,
					uint32_t first, uint32_t last)
{
	struct cfix_node *node = own_expr(b, first, last);
	struct cfix_node **built;

	if (!kids->len || node->kind == CFIX_NODE_UNKNOWN)
		return node;
	built = cfix_xcalloc(kids->len, sizeof(*built));
	for (size_t i = 0; i < kids->len; i++)
		built[i] = expr(b, kids->items[i]);
	graft(node, built, kids->len);
	free(built);
	return node;
}

static struct cfix_node *expr_by_kind(struct builder *b, CXCursor cursor,
				      cursor_array *kids, uint32_t first,
				      uint32_t last)
{
	struct cfix_node *node;

	switch (clang_getCursorKind(cursor)) {
	case CXCursor_DeclRefExpr:
		return ident_expr(b, cursor, first, last);
	case CXCursor_IntegerLiteral:
	case CXCursor_FloatingLiteral:
	case CXCursor_ImaginaryLiteral:
		return leaf_expr(b, cursor, CFIX_NODE_NUMBER, first);
	case CXCursor_CharacterLiteral:
		return leaf_expr(b, cursor, CFIX_NODE_CHAR, first);
	case CXCursor_StringLiteral:
		node = leaf_expr(b, cursor, CFIX_NODE_STRING, first);
		node->last = last;
		return node;
	case CXCursor_ParenExpr:
		node = new_node(b, CFIX_NODE_PAREN, first, last);
		add(b, node, kids->len ? expr(b, kids->items[0]) : NULL);
		return node;
	case CXCursor_UnaryOperator:
	case CXCursor_BinaryOperator:
	case CXCursor_CompoundAssignOperator:
		return operator_expr(b, cursor, kids, first, last);
	case CXCursor_ConditionalOperator:
		node = new_node(b, CFIX_NODE_COND, first, last);
		for (size_t i = 0; i < 3; i++)
			add(b, node, i < kids->len ? expr(b, kids->items[i]) : NULL);
		return node;
	case CXCursor_CallExpr:
		node = new_node(b, CFIX_NODE_CALL, first, last);
		for (size_t i = 0; i < kids->len; i++)
			add(b, node, expr(b, kids->items[i]));
		return node;
	case CXCursor_MemberRefExpr:
		return member_expr(b, cursor, kids, first, last);
	case CXCursor_ArraySubscriptExpr:
		node = new_node(b, CFIX_NODE_INDEX, first, last);
		for (size_t i = 0; i < 2; i++)
			add(b, node, i < kids->len ? expr(b, kids->items[i]) : NULL);
		return node;
	case CXCursor_CStyleCastExpr:
	case CXCursor_CompoundLiteralExpr:
		return cast_expr(b, cursor, kids, first, last);
	case CXCursor_UnaryExpr:
		return sizeof_expr(b, cursor, kids, first, last);
	case CXCursor_InitListExpr:
		return list_expr(b, cursor, kids, first, last);
	case CXCursor_StmtExpr:
		node = new_node(b, CFIX_NODE_STMT_EXPR, first, last);
		add(b, node, kids->len ? compound(b, kids->items[0]) : NULL);
		return node;
	default:
		return recovered_expr(b, kids, first, last);
	}
}

static struct cfix_node *expr(struct builder *b, CXCursor cursor)
{
	CXSourceRange range;
	const struct expansion *exp;
	struct cfix_node *node;
	cursor_array kids;
	uint32_t first, last;

	cursor = skip_implicit(cursor);
	if (!cursor_toks(b, cursor, &first, &last))
		return NULL;
	range = b->extent;
	if (b->depth >= MAX_DEPTH)
		return too_deep(b, first, last);
	exp = exact_expansion(b, cursor, first, last);
	if (exp) {
		node = macro_use(b, cursor, exp);
		node->expansion = expansion_tree(b, cursor);
		return node;
	}
	kids = expr_kids(cursor);
	b->depth++;
	node = expr_by_kind(b, cursor, &kids, first, last);
	b->depth--;
	cfix_array_release(&kids);
	if (!(node->flags & CFIX_NODEF_OWN_PARSE) ||
	    clang_getCursorKind(cursor) == CXCursor_UnexposedExpr) {
		set_type(b, node, clang_getCursorType(cursor));
		adjust_array_param(b, cursor, node);
	}
	if (node->type && (strstr(node->type, "<dependent type>") ||
			   strstr(node->type, "cfix_var_"))) {
		node->type = NULL;	/* no real type: recovery or repair */
		node->flags &= ~CFIX_NODEF_POINTER;
	}
	remember_extent(b, cursor, range);
	flag_partial_macro(b, cursor, node);
	return node;
}

/* ---- declarations ------------------------------------------------------ */

static struct cfix_node *record(struct builder *b, CXCursor cursor);

/* The token naming a declared entity, or UINT32_MAX. */
static uint32_t name_tok(struct builder *b, CXCursor cursor, uint32_t first,
			 uint32_t last)
{
	unsigned offset;
	uint32_t tok;

	if (!loc_in_file(b, clang_getCursorLocation(cursor), &offset))
		return UINT32_MAX;
	tok = tok_at(b->src, offset);
	if (tok < first || tok > last ||
	    b->src->toks[tok].kind != CFIX_TOK_IDENT)
		return UINT32_MAX;
	return tok;
}

static bool is_record_kind(enum CXCursorKind kind)
{
	return kind == CXCursor_StructDecl || kind == CXCursor_UnionDecl ||
	       kind == CXCursor_EnumDecl;
}

/* The initializer of a variable: its expression child after '='. */
static struct cfix_node *initializer(struct builder *b, CXCursor cursor,
				     uint32_t name)
{
	cursor_array kids = kids_of(cursor);
	struct cfix_node *init = NULL;

	for (size_t i = 0; i < kids.len && !init; i++) {
		uint32_t first, last;

		if (!clang_isExpression(clang_getCursorKind(kids.items[i])) ||
		    !cursor_toks(b, kids.items[i], &first, &last))
			continue;
		if (first > name && first > 0 &&
		    tok_is(b->src, first - 1, "="))
			init = expr(b, kids.items[i]);
	}
	cfix_array_release(&kids);
	return init;
}

static struct cfix_node *params_of(struct builder *b, CXCursor cursor,
				   uint32_t name, uint32_t last);

static struct cfix_node *declarator(struct builder *b, CXCursor cursor,
				    uint32_t first, uint32_t last)
{
	struct cfix_node *node = new_node(b, CFIX_NODE_DECLARATOR, first, last);
	uint32_t name = name_tok(b, cursor, first, last);
	struct cfix_node *type;

	if (clang_getCursorKind(cursor) == CXCursor_EnumConstantDecl) {
		add(b, node, NULL);
	} else {
		type = new_node(b, CFIX_NODE_TYPE, first,
				name == UINT32_MAX ? first - 1 : name - 1);
		type->text = arena_cxstring(
			b->arena, clang_getTypeSpelling(clang_getCursorType(cursor)));
		if (strstr(type->text, "(unnamed ") ||
		    strstr(type->text, "(anonymous "))
			type->text = NULL;	/* clang names it by path */
		type->type = type->text;
		add(b, node, type);
	}
	add(b, node, name == UINT32_MAX ? NULL : ident_at(b, name));
	if (clang_getCursorKind(cursor) == CXCursor_EnumConstantDecl) {
		cursor_array kids = expr_kids(cursor);

		add(b, node, kids.len ? expr(b, kids.items[0]) : NULL);
		cfix_array_release(&kids);
	} else {
		add(b, node, name == UINT32_MAX ? NULL
						: initializer(b, cursor, name));
	}
	/* a prototype: its parameters, so types in them can be matched */
	if (clang_getCursorKind(cursor) == CXCursor_FunctionDecl &&
	    name != UINT32_MAX)
		add(b, node, params_of(b, cursor, name, last));
	return node;
}

static bool is_qualifier_tok(struct builder *b, uint32_t t)
{
	return t < b->src->ntoks &&
	       cfix__is_word_in(b->src->toks[t].text,
				cfix_common_qualifier_words);
}

/* Where a declaration's specifiers end: back from the first name over
 * the declarator's '*', '(' and qualifiers.  Qualifiers before the
 * first '*' or '(' are specifiers (`char const *p` is `const char *p`,
 * as a rule may write it). */
static uint32_t specifiers_end(struct builder *b, uint32_t first,
			       uint32_t name)
{
	uint32_t end = name;

	while (end > first && (tok_is(b->src, end - 1, "*") ||
			       tok_is(b->src, end - 1, "(") ||
			       is_qualifier_tok(b, end - 1)))
		end--;
	while (end > first && end < name && is_qualifier_tok(b, end))
		end++;
	return end > first ? end - 1 : first;
}

/*
 * One declaration from cursors sharing a start: an optional record
 * definition, then the declared names.  The record definition becomes a
 * kid of the specifiers' TYPE node.
 */
static struct cfix_node *decl_group(struct builder *b, CXCursor *group,
				    size_t count, uint32_t first,
				    uint32_t *last_out)
{
	struct cfix_node *decl = new_node(b, CFIX_NODE_DECL, first, first);
	struct cfix_node *rec = NULL;
	uint32_t spec_end = first, pos, last = first;
	bool bare = false;	/* `main(int x);`: no specifiers at all */
	size_t i = 0;

	if (is_record_kind(clang_getCursorKind(group[0]))) {
		rec = clang_isCursorDefinition(group[0]) ? record(b, group[0])
							 : NULL;
		if (rec)
			spec_end = rec->last;
		else
			cursor_toks(b, group[0], &spec_end, &spec_end);
		i = 1;
	}
	if (i < count) {
		uint32_t f, l, name;

		if (cursor_toks(b, group[i], &f, &l)) {
			name = name_tok(b, group[i], f, l);
			if (name != UINT32_MAX && name > spec_end)
				spec_end = specifiers_end(b, first, name);
			bare = name == first && !rec;
		}
	}
	add(b, decl, type_node(b, first, spec_end));
	if (bare) {	/* an empty TYPE, as a definition's (function()) */
		decl->kids[0]->last = first - 1;
		decl->kids[0]->text = "";
		spec_end = first - 1;
	}
	if (rec) {
		decl->kids[0]->text = join_toks(b, first, spec_end,
						rec->first + 1, rec->last);
		add(b, decl->kids[0], rec);
	}
	last = spec_end;
	pos = spec_end + 1;
	for (; i < count; i++) {
		uint32_t f, l;

		if (!cursor_toks(b, group[i], &f, &l) || l < pos)
			continue;
		add(b, decl, declarator(b, group[i], pos, l));
		last = l;
		pos = l + 1;
		if (tok_is(b->src, pos, ","))
			pos++;
	}
	if (tok_is(b->src, last + 1, ";"))
		last++;
	decl->last = last;
	*last_out = last;
	return decl;
}

/* Groups cursors[i..] that share a start token; returns the group size. */
static size_t group_size(struct builder *b, CXCursor *cursors, size_t count)
{
	uint32_t first, last, f, l;
	size_t n = 1;

	bool rec = is_record_kind(clang_getCursorKind(cursors[0]));

	if (!cursor_toks(b, cursors[0], &first, &last))
		return 1;
	/* "typedef struct s {...} S;": the record comes first but starts
	 * after the typedef */
	while (n < count && cursor_toks(b, cursors[n], &f, &l) &&
	       (f == first || (rec && f < first && l >= last)) &&
	       !clang_equalCursors(cursors[n], cursors[0]))
		n++;
	return n;
}

/* The first token of a group of cursors. */
static uint32_t group_first(struct builder *b, CXCursor *cursors, size_t n)
{
	uint32_t first = UINT32_MAX, f, l;

	for (size_t i = 0; i < n; i++)
		if (cursor_toks(b, cursors[i], &f, &l) && f < first)
			first = f;
	return first;
}

/* Appends the declarations among cursors to parent, in order. */
static void add_decls(struct builder *b, struct cfix_node *parent,
		      CXCursor *cursors, size_t count)
{
	for (size_t i = 0; i < count;) {
		size_t n = group_size(b, cursors + i, count - i);
		uint32_t first, last;

		first = group_first(b, cursors + i, n);
		if (first != UINT32_MAX)
			add(b, parent, decl_group(b, cursors + i, n, first, &last));
		i += n;
	}
}

/*
 * Did clang leave fields out of the record node's kids?  It drops a
 * field whose name repeats an earlier one (an error), and with it a
 * whole declaration (`int a; ... int a, b;`) or its first declarators
 * (the specifiers then seem to end in a ','): a body token no kid
 * covers, or kid specifiers ending in ','.
 */
static bool fields_lost(struct builder *b, const struct cfix_node *record,
			uint32_t first, uint32_t last)
{
	uint32_t next = first;

	for (uint32_t k = 0; k < record->nkids; k++) {
		const struct cfix_node *kid = record->kids[k];

		if (!kid || kid->first > kid->last)
			continue;
		for (; next < kid->first; next++)
			if (!b->skip[next] && !tok_is(b->src, next, ";"))
				return true;
		if (kid->kind == CFIX_NODE_DECL && kid->nkids &&
		    kid->kids[0] && kid->kids[0]->last > kid->kids[0]->first &&
		    tok_is(b->src, kid->kids[0]->last, ","))
			return true;
		if (kid->last + 1 > next)
			next = kid->last + 1;
	}
	for (; next <= last && next < b->src->ntoks; next++)
		if (!b->skip[next] && !tok_is(b->src, next, ";"))
			return true;
	return false;
}

/*
 * The record's fields read again by cfix's parser, from tokens first to
 * last (its body, between the braces): each run of tokens between
 * directive lines is parsed on its own.  Clang's kids stay when a run
 * does not parse.
 */
static void own_fields(struct builder *b, struct cfix_node *record,
		       uint32_t first, uint32_t last)
{
	CFIX_ARRAY(struct cfix_node *) kids = {0};

	for (uint32_t i = first, run; i <= last; i = run) {
		struct cfix_cparse parser;
		struct cfix_node *list;

		run = next_run(b, &i, last);
		if (run == i)
			break;
		parser = parser_over(b, i, run - 1);
		list = cfix_cparse_fields(&parser);
		if (!list || parser.pos != parser.end)
			goto done;
		for (uint32_t k = 0; k < list->nkids; k++) {
			cfix_node_flag_tree(list->kids[k], CFIX_NODEF_OWN_PARSE);
			cfix_array_push(&kids, list->kids[k]);
		}
	}
	record->nkids = 0;
	for (size_t k = 0; k < kids.len; k++)
		add(b, record, kids.items[k]);
done:
	cfix_array_release(&kids);
}

static struct cfix_node *record(struct builder *b, CXCursor cursor)
{
	struct cfix_node *node;
	cursor_array kids = kids_of(cursor), fields = {0};
	uint32_t first, last, open = UINT32_MAX;
	CXCursor *prev = NULL;

	if (!cursor_toks(b, cursor, &first, &last))
		goto done;
	node = new_node(b, CFIX_NODE_RECORD, first, last);
	if (first + 1 <= last && b->src->toks[first + 1].kind == CFIX_TOK_IDENT)
		node->text = cfix_arena_printf(b->arena, "%s %s",
					       b->src->toks[first].text,
					       b->src->toks[first + 1].text);
	else
		node->text = b->src->toks[first].text;
	for (uint32_t i = first; i <= last && open == UINT32_MAX; i++)
		if (tok_is(b->src, i, "{"))
			open = i;
	for (size_t i = 0; i < kids.len; i++) {
		enum CXCursorKind kind = clang_getCursorKind(kids.items[i]);

		if (kind == CXCursor_EnumConstantDecl) {
			uint32_t f, l;

			if (cursor_toks(b, kids.items[i], &f, &l))
				add(b, node, declarator(b, kids.items[i], f, l));
		} else if (kind == CXCursor_FieldDecl || is_record_kind(kind)) {
			cfix_array_push(&fields, kids.items[i]);
		}
	}
	(void)prev;
	if (fields.len)
		add_decls(b, node, fields.items, fields.len);
	if (open != UINT32_MAX &&
	    clang_getCursorKind(cursor) != CXCursor_EnumDecl &&
	    fields_lost(b, node, open + 1, last - 1))
		own_fields(b, node, open + 1, last - 1);
	cfix_array_release(&fields);
	cfix_array_release(&kids);
	return node;
done:
	cfix_array_release(&kids);
	return NULL;
}

static struct cfix_node *param(struct builder *b, CXCursor cursor)
{
	uint32_t first, last, name;
	struct cfix_node *node;

	if (!cursor_toks(b, cursor, &first, &last))
		return NULL;
	node = new_node(b, CFIX_NODE_PARAM, first, last);
	name = name_tok(b, cursor, first, last);
	if (name == UINT32_MAX) {
		add(b, node, type_node(b, first, last));
		add(b, node, NULL);
	} else if (name == last && name > first) {
		/* the usual `T *name`: the type is the tokens before it */
		add(b, node, type_node(b, first, name - 1));
		add(b, node, ident_at(b, name));
	} else {
		add(b, node, type_node(b, first, last));
		node->kids[0]->text = join_toks(b, first, last, name, name);
		add(b, node, ident_at(b, name));
	}
	node->kids[0]->type = arena_cxstring(
		b->arena, clang_getTypeSpelling(clang_getCursorType(cursor)));
	return node;
}

/* The PARAMS of a function declared at token name: `(` ... `)`. */
static struct cfix_node *params_of(struct builder *b, CXCursor cursor,
				   uint32_t name, uint32_t last)
{
	cursor_array kids = kids_of(cursor);
	uint32_t close = tok_is(b->src, name + 1, "(")
				 ? match_bracket(b, name + 1, last)
				 : UINT32_MAX;
	struct cfix_node *params = new_node(b, CFIX_NODE_PARAMS, name + 1,
					    close == UINT32_MAX ? name : close);

	for (size_t i = 0; i < kids.len; i++) {
		if (clang_getCursorKind(kids.items[i]) == CXCursor_ParmDecl)
			add(b, params, param(b, kids.items[i]));
	}
	cfix_array_release(&kids);
	return params;
}

static struct cfix_node *function(struct builder *b, CXCursor cursor,
				  uint32_t first, uint32_t last)
{
	struct cfix_node *node = new_node(b, CFIX_NODE_FUNCTION, first, last);
	struct cfix_node *params;
	cursor_array kids = kids_of(cursor);
	uint32_t name = name_tok(b, cursor, first, last);
	CXCursor body = clang_getNullCursor();

	if (name == UINT32_MAX)
		name = first;
	add(b, node, type_node(b, first, name - (name > first)));
	if (name == first)
		node->kids[0]->last = first - 1;
	add(b, node, ident_at(b, name));
	params = params_of(b, cursor, name, last);
	for (size_t i = 0; i < kids.len; i++) {
		if (clang_getCursorKind(kids.items[i]) == CXCursor_CompoundStmt)
			body = kids.items[i];
	}
	add(b, node, params);
	add(b, node, clang_Cursor_isNull(body) ? NULL : compound(b, body));
	cfix_array_release(&kids);
	return node;
}

/* ---- statements -------------------------------------------------------- */

static bool ends_with_semicolon(enum cfix_node_kind kind)
{
	switch (kind) {
	case CFIX_NODE_EXPR_STMT: case CFIX_NODE_RETURN: case CFIX_NODE_BREAK:
	case CFIX_NODE_CONTINUE: case CFIX_NODE_GOTO: case CFIX_NODE_DO:
	case CFIX_NODE_DECL:
		return true;
	default:
		return false;
	}
}

static struct cfix_node *stmt_or_null(struct builder *b, cursor_array *kids,
				      size_t index)
{
	return index < kids->len ? stmt(b, kids->items[index]) : NULL;
}

static struct cfix_node *expr_or_null(struct builder *b, cursor_array *kids,
				      size_t index)
{
	return index < kids->len ? expr(b, kids->items[index]) : NULL;
}

/* for (init; cond; inc) body: clang omits absent parts, so each child is
 * placed by where it lies relative to the two ';'. */
static struct cfix_node *for_stmt(struct builder *b, cursor_array *kids,
				  uint32_t first, uint32_t last)
{
	struct cfix_node *node = cfix_node_new(b->arena, CFIX_NODE_FOR, 4);
	uint32_t close = match_bracket(b, first + 1, last), semi[2] = {0, 0};
	int depth = 0, nsemi = 0;

	node->first = first;
	node->last = last;
	for (uint32_t i = first + 1; i < close && close != UINT32_MAX; i++) {
		const char *t = b->src->toks[i].text;

		depth += (t[0] == '(' || t[0] == '[' || t[0] == '{') && !t[1];
		depth -= (t[0] == ')' || t[0] == ']' || t[0] == '}') && !t[1];
		if (depth == 1 && strcmp(t, ";") == 0 && nsemi < 2)
			semi[nsemi++] = i;
	}
	for (size_t i = 0; i < kids->len; i++) {
		uint32_t f, l;
		int slot;

		if (!cursor_toks(b, kids->items[i], &f, &l))
			continue;
		if (nsemi < 2 || f > close)
			slot = 3;
		else
			slot = f <= semi[0] ? 0 : f < semi[1] ? 1 : 2;
		if (slot == 3)
			node->kids[3] = stmt(b, kids->items[i]);
		else if (clang_getCursorKind(kids->items[i]) == CXCursor_DeclStmt)
			node->kids[slot] = stmt(b, kids->items[i]);
		else
			node->kids[slot] = expr(b, kids->items[i]);
	}
	for (int i = 0; i < 4; i++)
		if (node->kids[i])
			node->kids[i]->parent = node;
	return node;
}

static struct cfix_node *stmt_by_kind(struct builder *b, CXCursor cursor,
				      cursor_array *kids, uint32_t first,
				      uint32_t last)
{
	enum CXCursorKind kind = clang_getCursorKind(cursor);
	struct cfix_node *node;

	switch (kind) {
	case CXCursor_CompoundStmt:
		return compound(b, cursor);
	case CXCursor_IfStmt:
		node = new_node(b, CFIX_NODE_IF, first, last);
		add(b, node, expr_or_null(b, kids, 0));
		add(b, node, stmt_or_null(b, kids, 1));
		add(b, node, stmt_or_null(b, kids, 2));
		return node;
	case CXCursor_WhileStmt:
	case CXCursor_SwitchStmt:
		node = new_node(b, kind == CXCursor_WhileStmt ? CFIX_NODE_WHILE
							      : CFIX_NODE_SWITCH,
				first, last);
		add(b, node, expr_or_null(b, kids, 0));
		add(b, node, stmt_or_null(b, kids, 1));
		return node;
	case CXCursor_DoStmt:
		node = new_node(b, CFIX_NODE_DO, first, last);
		add(b, node, stmt_or_null(b, kids, 0));
		add(b, node, expr_or_null(b, kids, 1));
		return node;
	case CXCursor_ForStmt:
		return for_stmt(b, kids, first, last);
	case CXCursor_CaseStmt:
		node = new_node(b, CFIX_NODE_CASE, first, last);
		add(b, node, expr_or_null(b, kids, 0));
		add(b, node, kids->len > 1 ? stmt(b, kids->items[kids->len - 1])
					   : NULL);
		return node;
	case CXCursor_DefaultStmt:
		node = new_node(b, CFIX_NODE_DEFAULT, first, last);
		add(b, node, stmt_or_null(b, kids, 0));
		return node;
	case CXCursor_BreakStmt:
		return new_node(b, CFIX_NODE_BREAK, first, last);
	case CXCursor_ContinueStmt:
		return new_node(b, CFIX_NODE_CONTINUE, first, last);
	case CXCursor_NullStmt:
		return new_node(b, CFIX_NODE_NULL_STMT, first, last);
	case CXCursor_ReturnStmt:
		node = new_node(b, CFIX_NODE_RETURN, first, last);
		add(b, node, expr_or_null(b, kids, 0));
		return node;
	case CXCursor_GotoStmt:
		node = new_node(b, CFIX_NODE_GOTO, first, last);
		add(b, node, first + 1 <= last ? ident_at(b, first + 1) : NULL);
		return node;
	case CXCursor_LabelStmt:
		node = new_node(b, CFIX_NODE_LABEL, first, last);
		add(b, node, ident_at(b, first));
		add(b, node, stmt_or_null(b, kids, 0));
		return node;
	case CXCursor_DeclStmt: {
		cursor_array decls = kids_of(cursor);
		uint32_t decl_last;

		node = decls.len ? decl_group(b, decls.items, decls.len, first,
					      &decl_last)
				 : unknown(b, first, last);
		cfix_array_release(&decls);
		return node;
	}
	default:
		break;
	}
	if (clang_isExpression(kind)) {
		node = new_node(b, CFIX_NODE_EXPR_STMT, first, last);
		add(b, node, expr(b, cursor));
		return node;
	}
	node = unknown(b, first, last);	/* asm and the like */
	return node;
}

/* A loop whose head is a macro (list_for_each_entry(...) { }). */
static struct cfix_node *iterator(struct builder *b, CXCursor cursor,
				  const struct expansion *exp, uint32_t last)
{
	cursor_array kids = expr_kids(cursor);
	struct cfix_node *node = new_node(b, CFIX_NODE_ITERATOR, exp->first,
					  last);
	struct cfix_node *head = own_expr(b, exp->first, exp->last);

	head->flags |= CFIX_NODEF_MACRO_USE;
	head->flags &= ~CFIX_NODEF_OWN_PARSE;
	add(b, node, head);
	add(b, node, kids.len ? stmt(b, kids.items[kids.len - 1]) : NULL);
	cfix_array_release(&kids);
	return node;
}

static struct cfix_node *stmt(struct builder *b, CXCursor cursor)
{
	enum CXCursorKind kind = clang_getCursorKind(cursor);
	CXSourceRange range;
	const struct expansion *exp;
	struct cfix_node *node;
	cursor_array kids;
	uint32_t first, last;

	if (!cursor_toks(b, cursor, &first, &last))
		return NULL;
	range = b->extent;
	if (b->depth >= MAX_DEPTH)
		return too_deep(b, first, last);
	if (kind == CXCursor_CompoundStmt) {
		b->depth++;
		node = compound(b, cursor);
		b->depth--;
		return node;
	}
	exp = expansion_holding(b, first);
	if (exp && exp->first == first && exp->last < last &&
	    (kind == CXCursor_ForStmt || kind == CXCursor_WhileStmt))
		return iterator(b, cursor, exp, last);
	exp = exact_expansion(b, cursor, first, last);
	if (exp && !clang_isExpression(kind)) {
		node = new_node(b, CFIX_NODE_EXPR_STMT, first, last);
		add(b, node, macro_use(b, cursor, exp));
	} else {
		kids = expr_kids(cursor);
		b->depth++;
		node = stmt_by_kind(b, cursor, &kids, first, last);
		b->depth--;
		cfix_array_release(&kids);
	}
	for (uint32_t i = 0; i < node->nkids; i++)
		if (node->kids[i] && node->kids[i]->last > node->last &&
		    node->kids[i]->first <= node->kids[i]->last)
			node->last = node->kids[i]->last; /* a kid's ';' */
	if (ends_with_semicolon(node->kind) && tok_is(b->src, node->last + 1, ";"))
		node->last++;
	if (node->kind != CFIX_NODE_EXPR_STMT && node->kind != CFIX_NODE_DECL) {
		remember_extent(b, cursor, range);
		flag_partial_macro(b, cursor, node);
	}
	return node;
}

/* Tokens first..last as whole statements of cparse's, or NULL (a token
 * cparse cannot place, or a directive line among them). */
static struct cfix_node *own_stmts(struct builder *b, uint32_t first,
				   uint32_t last)
{
	struct cfix_cparse parser;
	struct cfix_node *list;

	for (uint32_t i = first; i <= last; i++)
		if (b->skip[i])
			return NULL;
	parser = parser_over(b, first, last);
	list = cfix_cparse_stmts(&parser);
	if (!list || parser.pos != parser.end)
		return NULL;
	for (uint32_t k = 0; k < list->nkids; k++)
		if (list->kids[k]->kind == CFIX_NODE_UNKNOWN)
			return NULL;	/* what cparse could not read */
	return list;
}

/*
 * The statements from clang's cut, a statement clang's error recovery
 * cut short, through the gap after it (`T *p = m(T, x, return);`: the
 * declaration stops before `=`, the rest is no statement of its own):
 * cparse's, when the gap alone does not parse and the whole does; else
 * cut and the gap as they are.
 */
static void fill_gap(struct builder *b, struct cfix_node *parent,
		     struct cfix_node *cut, uint32_t first, uint32_t last)
{
	struct cfix_node *list = NULL;

	if (cut && first <= last && !own_stmts(b, first, last))
		list = own_stmts(b, cut->first, last);
	if (list) {
		for (uint32_t k = 0; k < list->nkids; k++) {
			cfix_node_flag_tree(list->kids[k], CFIX_NODEF_OWN_PARSE);
			add(b, parent, list->kids[k]);
		}
		return;
	}
	if (cut)
		add(b, parent, cut);
	if (first <= last)
		own_fill(b, parent, first, last, true);
}

/* { ... }: clang's statements, and cparse's for the tokens between them
 * that clang dropped. */
static struct cfix_node *compound(struct builder *b, CXCursor cursor)
{
	cursor_array kids = kids_of(cursor);
	struct cfix_node *node, *cut = NULL;
	uint32_t first, last, pos;

	if (!cursor_toks(b, cursor, &first, &last)) {
		cfix_array_release(&kids);
		return NULL;
	}
	node = new_node(b, CFIX_NODE_COMPOUND, first, last);
	pos = first + 1;
	for (size_t i = 0; i < kids.len; i++) {
		struct cfix_node *kid = stmt(b, kids.items[i]);

		if (!kid || kid->last < pos)
			continue;	/* inside a macro use seen already */
		fill_gap(b, node, cut, pos, kid->first - 1);
		cut = kid;
		pos = kid->last + 1;
	}
	fill_gap(b, node, cut, pos, last - 1);
	cfix_array_release(&kids);
	return node;
}

/* ---- the file ---------------------------------------------------------- */

static enum cfix_tok_kind literal_kind(const char *text)
{
	const char *p = text;

	if (p[0] == 'u' && p[1] == '8')
		p += 2;
	else if (p[0] == 'L' || p[0] == 'u' || p[0] == 'U')
		p++;
	if (*p == '"')
		return CFIX_TOK_STRING;
	if (*p == '\'')
		return CFIX_TOK_CHAR;
	return CFIX_TOK_NUMBER;
}

static enum cfix_tok_kind token_kind(CXTokenKind kind, const char *text)
{
	switch (kind) {
	case CXToken_Punctuation:
		return CFIX_TOK_PUNCT;
	case CXToken_Keyword:
		return CFIX_TOK_KEYWORD;
	case CXToken_Identifier:
		return cfix_is_c_keyword(text) ? CFIX_TOK_KEYWORD
					       : CFIX_TOK_IDENT;
	default:
		return literal_kind(text);
	}
}

/* Flags the tokens of directive lines (a '#' first on its line, through
 * backslash-continued lines). */
static void flag_directives(struct cfix_source *src)
{
	for (uint32_t i = 0; i < src->ntoks; i++) {
		size_t end;

		if (!(src->toks[i].flags & CFIX_TOKF_LINE_START) ||
		    strcmp(src->toks[i].text, "#") != 0)
			continue;
		for (end = src->toks[i].begin; end < src->len; end++)
			if (src->text[end] == '\n' &&
			    !(end > 0 && src->text[end - 1] == '\\') &&
			    !(end > 1 && src->text[end - 1] == '\r' &&
			      src->text[end - 2] == '\\'))
				break;
		while (i < src->ntoks && src->toks[i].begin < end)
			src->toks[i++].flags |= CFIX_TOKF_PP;
		i--;
	}
}

static void read_tokens(struct builder *b)
{
	struct cfix_source *src = b->src;
	CXSourceRange range = clang_getRange(
		clang_getLocationForOffset(b->tu, b->file, 0),
		clang_getLocationForOffset(b->tu, b->file, (unsigned)src->len));
	CXToken *ctoks = NULL;
	unsigned count = 0, line = 1, col = 1;
	size_t at = 0;
	uint32_t prev_line = 0;

	clang_tokenize(b->tu, range, &ctoks, &count);
	src->toks = cfix_arena_alloc(b->arena, (count + 1) * sizeof(*src->toks));
	for (unsigned i = 0; i < count; i++) {
		CXTokenKind kind = clang_getTokenKind(ctoks[i]);
		CXSourceRange extent = clang_getTokenExtent(b->tu, ctoks[i]);
		unsigned begin, end;
		struct cfix_token *tok;

		if (kind == CXToken_Comment)
			continue;
		clang_getSpellingLocation(clang_getRangeStart(extent), NULL, NULL,
					  NULL, &begin);
		clang_getSpellingLocation(clang_getRangeEnd(extent), NULL, NULL,
					  NULL, &end);
		if (begin > src->len || end > src->len || end < begin)
			continue;
		for (; at < begin; at++) {
			if (src->text[at] == '\n') {
				line++;
				col = 1;
			} else {
				col++;
			}
		}
		tok = &src->toks[src->ntoks++];
		tok->begin = begin;
		tok->end = end;
		tok->line = line;
		tok->col = col;
		tok->text = cfix_arena_strndup(b->arena, src->text + begin,
					       end - begin);
		tok->kind = token_kind(kind, tok->text);
		if (line != prev_line)
			tok->flags |= CFIX_TOKF_LINE_START;
		prev_line = line;
	}
	if (ctoks)
		clang_disposeTokens(b->tu, ctoks, count);
	src->toks[src->ntoks].kind = CFIX_TOK_EOF;
	src->toks[src->ntoks].begin = src->toks[src->ntoks].end =
		(uint32_t)src->len;
	src->toks[src->ntoks].text = "";
	flag_directives(src);
}

/* Tokens the view leaves alone: directives and #if'd-out code. */
static void mark_skipped(struct builder *b)
{
	CXSourceRangeList *ranges = clang_getSkippedRanges(b->tu, b->file);

	b->skip = cfix_arena_alloc(b->arena, b->src->ntoks + 1);
	for (uint32_t i = 0; i < b->src->ntoks; i++)
		b->skip[i] = b->src->toks[i].flags & CFIX_TOKF_PP;
	for (unsigned r = 0; ranges && r < ranges->count; r++) {
		unsigned begin, end;

		clang_getSpellingLocation(clang_getRangeStart(ranges->ranges[r]),
					  NULL, NULL, NULL, &begin);
		clang_getSpellingLocation(clang_getRangeEnd(ranges->ranges[r]),
					  NULL, NULL, NULL, &end);
		for (uint32_t i = tok_at(b->src, begin);
		     i < b->src->ntoks && b->src->toks[i].begin < end; i++)
			b->skip[i] = true;
	}
	if (ranges)
		clang_disposeSourceRangeList(ranges);
}

/* Where the body of a macro definition starts (after name and params). */
static bool macro_body_start(CXTranslationUnit tu, CXCursor def,
			     CXFile *file, unsigned *offset)
{
	CXToken *toks = NULL;
	unsigned count = 0, i = 1;
	bool found = false;

	clang_tokenize(tu, clang_getCursorExtent(def), &toks, &count);
	if (clang_Cursor_isMacroFunctionLike(def)) {
		while (i < count) {
			CXString s = clang_getTokenSpelling(tu, toks[i++]);
			bool close = strcmp(clang_getCString(s), ")") == 0;

			clang_disposeString(s);
			if (close)
				break;
		}
	}
	if (i < count) {
		CXSourceLocation loc =
			clang_getRangeStart(clang_getTokenExtent(tu, toks[i]));

		clang_getSpellingLocation(loc, file, NULL, NULL, offset);
		found = true;
	}
	if (toks)
		clang_disposeTokens(tu, toks, count);
	return found;
}

static void add_expansion(struct builder *b, CXCursor cursor)
{
	struct expansion exp = {0};
	CXCursor def = clang_getCursorReferenced(cursor);

	if (!cursor_toks(b, cursor, &exp.first, &exp.last))
		return;
	if (!clang_Cursor_isNull(def))
		exp.has_body = macro_body_start(b->tu, def, &exp.body_file,
						&exp.body_off);
	exp.def = def;
	cfix_array_push(&b->exps, exp);
}

static int compare_macro_names(const void *a, const void *b)
{
	return strcmp(((const struct macro_name *)a)->name,
		      ((const struct macro_name *)b)->name);
}

/*
 * The name an object-like macro's body is, if its body is one identifier
 * (`#define cpu_to_le32 __cpu_to_le32`); NULL otherwise.
 */
static const char *alias_of(struct builder *b, CXCursor def)
{
	CXToken *toks = NULL;
	unsigned count = 0;
	const char *name = NULL;

	if (clang_Cursor_isMacroFunctionLike(def))
		return NULL;
	clang_tokenize(b->tu, clang_getCursorExtent(def), &toks, &count);
	if (count == 2 && clang_getTokenKind(toks[1]) == CXToken_Identifier)
		name = arena_cxstring(b->arena,
				      clang_getTokenSpelling(b->tu, toks[1]));
	if (toks)
		clang_disposeTokens(b->tu, toks, count);
	return name;
}

/*
 * An object-like macro naming a function-like one, used with arguments:
 * `cpu_to_le32(x & MASK)`.  clang records the use of cpu_to_le32 alone,
 * while what it expands to spans the arguments too; without the whole
 * use as one expansion every node inside it would span the same tokens
 * and any two operands would compare equal.  The use is extended to its
 * closing parenthesis and takes the function-like macro's body.
 */
static void extend_aliases(struct builder *b)
{
	if (b->all_defs.len)
		qsort(b->all_defs.items, b->all_defs.len,
		      sizeof(*b->all_defs.items), compare_macro_names);
	for (size_t i = 0; i < b->exps.len; i++) {
		struct expansion *exp = &b->exps.items[i];
		CXCursor def = exp->def;
		uint32_t close;

		if (clang_Cursor_isNull(def) || exp->first != exp->last ||
		    !tok_is(b->src, exp->last + 1, "(") ||
		    b->skip[exp->last + 1])
			continue;
		for (int hops = 0; hops < 8 && !clang_Cursor_isNull(def);
		     hops++) {
			struct macro_name key = {.name = alias_of(b, def)};
			struct macro_name *found;

			if (!key.name) {
				def = clang_getNullCursor();
				break;
			}
			found = b->all_defs.len
					? bsearch(&key, b->all_defs.items,
						  b->all_defs.len,
						  sizeof(*b->all_defs.items),
						  compare_macro_names)
					: NULL;
			def = found ? found->def : clang_getNullCursor();
			if (found && clang_Cursor_isMacroFunctionLike(def))
				break;
		}
		if (clang_Cursor_isNull(def) ||
		    !clang_Cursor_isMacroFunctionLike(def))
			continue;
		close = match_bracket(b, exp->last + 1, b->src->ntoks - 1);
		if (close == UINT32_MAX)
			continue;
		exp->last = close;
		exp->has_body = macro_body_start(b->tu, def, &exp->body_file,
						 &exp->body_off);
	}
	b->nreach = 0;
}

static enum CXChildVisitResult collect_top(CXCursor cursor, CXCursor parent,
					   CXClientData data)
{
	struct builder *b = data;
	enum CXCursorKind kind = clang_getCursorKind(cursor);
	unsigned offset;

	(void)parent;
	if (kind == CXCursor_MacroDefinition) {
		struct macro_name entry = {
			.name = arena_cxstring(b->arena,
					       clang_getCursorSpelling(cursor)),
			.def = cursor,
		};

		cfix_array_push(&b->all_defs, entry);
	}
	if (kind == CXCursor_TypedefDecl)
		cfix_array_push(&b->typenames,
				arena_cxstring(b->arena,
					       clang_getCursorSpelling(cursor)));
	if (!loc_in_file(b, clang_getRangeStart(clang_getCursorExtent(cursor)),
			 &offset))
		return CXChildVisit_Continue;
	if (kind == CXCursor_MacroExpansion)
		add_expansion(b, cursor);
	else if (kind == CXCursor_MacroDefinition)
		cfix_array_push(&b->defs, cursor);
	else if (clang_isDeclaration(kind))
		cfix_array_push(&b->tops, cursor);
	return CXChildVisit_Continue;
}

static void build_macros(struct builder *b)
{
	struct cfix_source *src = b->src;

	src->macros = cfix_arena_alloc(b->arena,
				       (b->defs.len + 1) * sizeof(*src->macros));
	for (size_t i = 0; i < b->defs.len; i++) {
		CXCursor def = b->defs.items[i];
		struct cfix_macro_def *macro = &src->macros[src->nmacros];
		uint32_t first, last, body;
		struct cfix_cparse parser;

		if (clang_Cursor_isMacroBuiltin(def) ||
		    !cursor_toks(b, def, &first, &last))
			continue;
		src->nmacros++;
		macro->name = arena_cxstring(b->arena, clang_getCursorSpelling(def));
		body = first + 1;
		if (clang_Cursor_isMacroFunctionLike(def) && body <= last)
			body = match_bracket(b, body, last) + 1;
		macro->first = body;
		macro->last = last;
		if (body > last)
			continue;
		parser = parser_over(b, body, last);
		macro->body = cfix_cparse_expr(&parser);
		if (!macro->body || parser.pos != parser.end) {
			parser = parser_over(b, body, last);
			macro->body = cfix_cparse_stmts(&parser);
			if (macro->body && parser.pos != parser.end)
				macro->body = NULL;
		}
		cfix_node_flag_tree(macro->body, CFIX_NODEF_MACRO_DEF | CFIX_NODEF_OWN_PARSE);
		cfix_node_link_parents(macro->body);
	}
}

/*
 * The function definition of a group that is one definition and records
 * its return type names for the first time ("static struct s *f(void)
 * {...}" gives clang's cursors struct s, then f), or -1.
 */
static long group_function(struct builder *b, CXCursor *cursors, size_t n,
			   uint32_t *last)
{
	long fn = -1;
	uint32_t f;

	for (size_t i = 0; i < n; i++) {
		enum CXCursorKind kind = clang_getCursorKind(cursors[i]);

		if (kind == CXCursor_FunctionDecl &&
		    clang_isCursorDefinition(cursors[i]) && fn < 0)
			fn = (long)i;
		else if (!is_record_kind(kind) ||
			 clang_isCursorDefinition(cursors[i]))
			return -1;
	}
	if (n < 2 || fn < 0 || !cursor_toks(b, cursors[fn], &f, last))
		return -1;
	return fn;
}

/* A top-level item clang gave: a function, or a declaration group. */
static struct cfix_node *top_item(struct builder *b, CXCursor *cursors,
				  size_t n, uint32_t first, uint32_t last)
{
	enum CXCursorKind kind = clang_getCursorKind(cursors[0]);
	uint32_t end, fn_last;
	long fn = group_function(b, cursors, n, &fn_last);

	if (fn >= 0)
		return function(b, cursors[fn], first, fn_last);
	if (n == 1 && kind == CXCursor_FunctionDecl &&
	    clang_isCursorDefinition(cursors[0]))
		return function(b, cursors[0], first, last);
	if (n == 1 && is_record_kind(kind) &&
	    clang_isCursorDefinition(cursors[0])) {
		struct cfix_node *rec = record(b, cursors[0]);

		if (rec && tok_is(b->src, rec->last + 1, ";"))
			rec->last++;
		return rec;
	}
	return decl_group(b, cursors, n, first, &end);
}

static void build_unit(struct builder *b)
{
	struct cfix_node *root = new_node(b, CFIX_NODE_TRANSLATION_UNIT, 0,
					  b->src->ntoks - 1);
	uint32_t pos = 0;

	for (size_t i = 0; i < b->tops.len;) {
		size_t n = group_size(b, b->tops.items + i, b->tops.len - i);
		uint32_t first, last;
		struct cfix_node *item = NULL;
		CXFile file;
		unsigned offset;

		first = group_first(b, b->tops.items + i, n);
		if (cursor_toks(b, b->tops.items[i], &last, &last) &&
		    first != UINT32_MAX && first >= pos &&
		    !begins_in_macro(b, b->tops.items[i], &file, &offset))
			item = top_item(b, b->tops.items + i, n, first, last);
		i += n;
		if (!item)
			continue;	/* macro-made items are left to cparse */
		if (item->first > pos)
			own_fill(b, root, pos, item->first - 1, false);
		add(b, root, item);
		pos = item->last + 1;
	}
	if (pos < b->src->ntoks)
		own_fill(b, root, pos, b->src->ntoks - 1, false);
	cfix_node_link_parents(root);
	b->src->root = root;
}

/* ---- repair: declare what is missing ----------------------------------- */

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

static bool has_name(const name_array *names, const char *name)
{
	for (size_t i = 0; i < names->len; i++)
		if (strcmp(names->items[i], name) == 0)
			return true;
	return false;
}

static bool add_name(name_array *names, const char *name)
{
	if (has_name(names, name))
		return false;
	cfix_array_push(names, cfix_xstrdup(name));
	return true;
}

static void release_names(name_array *names)
{
	for (size_t i = 0; i < names->len; i++)
		free((char *)names->items[i]);
	cfix_array_release(names);
}

static void repair_release(struct repair *r)
{
	release_names(&r->types);
	release_names(&r->struct_types);
	release_names(&r->constants);
	release_names(&r->iterators);
	release_names(&r->records);
	release_names(&r->vars);
	release_names(&r->ptr_vars);
	release_names(&r->annotations);
	for (size_t i = 0; i < r->members.len; i++)
		release_names(&r->members.items[i]);
	cfix_array_release(&r->members);
}

static bool all_caps(const char *name)
{
	bool letter = false;

	for (const char *p = name; *p; p++) {
		if (islower((unsigned char)*p))
			return false;
		letter |= isupper((unsigned char)*p);
	}
	return letter;
}

/* The text between the first pair of single quotes of message. */
static char *quoted(const char *message, int which)
{
	const char *p = message;

	for (int i = 0; i < which; i++) {
		p = strchr(p, '\'');
		if (!p || !(p = strchr(p + 1, '\'')))
			return NULL;
		p++;
	}
	p = strchr(p, '\'');
	if (!p)
		return NULL;
	const char *end = strchr(p + 1, '\'');

	return end ? cfix_xstrndup(p + 1, (size_t)(end - p - 1)) : NULL;
}

/* Does the undeclared name at token tok read as a type? */
static bool used_as_type(const struct cfix_source *src, uint32_t tok)
{
	const struct cfix_token *next = &src->toks[tok + 1];
	bool after_paren = tok > 0 && tok_is(src, tok - 1, "(");

	if (next->kind == CFIX_TOK_IDENT)
		return true;	/* u8 x */
	if (after_paren && tok_is(src, tok + 1, ")") &&
	    tok + 2 < src->ntoks &&
	    src->toks[tok + 2].kind != CFIX_TOK_PUNCT)
		return true;	/* (u8)x */
	if (tok_is(src, tok + 1, "*")) {
		uint32_t i = tok + 1;

		while (tok_is(src, i, "*"))
			i++;
		if (after_paren && tok_is(src, i, ")"))
			return true;	/* (u8 *)p */
		if (i < src->ntoks && src->toks[i].kind == CFIX_TOK_IDENT &&
		    (tok == 0 || tok_is(src, tok - 1, ";") ||
		     tok_is(src, tok - 1, "{") || tok_is(src, tok - 1, "}")) &&
		    (tok_is(src, i + 1, "=") || tok_is(src, i + 1, ";") ||
		     tok_is(src, i + 1, ",") || tok_is(src, i + 1, "[")))
			return true;	/* u8 *p = ... */
	}
	return false;
}

/* The member named right after offset's '.' or '->'. */
static const char *member_after(const struct cfix_source *src, unsigned offset)
{
	uint32_t tok = tok_at(src, offset);

	for (uint32_t i = tok; i < src->ntoks && i < tok + 64; i++) {
		if ((tok_is(src, i, "->") || tok_is(src, i, ".")) &&
		    src->toks[i + 1].kind == CFIX_TOK_IDENT)
			return src->toks[i + 1].text;
		if (tok_is(src, i, ";"))
			break;
	}
	return NULL;
}

static void add_member(struct repair *r, name_array *owners,
		       const char *owner, const char *member,
		       bool *changed)
{
	size_t i;

	for (i = 0; i < owners->len; i++)
		if (strcmp(owners->items[i], owner) == 0)
			break;
	(void)r;
	if (i == owners->len)
		return;
	if (member && add_name(&r->members.items[i], member))
		*changed = true;
}

static void add_record(struct repair *r, const char *owner,
		       const char *member, bool *changed)
{
	if (add_name(&r->records, owner)) {
		cfix_array_push(&r->members, (name_array){0});
		*changed = true;
	}
	add_member(r, &r->records, owner, member, changed);
}

/* "struct foo x = { .a = 1, .b = 2 };" with struct foo unknown: the
 * designators name its members. */
static void note_designators(struct repair *r, const struct cfix_source *src,
			     const char *owner, unsigned offset, bool *changed)
{
	int depth = 0;

	add_record(r, owner, NULL, changed);
	for (uint32_t i = tok_at(src, offset); i + 2 < src->ntoks; i++) {
		const char *t = src->toks[i].text;

		depth += strcmp(t, "{") == 0;
		depth -= strcmp(t, "}") == 0;
		if (depth == 0 && strcmp(t, ";") == 0)
			break;
		if (depth == 1 && strcmp(t, ".") == 0 &&
		    src->toks[i + 1].kind == CFIX_TOK_IDENT &&
		    tok_is(src, i + 2, "="))
			add_member(r, &r->records, owner, src->toks[i + 1].text,
				   changed);
	}
}

/* Records (by "struct foo" spelling) and struct typedefs share the
 * members array: records first, then struct typedefs, each slot by index
 * into a combined owner list kept in records. */
static void note_diag(struct repair *r, const struct cfix_source *src,
		      const char *message, unsigned offset, bool *changed)
{
	char *name = quoted(message, 0);
	uint32_t tok = tok_at(src, offset);

	if (!name)
		return;
	if (strncmp(message, "unknown type name", 17) == 0) {
		if (!has_name(&r->records, name))
			*changed |= add_name(&r->types, name);
	} else if (strncmp(message, "use of undeclared identifier", 28) == 0 &&
		   tok < src->ntoks) {
		if (used_as_type(src, tok))
			*changed |= add_name(&r->types, name);
		else if (tok_is(src, tok + 1, "(") || all_caps(name))
			*changed |= add_name(&r->constants, name);
		else if (tok_is(src, tok + 1, "->")) {
			char *owner = cfix_xasprintf("struct cfix_var_%s", name);

			if (add_name(&r->ptr_vars, name))
				*changed = true;
			add_record(r, owner, src->toks[tok + 2].text, changed);
			free(owner);
		}
		else
			*changed |= add_name(&r->vars, name);
	} else if (strncmp(message, "variable has incomplete type", 28) == 0 &&
		   strncmp(name, "struct ", 7) == 0) {
		note_designators(r, src, name, offset, changed);
	} else if (strncmp(message, "incomplete definition of type", 29) == 0 ||
		   strncmp(message, "no member named", 15) == 0 ||
		   strncmp(message, "member reference base type", 26) == 0) {
		char *owner = strncmp(message, "no member named", 15) == 0
				      ? quoted(message, 1)
				      : cfix_xstrdup(name);
		const char *member = strncmp(message, "no member named", 15) == 0
					     ? name
					     : member_after(src, offset);
		char *aka = owner ? strstr(owner, "' (aka") : NULL;

		if (aka)
			*aka = '\0';
		if (owner && has_name(&r->types, owner)) {
			/* our int typedef is used as a struct: promote it */
			for (size_t i = 0; i < r->types.len; i++)
				if (strcmp(r->types.items[i], owner) == 0) {
					free((char *)r->types.items[i]);
					r->types.items[i] =
						r->types.items[--r->types.len];
					break;
				}
			add_name(&r->records, owner);
			cfix_array_push(&r->members, (name_array){0});
			*changed = true;
		} else if (owner && strncmp(owner, "struct ", 7) == 0 &&
			   strncmp(message, "incomplete", 10) == 0 &&
			   add_name(&r->records, owner)) {
			cfix_array_push(&r->members, (name_array){0});
			*changed = true;
		}
		if (owner)
			add_member(r, &r->records, owner, member, changed);
		free(owner);
	}
	free(name);
}

/* "expected ';' after expression" before '{' after a call: an iterator
 * macro such as list_for_each_entry(pos, head, member) { ... }. */
static void note_iterator(struct repair *r, const struct cfix_source *src,
			  unsigned offset, bool *changed)
{
	uint32_t tok = tok_at(src, offset), open;
	int depth = 0;

	if (tok == 0 || tok >= src->ntoks || !tok_is(src, tok, "{") ||
	    !tok_is(src, tok - 1, ")"))
		return;
	for (open = tok - 1; open > 0; open--) {
		if (tok_is(src, open, ")"))
			depth++;
		else if (tok_is(src, open, "(") && --depth == 0)
			break;
	}
	if (open > 0 && depth == 0 && src->toks[open - 1].kind == CFIX_TOK_IDENT)
		*changed |= add_name(&r->iterators, src->toks[open - 1].text);
}

/*
 * The annotation macros the file uses (`void __iomem *p`), declared
 * empty: without the kernel's headers clang reads `__iomem` as the
 * parameter's name and drops the rest of the list.
 */
static void note_annotations(struct repair *r, const struct cfix_source *src,
			     bool *changed)
{
	for (uint32_t i = 0; i < src->ntoks; i++)
		if (src->toks[i].kind == CFIX_TOK_IDENT &&
		    cfix_word_is_annotation(src->toks[i].text))
			*changed |= add_name(&r->annotations, src->toks[i].text);
}

/*
 * `struct foo x __read_mostly = {...};` without the kernel's headers:
 * clang wants a ';' where an annotation macro it does not know stands
 * after a declarator.  A name spelled `__word` there is taken for one
 * and defined empty, so the declaration keeps its initializer.
 */
static void note_annotation(struct repair *r, const struct cfix_source *src,
			    unsigned offset, bool *changed)
{
	uint32_t tok = tok_at(src, offset);

	if (tok >= src->ntoks || src->toks[tok].kind != CFIX_TOK_IDENT ||
	    strncmp(src->toks[tok].text, "__", 2) ||
	    src->toks[tok].begin < offset)
		return;
	*changed |= add_name(&r->annotations, src->toks[tok].text);
}

/* Reads clang's diagnostics into r; returns whether r grew. */
static bool repair_collect(struct repair *r, struct cfix_source *src,
			   CXTranslationUnit tu, CXFile file)
{
	unsigned n = clang_getNumDiagnostics(tu);
	bool changed = false, errors = false;

	for (unsigned i = 0; i < n; i++) {
		CXDiagnostic diag = clang_getDiagnostic(tu, i);
		CXFile dfile;
		unsigned offset;
		char *message;

		clang_getExpansionLocation(clang_getDiagnosticLocation(diag),
					   &dfile, NULL, NULL, &offset);
		if (clang_getDiagnosticSeverity(diag) >= CXDiagnostic_Error &&
		    dfile && same_file(dfile, file)) {
			errors = true;
			message = xcxstring(clang_getDiagnosticSpelling(diag));
			if (strcmp(message, "expected ';' after expression") == 0)
				note_iterator(r, src, offset, &changed);
			else if (strcmp(message, "expected ';' after top level declarator") == 0 ||
				 strcmp(message, "expected ';' at end of declaration") == 0)
				note_annotation(r, src, offset, &changed);
			else
				note_diag(r, src, message, offset, &changed);
			free(message);
		}
		clang_disposeDiagnostic(diag);
	}
	if (errors)
		note_annotations(r, src, &changed);
	return changed;
}

static void repair_prelude(const struct repair *r, struct cfix_buf *out)
{
	cfix_buf_adds(out, "/* cfix: declarations the file is missing */\n");
	for (size_t i = 0; i < r->types.len; i++)
		cfix_buf_addf(out, "typedef int %s;\n", r->types.items[i]);
	for (size_t i = 0; i < r->records.len; i++) {
		const char *name = r->records.items[i];
		const name_array *members = &r->members.items[i];
		bool tagged = strncmp(name, "struct ", 7) == 0 ||
			      strncmp(name, "union ", 6) == 0;

		if (tagged)
			cfix_buf_addf(out, "%s {", name);
		else
			cfix_buf_addf(out, "typedef struct %s {", name);
		for (size_t k = 0; k < members->len; k++)
			cfix_buf_addf(out, " int %s;", members->items[k]);
		if (!members->len)
			cfix_buf_adds(out, " int cfix_unused;");
		cfix_buf_addf(out, " }%s%s;\n", tagged ? "" : " ",
			      tagged ? "" : name);
	}
	for (size_t i = 0; i < r->constants.len; i++)
		cfix_buf_addf(out, "enum { %s };\n", r->constants.items[i]);
	for (size_t i = 0; i < r->vars.len; i++)
		cfix_buf_addf(out, "extern int %s;\n", r->vars.items[i]);
	for (size_t i = 0; i < r->ptr_vars.len; i++) {
		const char *name = r->ptr_vars.items[i];
		char *owner = cfix_xasprintf("struct cfix_var_%s", name);
		cfix_buf_addf(out, "extern %s *%s;\n", owner, name);
		free(owner);
	}
	for (size_t i = 0; i < r->iterators.len; i++)
		cfix_buf_addf(out, "#define %s(...) for (;;)\n",
			      r->iterators.items[i]);
	for (size_t i = 0; i < r->annotations.len; i++)
		cfix_buf_addf(out, "#define %s\n", r->annotations.items[i]);
}

/* ---- the view -------------------------------------------------------- */

/* Names clang's errors show the file uses as types (u8 x;), for cparse. */
static void collect_used_types(struct builder *b)
{
	struct repair r = {0};

	repair_collect(&r, b->src, b->tu, b->file);
	for (size_t i = 0; i < r.types.len; i++)
		cfix_array_push(&b->extra_types,
				cfix_arena_strdup(b->arena, r.types.items[i]));
	repair_release(&r);
}

static void build_view(struct builder *b)
{
	read_tokens(b);
	collect_used_types(b);
	mark_skipped(b);
	clang_visitChildren(clang_getTranslationUnitCursor(b->tu), collect_top,
			    b);
	if (b->typenames.len)
		qsort(b->typenames.items, b->typenames.len,
		      sizeof(*b->typenames.items), compare_names);
	extend_aliases(b);
	build_unit(b);
	build_macros(b);
}

/* ---- parsing ------------------------------------------------------------- */

/* The file's name for clang: absolute, so -working-directory (the
 * compile command's folder) does not change which file it is. */
static char *absolute_path(const char *path)
{
	char cwd[PATH_MAX];

	if (path[0] == '/' || !getcwd(cwd, sizeof(cwd)))
		return cfix_xstrdup(path);
	return cfix_xasprintf("%s/%s", cwd, path);
}

/* The compiler arguments: the caller's, then cfix's own. */
static const char **parse_args(const struct cfix_source_options *options,
			       bool prelude, int *count)
{
	static const char *const extra[] = {
		"-ferror-limit=0", "-Wno-error",
		"-Wno-error=implicit-function-declaration",
		"-Wno-error=implicit-int", "-Wno-error=int-conversion",
		"-Wno-error=incompatible-pointer-types",
		"-Wno-error=return-type",
	};
	size_t next = sizeof(extra) / sizeof(*extra);
	const char **args = cfix_xcalloc((size_t)options->nargs + next + 4,
					 sizeof(*args));
	int n = 0;

	for (int i = 0; i < options->nargs; i++)
		args[n++] = options->args[i];
	for (size_t i = 0; i < next; i++)
		args[n++] = extra[i];
	if (options->directory) {
		args[n++] = "-working-directory";
		args[n++] = options->directory;
	}
	if (prelude) {
		args[n++] = "-include";
		args[n++] = PRELUDE_NAME;
	}
	*count = n;
	return args;
}

static int parse_once(struct cfix_adapter *ad, struct cfix_source *src,
		      const struct cfix_source_options *options)
{
	struct CXUnsavedFile files[2] = {
		{ .Filename = ad->main_name, .Contents = src->text,
		  .Length = (unsigned long)src->len },
		{ .Filename = PRELUDE_NAME, .Contents = ad->prelude,
		  .Length = ad->prelude ? strlen(ad->prelude) : 0 },
	};
	unsigned flags = CXTranslationUnit_DetailedPreprocessingRecord |
			 CXTranslationUnit_KeepGoing;
	int nargs;

	/* an editor's file: the headers go into a preamble kept for
	 * clang_reparseTranslationUnit() */
	if (options->reparsable)
		flags |= CXTranslationUnit_PrecompiledPreamble |
			 CXTranslationUnit_CreatePreambleOnFirstParse;
	const char **args = parse_args(options, ad->prelude != NULL, &nargs);
	enum CXErrorCode err;

	if (ad->tu)
		clang_disposeTranslationUnit(ad->tu);
	ad->tu = NULL;
	err = clang_parseTranslationUnit2(ad->index, ad->main_name, args, nargs,
					  files, ad->prelude ? 2 : 1, flags,
					  &ad->tu);
	free(args);
	return err == CXError_Success && ad->tu ? 0 : -1;
}

static unsigned count_errors(CXTranslationUnit tu)
{
	unsigned n = clang_getNumDiagnostics(tu), errors = 0;

	for (unsigned i = 0; i < n; i++) {
		CXDiagnostic diag = clang_getDiagnostic(tu, i);

		errors += clang_getDiagnosticSeverity(diag) >= CXDiagnostic_Error;
		clang_disposeDiagnostic(diag);
	}
	return errors;
}

/* Parses, repairing up to options->repair_rounds times. */
static int parse_with_repair(struct cfix_adapter *ad, struct cfix_source *src,
			     const struct cfix_source_options *options)
{
	struct repair repair = {0};
	struct cfix_arena *scratch = cfix_arena_new();
	int ret = parse_once(ad, src, options);

	while (ret == 0 && src->rounds < options->repair_rounds &&
	       count_errors(ad->tu)) {
		struct cfix_source probe = *src;
		struct builder b = { .src = &probe, .arena = scratch,
				     .tu = ad->tu, .too_deep = UINT32_MAX,
				     .file = clang_getFile(ad->tu, ad->main_name) };
		struct cfix_buf text = CFIX_BUF_INIT;
		bool grew;

		probe.ntoks = 0;
		read_tokens(&b);
		grew = repair_collect(&repair, &probe, ad->tu, b.file);
		if (!grew)
			break;
		repair_prelude(&repair, &text);
		free(ad->prelude);
		ad->prelude = cfix_buf_detach(&text, NULL);
		src->rounds++;
		ret = parse_once(ad, src, options);
	}
	repair_release(&repair);
	cfix_arena_free(scratch);
	return ret;
}

/* Reparses src->text in ad's translation unit: same arguments and
 * prelude, the preamble reused. */
static int reparse_once(struct cfix_adapter *ad, struct cfix_source *src)
{
	struct CXUnsavedFile files[2] = {
		{ .Filename = ad->main_name, .Contents = src->text,
		  .Length = (unsigned long)src->len },
		{ .Filename = PRELUDE_NAME, .Contents = ad->prelude,
		  .Length = ad->prelude ? strlen(ad->prelude) : 0 },
	};

	if (!ad->tu)
		return -1;
	if (clang_reparseTranslationUnit(ad->tu, ad->prelude ? 2 : 1, files,
					 clang_defaultReparseOptions(ad->tu))) {
		/* libclang says the unit must not be used again */
		clang_disposeTranslationUnit(ad->tu);
		ad->tu = NULL;
		return -1;
	}
	return 0;
}

/* Keeps a copy of options in ad, for later reparses. */
static void options_keep(struct cfix_adapter *ad,
			 const struct cfix_source_options *options)
{
	ad->opts = *options;
	ad->opts.unsaved_text = NULL;
	ad->opts.unsaved_len = 0;
	ad->args = cfix_xcalloc((size_t)options->nargs + 1, sizeof(char *));
	for (int i = 0; i < options->nargs; i++)
		ad->args[i] = cfix_xstrdup(options->args[i]);
	ad->opts.args = (const char *const *)ad->args;
	ad->directory = options->directory ? cfix_xstrdup(options->directory)
					   : NULL;
	ad->opts.directory = ad->directory;
}

static void warn_too_deep(const struct cfix_source *src, uint32_t tok,
			  struct cfix_diag_sink *sink)
{
	struct cfix_loc loc = cfix_loc_from_offset(src->path, src->text,
						   src->len,
						   src->toks[tok].begin);

	cfix_diag_add(sink, CFIX_DIAG_WARNING, loc,
		      "code nested more than %d levels deep; the part below "
		      "is not matched", MAX_DEPTH);
}

/* Builds src's view from ad's translation unit. */
static int view_finish(struct cfix_source *src, struct cfix_adapter *ad,
		       struct cfix_diag_sink *sink)
{
	struct builder b = { .src = src, .arena = src->arena, .tu = ad->tu,
			     .too_deep = UINT32_MAX };
	struct cfix_loc loc = { .file = src->path, .line = 1, .col = 1 };

	b.file = clang_getFile(ad->tu, ad->main_name);
	if (!b.file) {
		cfix_diag_add(sink, CFIX_DIAG_ERROR, loc,
			      "clang lost track of '%s'", src->path);
		return -1;
	}
	src->clang_errors = count_errors(ad->tu);
	src->mode = src->clang_errors ? CFIX_PARSE_TOLERANT : CFIX_PARSE_EXACT;
	build_view(&b);
	cfix_array_release(&b.exps);
	free(b.reach);
	cfix_array_release(&b.tops);
	cfix_array_release(&b.defs);
	cfix_array_release(&b.typenames);
	cfix_array_release(&b.all_defs);
	cfix_array_release(&b.texts);
	cfix_array_release(&b.extra_types);
	if (b.too_deep != UINT32_MAX)
		warn_too_deep(src, b.too_deep, sink);
	if (src->mode == CFIX_PARSE_TOLERANT)
		cfix_diag_add(sink, CFIX_DIAG_NOTE, loc,
			      "'%s' does not compile (%u errors); parsed in "
			      "tolerant mode", src->path, src->clang_errors);
	return 0;
}

/* A full parse (with repair rounds) of src with ad's options. */
static int parse_full(struct cfix_adapter *ad, struct cfix_source *src,
		      struct cfix_diag_sink *sink)
{
	struct cfix_loc loc = { .file = src->path, .line = 1, .col = 1 };

	free(ad->prelude);
	ad->prelude = NULL;
	src->rounds = 0;
	if (parse_with_repair(ad, src, &ad->opts) != 0) {
		cfix_diag_add(sink, CFIX_DIAG_ERROR, loc,
			      "clang could not parse '%s'", src->path);
		return -1;
	}
	ad->settled_errors = count_errors(ad->tu);
	return 0;
}

/* ---- the thread clang parses on ------------------------------------------ */

/* One call of build() or rebuild(), carried to the parsing thread. */
struct adapter_call {
	struct cfix_source *src;
	struct cfix_adapter *ad;	/* NULL: a first build */
	const struct cfix_source_options *options;
	unsigned rounds;
	struct cfix_diag_sink *sink;
	int ret;
};

static int build(struct adapter_call *call)
{
	struct cfix_source *src = call->src;
	struct cfix_adapter *ad = cfix_xcalloc(1, sizeof(*ad));

	src->adapter = ad;
	ad->index = clang_createIndex(0, 0);
	ad->main_name = absolute_path(src->path);
	options_keep(ad, call->options);
	if (parse_full(ad, src, call->sink))
		return -1;
	return view_finish(src, ad, call->sink);
}

static int rebuild(struct adapter_call *call)
{
	struct cfix_source *src = call->src;
	struct cfix_adapter *ad = call->ad;

	src->adapter = ad;
	src->rounds = call->rounds;
	/* a reparse that leaves more errors than the last full parse
	 * may need another repair round: parse afresh */
	if (!ad->opts.reparsable || reparse_once(ad, src) ||
	    (ad->opts.repair_rounds &&
	     count_errors(ad->tu) > ad->settled_errors)) {
		if (parse_full(ad, src, call->sink))
			return -1;
	}
	return view_finish(src, ad, call->sink);
}

static void *call_main(void *data)
{
	struct adapter_call *call = data;

	call->ret = call->ad ? rebuild(call) : build(call);
	return NULL;
}

static void no_libclang_threads(void)
{
	setenv("LIBCLANG_NOTHREADS", "1", 1);
}

/*
 * Runs call on a thread with PARSE_STACK bytes of stack, or here if no
 * such thread can be made (an address-space limit): libclang then parses
 * on this thread's stack, as deep as before.
 */
static int call_on_big_stack(struct adapter_call *call)
{
	static pthread_once_t once = PTHREAD_ONCE_INIT;
	pthread_attr_t attr;
	pthread_t thread;
	bool started;

	pthread_once(&once, no_libclang_threads);
	started = pthread_attr_init(&attr) == 0;
	if (started) {
		started = pthread_attr_setstacksize(&attr, PARSE_STACK) == 0 &&
			  pthread_create(&thread, &attr, call_main, call) == 0;
		pthread_attr_destroy(&attr);
	}
	if (started)
		pthread_join(thread, NULL);
	else
		call_main(call);
	return call->ret;
}

int cfix__adapter_build(struct cfix_source *src,
			const struct cfix_source_options *options,
			struct cfix_diag_sink *sink)
{
	struct adapter_call call = { .src = src, .options = options,
				     .sink = sink };

	return call_on_big_stack(&call);
}

int cfix__adapter_rebuild(struct cfix_source *src, struct cfix_adapter *ad,
			  unsigned rounds, struct cfix_diag_sink *sink)
{
	struct adapter_call call = { .src = src, .ad = ad, .rounds = rounds,
				     .sink = sink };

	return call_on_big_stack(&call);
}

void cfix__adapter_free(struct cfix_adapter *adapter)
{
	if (!adapter)
		return;
	if (adapter->tu)
		clang_disposeTranslationUnit(adapter->tu);
	if (adapter->index)
		clang_disposeIndex(adapter->index);
	free(adapter->main_name);
	free(adapter->prelude);
	for (int i = 0; adapter->args && i < adapter->opts.nargs; i++)
		free(adapter->args[i]);
	free(adapter->args);
	free(adapter->directory);
	free(adapter);
}
