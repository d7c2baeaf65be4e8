/*
 * clang_tokens.c: the file's tokens as clang reads them (directive lines
 * and skipped regions marked), the macro expansions in the file and
 * the node of a macro use, and the file's macro definitions with their
 * bodies parsed.
 */
#include "clang_internal.h"

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

const struct expansion *cfix__clang_expansion_holding(struct builder *b,
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

const struct expansion *cfix__clang_exact_expansion(struct builder *b,
						    CXCursor cursor,
						    uint32_t first,
						    uint32_t last)
{
	const struct expansion *exp = expansion_at(b, first, last);
	CXFile file;
	unsigned offset;

	if (!exp || b->in_expansion)
		return NULL;
	if (!cfix__clang_begins_in_macro(b, cursor, &file, &offset))
		return NULL;
	if (exp->has_body && cfix__clang_same_file(file, exp->body_file) &&
	    offset == exp->body_off)
		return exp;
	/*
	 * Nested macros (ACPI_WMI_METHOD is BIT(1), which is UL(1) << 1):
	 * the node starts in an inner macro's body.  Nodes are built top
	 * down, so the first one covering exactly the use is its root.
	 */
	if (!cfix__clang_same_file(file, b->file))
		return exp;
	if (cfix__clang_same_file(file, b->file) &&
	    offset > b->src->toks[first].begin &&
	    offset < b->src->toks[last].end)
		return exp;	/* body starts with a parameter */
	return NULL;
}

struct cfix_node *cfix__clang_macro_use(struct builder *b, CXCursor cursor,
					const struct expansion *exp)
{
	struct cfix_node *node;

	if (exp->first == exp->last) {
		node = cfix__clang_ident_at(b, exp->first);
	} else {
		node = cfix__clang_own_expr(b, exp->first, exp->last);
		node->flags &= ~CFIX_NODEF_OWN_PARSE;
	}
	node->flags |= CFIX_NODEF_MACRO_USE;
	if (clang_isExpression(clang_getCursorKind(cursor))) {
		cfix__clang_set_type(b, node, clang_getCursorType(cursor));
		if (cfix__clang_evaluates_to_int(cursor))
			node->flags |= CFIX_NODEF_CONSTANT;
	}
	return node;
}

void cfix__clang_flag_partial_macro(struct builder *b, CXCursor cursor,
				    struct cfix_node *node)
{
	const struct expansion *exp =
		cfix__clang_expansion_holding(b, node->last);
	CXFile file;
	unsigned offset;

	if (exp && exp->first < node->first) {
		node->flags |= CFIX_NODEF_MACRO;
		return;
	}
	exp = cfix__clang_expansion_holding(b, node->first);
	if (exp && exp->last > node->last) {
		node->flags |= CFIX_NODEF_MACRO;
		return;
	}
	if (!cfix__clang_begins_in_macro(b, cursor, &file, &offset))
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

enum cfix_tok_kind cfix__clang_token_kind(CXTokenKind kind, const char *text)
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

/*
 * GNU's old min and max, "<?" ">?" "<?=" ">?=", which clang lexes as
 * '<' '?' '=': tok glued onto the token before it when they touch and
 * make one of them (syntax/clex.c lexes them as one, so cfix's own
 * parser reads the code clang cannot).  No valid C puts a '?' right
 * after a '<' or '>'.
 */
static bool glue_min_max(struct builder *b, struct cfix_token *prev,
			 const struct cfix_token *tok)
{
	bool glue = prev->end == tok->begin && prev->kind == CFIX_TOK_PUNCT &&
		    tok->kind == CFIX_TOK_PUNCT &&
		    (((!strcmp(prev->text, "<") || !strcmp(prev->text, ">")) &&
		      !strcmp(tok->text, "?")) ||
		     ((!strcmp(prev->text, "<?") || !strcmp(prev->text, ">?")) &&
		      !strcmp(tok->text, "=")));

	if (glue) {
		prev->end = tok->end;
		prev->text = cfix_arena_strndup(b->arena,
						b->src->text + prev->begin,
						prev->end - prev->begin);
	}
	return glue;
}

void cfix__clang_read_tokens(struct builder *b)
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
		tok->kind = cfix__clang_token_kind(kind, tok->text);
		if (src->ntoks > 1 && glue_min_max(b, tok - 1, tok)) {
			src->ntoks--;
			continue;
		}
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

void cfix__clang_mark_skipped(struct builder *b)
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

/* ---- macro definitions --------------------------------------------------- */

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

	if (!cfix__clang_cursor_toks(b, cursor, &exp.first, &exp.last))
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

struct macro_name *cfix__clang_macro_def(struct builder *b, const char *name)
{
	struct macro_name key = {.name = name};

	return b->all_defs.len
		       ? bsearch(&key, b->all_defs.items, b->all_defs.len,
				 sizeof(*b->all_defs.items), compare_macro_names)
		       : NULL;
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
		name = cfix__clang_arena_cxstring(
			b->arena, clang_getTokenSpelling(b->tu, toks[1]));
	if (toks)
		clang_disposeTokens(b->tu, toks, count);
	return name;
}

void cfix__clang_extend_aliases(struct builder *b)
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
			found = cfix__clang_macro_def(b, key.name);
			def = found ? found->def : clang_getNullCursor();
			if (found && clang_Cursor_isMacroFunctionLike(def))
				break;
		}
		if (clang_Cursor_isNull(def) ||
		    !clang_Cursor_isMacroFunctionLike(def))
			continue;
		close = cfix__clang_match_bracket(b, exp->last + 1,
						  b->src->ntoks - 1);
		if (close == UINT32_MAX)
			continue;
		exp->last = close;
		exp->has_body = macro_body_start(b->tu, def, &exp->body_file,
						 &exp->body_off);
	}
	b->nreach = 0;
}

