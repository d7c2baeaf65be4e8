/*
 * clang_noreturn.c: the functions clang's view calls that are declared
 * not to return, by name, in cfix_source.noreturn_names (read by
 * match/noreturn.c for rules that end paths there).  clang spells
 * `__attribute__((noreturn))` in the function's type, which the matcher
 * reads from the callee's node; C11's `_Noreturn` and `[[noreturn]]`
 * are attributes of the declaration only, which libclang shows as an
 * unexposed attribute cursor whose first token spells it.
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

void cfix__clang_note_noreturn(struct builder *b, CXCursor decl)
{
	struct cfix_source *src = b->src;
	struct attr_seen seen = { .tu = b->tu };
	const char **names;
	const char *name;

	if (clang_getCursorKind(decl) != CXCursor_FunctionDecl)
		return;
	clang_visitChildren(decl, visit_attr, &seen);
	if (!seen.noreturn)
		return;
	name = cfix__clang_arena_cxstring(b->arena,
					  clang_getCursorSpelling(decl));
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
