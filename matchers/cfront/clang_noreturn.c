/*
 * clang_noreturn.c: what match/noreturn.c needs of clang's view to end
 * paths at calls that do not return (for rules that ask).
 *  - The functions clang's tree calls that are declared not to return,
 *    by name, in cfix_source.noreturn_names.  clang spells
 *    `__attribute__((noreturn))` in the function's type, which the
 *    matcher reads from the callee's node; C11's `_Noreturn` and
 *    `[[noreturn]]` are attributes of the declaration only, which
 *    libclang shows as an unexposed attribute cursor whose first token
 *    spells it.
 *  - For what clang's tree does not hold, the items cfix's own parser
 *    stands in for (haproxy's hlua.c: 205 of them) and the bodies of
 *    macros: the functions of the headers declared so that the file (or
 *    a macro below) calls by name, in noreturn_names too, and the
 *    function-like macros of the headers it uses, in header_macros,
 *    each body parsed as a #define of the file is (`WILL_LJMP(f)`, `do {
 *    f; my_unreachable(); } while (0)`, and my_unreachable()'s body in
 *    turn).  The own parse knows no macro of a header: clang's
 *    preprocessor does, every definition in b->all_defs.  Bounded: the
 *    names called at a statement's start (or assigned), MAX_HEADER_MACROS
 *    macros, their bodies' calls MAX_NESTING deep.
 */
#include "clang_internal.h"

struct attr_seen {
	CXTranslationUnit tu;
	bool noreturn;
};

/* Does the attribute cursor's first token spell a noreturn? */
static bool attr_is_noreturn(CXTranslationUnit tu, CXCursor attr)
{
	CXToken *tok = clang_getToken(
		tu, clang_getRangeStart(clang_getCursorExtent(attr)));
	CXString s;
	const char *text;
	bool yes;

	if (!tok)
		return false;
	s = clang_getTokenSpelling(tu, *tok);
	text = clang_getCString(s);
	yes = text && (!strcmp(text, "_Noreturn") ||
		       !strcmp(text, "noreturn") ||
		       !strcmp(text, "__noreturn__"));
	clang_disposeString(s);
	clang_disposeTokens(tu, tok, 1);
	return yes;
}

/* A declaration's attributes come first among its children: stop at
 * the first other one (a definition's body is never walked). */
static enum CXChildVisitResult visit_attr(CXCursor cursor, CXCursor parent,
					  CXClientData data)
{
	struct attr_seen *seen = data;
	enum CXCursorKind kind = clang_getCursorKind(cursor);

	(void)parent;
	if (kind < CXCursor_FirstAttr || kind > CXCursor_LastAttr)
		return CXChildVisit_Break;
	if (kind == CXCursor_UnexposedAttr &&
	    attr_is_noreturn(seen->tu, cursor)) {
		seen->noreturn = true;
		return CXChildVisit_Break;
	}
	return CXChildVisit_Continue;
}

/* Adds name to the view's noreturn_names, once. */
static void add_name(struct builder *b, const char *name)
{
	struct cfix_source *src = b->src;
	const char **names;

	for (uint32_t i = 0; i < src->nnoreturn_names; i++)
		if (!strcmp(src->noreturn_names[i], name))
			return;
	/* few: a copy one longer in the view's arena */
	names = cfix_arena_alloc(b->arena, (src->nnoreturn_names + 1) *
						   sizeof(*names));
	if (src->nnoreturn_names)
		memcpy(names, src->noreturn_names,
		       src->nnoreturn_names * sizeof(*names));
	names[src->nnoreturn_names++] = name;
	src->noreturn_names = names;
}

/* Does decl, a function's declaration, say it does not return, by an
 * attribute (`_Noreturn`, `[[noreturn]]`) or, when of_type, by its type
 * (`__attribute__((noreturn))`, which clang's tree shows on the
 * callee's node)? */
static bool decl_noreturn(struct builder *b, CXCursor decl, bool of_type)
{
	struct attr_seen seen = { .tu = b->tu };

	if (of_type) {
		CXString s = clang_getTypeSpelling(clang_getCursorType(decl));
		const char *text = clang_getCString(s);
		bool yes = text && strstr(text, "noreturn");

		clang_disposeString(s);
		if (yes)
			return true;
	}
	clang_visitChildren(decl, visit_attr, &seen);
	return seen.noreturn;
}

void cfix__clang_note_noreturn(struct builder *b, CXCursor decl)
{
	if (clang_getCursorKind(decl) != CXCursor_FunctionDecl ||
	    !decl_noreturn(b, decl, false))
		return;
	add_name(b, cfix__clang_arena_cxstring(b->arena,
					       clang_getCursorSpelling(decl)));
}

/* ---- for the own parse's items and the macros' bodies ------------------ */

#define MAX_HEADER_MACROS 256
#define MAX_NESTING 8

typedef CFIX_ARRAY(const char *) str_array;

/* The names called, maybe: a name before '(' where a statement (or an
 * assignment's value) starts, in toks[0..n) (PP: directive lines too,
 * a #define of the file may use a header's macro). */
static void called_names(const struct cfix_token *toks, uint32_t n,
			 str_array *out)
{
	static const char *const before[] = { ";", "{", "}", ")", ":", "=",
					      "else", "do", NULL };

	for (uint32_t i = 0; i + 1 < n; i++) {
		bool start = i == 0;

		if (toks[i].kind != CFIX_TOK_IDENT ||
		    strcmp(toks[i + 1].text, "("))
			continue;
		for (int k = 0; !start && before[k]; k++)
			start = !strcmp(toks[i - 1].text, before[k]);
		if (start)
			cfix_array_push(out, toks[i].text);
	}
}