enum CXChildVisitResult
cfix__clang_collect_top(CXCursor cursor, CXCursor parent, CXClientData data)
{
	struct builder *b = data;
	enum CXCursorKind kind = clang_getCursorKind(cursor);
	unsigned offset;

	(void)parent;
	if (kind == CXCursor_MacroDefinition) {
		struct macro_name entry = {
			.name = cfix__clang_arena_cxstring(
				b->arena, clang_getCursorSpelling(cursor)),
			.def = cursor,
		};

		cfix_array_push(&b->all_defs, entry);
	}
	if (kind == CXCursor_FunctionDecl)
		cfix_array_push(&b->funcs, cursor);
	if (kind == CXCursor_TypedefDecl)
		cfix_array_push(
			&b->typenames,
			cfix__clang_arena_cxstring(
				b->arena, clang_getCursorSpelling(cursor)));
	if (!cfix__clang_loc_in_file(
		    b, clang_getRangeStart(clang_getCursorExtent(cursor)),
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

void cfix__clang_build_macros(struct builder *b)
{
	struct cfix_source *src = b->src;

	src->macros = cfix_arena_alloc(b->arena,
				       (b->defs.len + 1) * sizeof(*src->macros));
	for (size_t i = 0; i < b->defs.len; i++) {
		CXCursor def = b->defs.items[i];
		struct cfix_macro_def *macro = &src->macros[src->nmacros];
		uint32_t first, last, body;

		if (clang_Cursor_isMacroBuiltin(def) ||
		    !cfix__clang_cursor_toks(b, def, &first, &last))
			continue;
		src->nmacros++;
		macro->name = cfix__clang_arena_cxstring(
			b->arena, clang_getCursorSpelling(def));
		body = first + 1;
		if (clang_Cursor_isMacroFunctionLike(def) && body <= last)
			body = cfix__clang_match_bracket(b, body, last) + 1;
		macro->first = body;
		macro->last = last;
		if (body > last)
			continue;
		struct cfix_cparse parser = cfix__clang_parser_over(b, body, last);

		macro->body = cfix__macro_body_parse(&parser, body, last);
	}
}
