/*
 * clang_cursor.c: small helpers of the libclang adapter: clang's strings,
 * cursors' kids and extents, which tokens a cursor covers, nodes over
 * the view's tokens, clang's types and flags on them, literals as
 * written.  Every file of the adapter uses them; they use none.
 */
#include "clang_internal.h"

#include <ctype.h>

/* ---- small helpers ------------------------------------------------------- */

bool cfix__clang_same_file(CXFile a, CXFile b)
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

const char *cfix__clang_arena_cxstring(struct cfix_arena *arena, CXString str)
{
	const char *text = clang_getCString(str);
	char *copy = cfix_arena_strdup(arena, text ? text : "");

	clang_disposeString(str);
	return copy;
}

char *cfix__clang_xcxstring(CXString str)
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

cursor_array cfix__clang_kids_of(CXCursor cursor)
{
	cursor_array kids = {0};

	clang_visitChildren(cursor, collect_kid, &kids);
	return kids;
}

bool cfix__clang_loc_in_file(struct builder *b, CXSourceLocation loc,
			     unsigned *offset)
{
	CXFile file;

	clang_getExpansionLocation(loc, &file, NULL, NULL, offset);
	return file && cfix__clang_same_file(file, b->file) &&
	       (!b->self_included || clang_Location_isFromMainFile(loc));
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

void cfix__clang_remember_extent(struct builder *b, CXCursor cursor,
				 CXSourceRange range)
{
	b->extent_cursor = cursor;
	b->extent = range;
}

bool cfix__clang_cursor_toks(struct builder *b, CXCursor cursor,
			     uint32_t *first, uint32_t *last)
{
	CXSourceRange range = extent_of(b, cursor);
	unsigned begin, end;

	if (!cfix__clang_loc_in_file(b, clang_getRangeStart(range), &begin) ||
	    !cfix__clang_loc_in_file(b, clang_getRangeEnd(range), &end))
		return false;
	*first = tok_at(b->src, begin);
	if (*first >= b->src->ntoks)
		return false;
	*last = tok_before(b->src, end);
	if (*last == UINT32_MAX || *last < *first)
		*last = *first;	/* macro argument ends are not translated */
	return true;
}

bool cfix__clang_begins_in_macro(struct builder *b, CXCursor cursor,
				 CXFile *file, unsigned *offset)
{
	CXSourceLocation loc = clang_getRangeStart(extent_of(b, cursor));
	CXFile efile;
	unsigned eoff;

	clang_getExpansionLocation(loc, &efile, NULL, NULL, &eoff);
	clang_getSpellingLocation(loc, file, NULL, NULL, offset);
	return !cfix__clang_same_file(efile, *file) || eoff != *offset;
}

const char *cfix__clang_join_toks(struct builder *b, uint32_t first,
				  uint32_t last, uint32_t hole_first,
				  uint32_t hole_last)
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

struct cfix_node *cfix__clang_type_node(struct builder *b, uint32_t first,
					uint32_t last)
{
	struct cfix_node *node = new_node(b, CFIX_NODE_TYPE, first, last);

	node->text = first <= last
			     ? cfix__clang_join_toks(b, first, last, 1, 0)
			     : "";
	return node;
}

struct cfix_node *cfix__clang_ident_at(struct builder *b, uint32_t tok)
{
	struct cfix_node *node = new_node(b, CFIX_NODE_IDENT, tok, tok);

	node->text = b->src->toks[tok].text;
	return node;
}

uint32_t cfix__clang_match_bracket(struct builder *b, uint32_t open,
				   uint32_t end)
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

void cfix__clang_set_type(struct builder *b, struct cfix_node *node,
			  CXType type)
{
	CXType canon = clang_getCanonicalType(type);

	if (type.kind == CXType_Invalid)
		return;
	node->type = cfix__clang_arena_cxstring(b->arena,
						clang_getTypeSpelling(type));
	/* clang_equalTypes() is cheap: most types have no sugar to spell */
	if (!clang_equalTypes(type, canon)) {
		node->canon_type = cfix__clang_arena_cxstring(
			b->arena, clang_getTypeSpelling(canon));
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
void cfix__clang_adjust_array_param(struct builder *b, CXCursor cursor,
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
		cursor_array kids = cfix__clang_expr_kids(cursor);
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
	elem = cfix__clang_arena_cxstring(
		b->arena,
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

bool cfix__clang_evaluates_to_int(CXCursor cursor)
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

/* ---- expressions' operands and literals ---------------------------------- */

CXCursor cfix__clang_skip_implicit(CXCursor cursor)
{
	while (clang_getCursorKind(cursor) == CXCursor_UnexposedExpr) {
		cursor_array kids = cfix__clang_kids_of(cursor);
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

cursor_array cfix__clang_expr_kids(CXCursor cursor)
{
	cursor_array kids = cfix__clang_kids_of(cursor);
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
		if (cfix__clang_same_file(b->texts.items[i].file, file)) {
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

const char *cfix__clang_literal_text(struct builder *b, CXCursor cursor,
				     uint32_t first)
{
	CXFile file;
	unsigned offset;

	if (!cfix__clang_begins_in_macro(b, cursor, &file, &offset))
		return b->src->toks[first].text;
	if (cfix__clang_same_file(file, b->file)) {
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
	return cfix__clang_arena_cxstring(b->arena,
					  clang_getCursorSpelling(cursor));
}