static bool in_names(const str_array *names, const char *name)
{
	for (size_t i = 0; i < names->len; i++)
		if (!strcmp(names->items[i], name))
			return true;
	return false;
}

/* names sorted, each once. */
static void sort_unique(str_array *names)
{
	size_t n = 0;

	if (!names->len)
		return;
	qsort(names->items, names->len, sizeof(*names->items),
	      cfix__clang_compare_names);
	for (size_t i = 0; i < names->len; i++)
		if (!n || strcmp(names->items[n - 1], names->items[i]))
			names->items[n++] = names->items[i];
	names->len = n;
}

/* Nodes of a header's body have no token of the file: none at all. */
static void no_tokens(struct cfix_node *node)
{
	if (!node)
		return;
	node->first = 1;
	node->last = 0;
	for (uint32_t i = 0; i < node->nkids; i++)
		no_tokens(node->kids[i]);
}

/*
 * The function-like macro def of a header as a cfix_macro_def: its body
 * (past the name and the parameters) read into tokens of its own and
 * parsed as a #define of the file is; its calls added to names.  false
 * when it has no body.
 */
static bool read_header_macro(struct builder *b, CXCursor def,
			      struct cfix_macro_def *out, str_array *names)
{
	CXToken *ctoks = NULL;
	unsigned count = 0, at = 1;
	struct cfix_token *toks;
	int depth = 0;

	clang_tokenize(b->tu, clang_getCursorExtent(def), &ctoks, &count);
	toks = cfix_arena_alloc(b->arena, ((size_t)count + 1) * sizeof(*toks));
	for (unsigned i = 0; i < count; i++) {
		toks[i].text = cfix__clang_arena_cxstring(
			b->arena, clang_getTokenSpelling(b->tu, ctoks[i]));
		toks[i].kind = cfix__clang_token_kind(
			clang_getTokenKind(ctoks[i]), toks[i].text);
	}
	if (ctoks)
		clang_disposeTokens(b->tu, ctoks, count);
	/* the parameters: the name's '(' to its ')' */
	for (; at < count; at++) {
		if (!strcmp(toks[at].text, "("))
			depth++;
		else if (!strcmp(toks[at].text, ")") && --depth == 0)
			break;
	}
	if (++at >= count)
		return false;
	toks[count].kind = CFIX_TOK_EOF;
	toks[count].text = "";
	struct cfix_cparse parser = cfix__clang_parser_over(b, at, count - 1);

	parser.toks = toks;
	out->body = cfix__macro_body_parse(&parser, at, count - 1);
	if (!out->body)
		return false;
	no_tokens(out->body);
	out->first = 1;
	out->last = 0;
	called_names(toks + at, count - at, names);
	return true;
}

void cfix__clang_note_header_noreturn(struct builder *b)
{
	struct cfix_source *src = b->src;
	str_array names = { 0 }, funcs = { 0 };
	CFIX_ARRAY(struct cfix_macro_def) macros = { 0 };
	size_t level_end, file_names;

	/* b->all_defs is sorted by name (cfix__clang_extend_aliases()) */
	called_names(src->toks, src->ntoks, &names);
	sort_unique(&names);
	file_names = level_end = names.len;
	for (size_t i = 0, level = 0; i < names.len; i++) {
		struct macro_name key = { .name = names.items[i] }, *found;
		struct cfix_macro_def def = { .name = names.items[i] };
		bool own = false;

		if (i == level_end) {
			level_end = names.len;
			if (++level > MAX_NESTING)
				break;
		}
		if (i >= file_names &&
		    in_names(&(str_array){ .items = names.items, .len = i },
			     key.name))
			continue;	/* seen */
		for (uint32_t k = 0; k < src->nmacros && !own; k++)
			own = src->macros[k].name &&
			      !strcmp(src->macros[k].name, key.name);
		if (own)
			continue;	/* the file's own: match/noreturn.c */
		found = cfix__clang_macro_def(b, key.name);
		if (!found) {
			cfix_array_push(&funcs, key.name);
			continue;
		}
		if (clang_Cursor_isMacroFunctionLike(found->def) &&
		    !clang_Cursor_isMacroBuiltin(found->def) &&
		    macros.len < MAX_HEADER_MACROS &&
		    read_header_macro(b, found->def, &def, &names))
			cfix_array_push(&macros, def);
	}
	sort_unique(&funcs);
	for (size_t i = 0; funcs.len && i < b->funcs.len; i++) {
		CXString s = clang_getCursorSpelling(b->funcs.items[i]);
		const char *name = clang_getCString(s);
		const char **hit = name ? bsearch(&name, funcs.items, funcs.len,
						  sizeof(*funcs.items),
						  cfix__clang_compare_names)
					: NULL;

		if (hit && decl_noreturn(b, b->funcs.items[i], true))
			add_name(b, *hit);
		clang_disposeString(s);
	}
	src->nheader_macros = (uint32_t)macros.len;
	src->header_macros = cfix_arena_alloc(
		b->arena, (macros.len + 1) * sizeof(*src->header_macros));
	if (macros.len)
		memcpy(src->header_macros, macros.items,
		       macros.len * sizeof(*macros.items));
	cfix_array_release(&macros);
	cfix_array_release(&names);
	cfix_array_release(&funcs);
}
