/*
 * clang_convert.c: clang's tree mirrored in cfix's nodes: expressions,
 * declarations, records, functions, statements and the translation
 * unit.  They recurse into each other, so they share this file; a node
 * that is a macro use becomes the use (clang_tokens.c), code clang could
 * not structure is parsed by cfix (clang_own.c).
 */
#include "clang_internal.h"

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

static struct cfix_node *leaf_expr(struct builder *b, CXCursor cursor,
				   enum cfix_node_kind kind, uint32_t first)
{
	struct cfix_node *node = new_node(b, kind, first, first);

	node->flags |= CFIX_NODEF_CONSTANT;
	node->text = cfix__clang_literal_text(b, cursor, first);
	return node;
}

static struct cfix_node *ident_expr(struct builder *b, CXCursor cursor,
				    uint32_t first, uint32_t last)
{
	struct cfix_node *node = new_node(b, CFIX_NODE_IDENT, first, last);
	CXCursor ref = clang_getCursorReferenced(cursor);

	node->text = cfix__clang_arena_cxstring(
		b->arena, clang_getCursorSpelling(cursor));
	if (clang_getCursorKind(ref) == CXCursor_EnumConstantDecl)
		node->flags |= CFIX_NODEF_CONSTANT;
	cfix__clang_note_noreturn(b, ref);
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
		node->op = cfix__clang_arena_cxstring(
			b->arena, clang_getUnaryOperatorKindSpelling(op));
		add(b, node, kids->len ? expr(b, kids->items[0]) : NULL);
		return node;
	}
	enum CXBinaryOperatorKind op = clang_getCursorBinaryOperatorKind(cursor);
	bool assign = op >= CXBinaryOperator_Assign &&
		      op <= CXBinaryOperator_OrAssign;

	node = new_node(b, assign ? CFIX_NODE_ASSIGN : CFIX_NODE_BINARY, first,
			last);
	node->op = cfix__clang_arena_cxstring(
		b->arena, clang_getBinaryOperatorKindSpelling(op));
	add(b, node, kids->len > 0 ? expr(b, kids->items[0]) : NULL);
	add(b, node, kids->len > 1 ? expr(b, kids->items[1]) : NULL);
	return node;
}

static struct cfix_node *member_expr(struct builder *b, CXCursor cursor,
				     cursor_array *kids, uint32_t first,
				     uint32_t last)
{
	struct cfix_node *node = new_node(b, CFIX_NODE_MEMBER, first, last);
	const char *spelling = cfix__clang_arena_cxstring(
		b->arena, clang_getCursorSpelling(cursor));
	unsigned offset;
	uint32_t name = last;

	/* a member of a struct clang could not complete (`a->adc.idbus`
	 * with `struct gameport adc;` undefined) has no name nor place:
	 * the name is the expression's last token */
	if (*spelling && cfix__clang_loc_in_file(
				 b, clang_getCursorLocation(cursor), &offset))
		name = tok_at(b->src, offset);
	if (name >= b->src->ntoks || name == 0)
		name = last;
	node->op = tok_is(b->src, name - 1, "->") ? "->" : ".";
	add(b, node, kids->len ? expr(b, kids->items[0]) : NULL);
	add(b, node, cfix__clang_ident_at(b, name));
	node->kids[1]->text = *spelling ? spelling : b->src->toks[name].text;
	return node;
}

/* The parenthesized type that starts at token open ("(" TYPE ")"). */
static struct cfix_node *paren_type(struct builder *b, uint32_t open,
				    uint32_t last, CXType type)
{
	uint32_t close = cfix__clang_match_bracket(b, open, last);
	struct cfix_node *node;

	if (close == UINT32_MAX || !tok_is(b->src, open, "("))
		return NULL;
	node = cfix__clang_type_node(b, open + 1, close - 1);
	if (type.kind != CXType_Invalid)
		node->type = cfix__clang_arena_cxstring(
			b->arena, clang_getTypeSpelling(type));
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

/* GNU's range designator `[0 ... 3]`: clang gives both bounds as kids;
 * cfix's node is the binary `...` its own parser and the rules' build. */
static struct cfix_node *range_designator(struct builder *b, CXCursor low,
					  CXCursor high)
{
	uint32_t lfirst, llast, hfirst, hlast;
	struct cfix_node *node;

	if (!cfix__clang_cursor_toks(b, low, &lfirst, &llast) ||
	    !cfix__clang_cursor_toks(b, high, &hfirst, &hlast) ||
	    !tok_is(b->src, llast + 1, "..."))
		return expr(b, low);
	node = new_node(b, CFIX_NODE_BINARY, lfirst, hlast);
	node->op = "...";
	add(b, node, expr(b, low));
	add(b, node, expr(b, high));
	return node;
}

/* A designated initializer (an UnexposedExpr starting at '.' or '['). */
static struct cfix_node *designator(struct builder *b, CXCursor cursor,
				    uint32_t first, uint32_t last)
{
	cursor_array kids = cfix__clang_kids_of(cursor);
	struct cfix_node *node = new_node(b, CFIX_NODE_DESIGNATOR, first, last);
	CXCursor value = kids.items[kids.len - 1];

	node->op = tok_is(b->src, first, ".") ? "." : "[";
	if (node->op[0] == '.') {
		add(b, node, cfix__clang_ident_at(b, first + 1));
	} else if (kids.len == 3) {
		add(b, node, range_designator(b, kids.items[0], kids.items[1]));
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
	kids = cfix__clang_kids_of(cursor);
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

		if (cfix__clang_cursor_toks(b, kids->items[i], &kfirst,
					    &klast) &&
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
	struct cfix_node *node = cfix__clang_own_expr(b, first, last);
	struct cfix_node **built;

	if (!kids->len || node->kind == CFIX_NODE_UNKNOWN)
		return node;
	built = cfix_xcalloc(kids->len, sizeof(*built));
	for (size_t i = 0; i < kids->len; i++)
		built[i] = expr(b, kids->items[i]);
	cfix__clang_graft(node, built, kids->len);
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

	cursor = cfix__clang_skip_implicit(cursor);
	if (!cfix__clang_cursor_toks(b, cursor, &first, &last))
		return NULL;
	range = b->extent;
	if (b->depth >= MAX_DEPTH)
		return cfix__clang_too_deep(b, first, last);
	exp = cfix__clang_exact_expansion(b, cursor, first, last);
	if (exp) {
		node = cfix__clang_macro_use(b, cursor, exp);
		node->expansion = expansion_tree(b, cursor);
		return node;
	}
	kids = cfix__clang_expr_kids(cursor);
	b->depth++;
	node = expr_by_kind(b, cursor, &kids, first, last);
	b->depth--;
	cfix_array_release(&kids);
	if (!(node->flags & CFIX_NODEF_OWN_PARSE) ||
	    clang_getCursorKind(cursor) == CXCursor_UnexposedExpr) {
		cfix__clang_set_type(b, node, clang_getCursorType(cursor));
		cfix__clang_adjust_array_param(b, cursor, node);
	}
	if (node->type && (strstr(node->type, "<dependent type>") ||
			   strstr(node->type, "cfix_var_"))) {
		node->type = NULL;	/* no real type: recovery or repair */
		node->flags &= ~CFIX_NODEF_POINTER;
	}
	cfix__clang_remember_extent(b, cursor, range);
	cfix__clang_flag_partial_macro(b, cursor, node);
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

	if (!cfix__clang_loc_in_file(b, clang_getCursorLocation(cursor),
				     &offset))
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
	cursor_array kids = cfix__clang_kids_of(cursor);
	struct cfix_node *init = NULL;

	for (size_t i = 0; i < kids.len && !init; i++) {
		uint32_t first, last;

		if (!clang_isExpression(clang_getCursorKind(kids.items[i])) ||
		    !cfix__clang_cursor_toks(b, kids.items[i], &first, &last))
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
		type->text = cfix__clang_arena_cxstring(
			b->arena,
			clang_getTypeSpelling(clang_getCursorType(cursor)));
		if (strstr(type->text, "(unnamed ") ||
		    strstr(type->text, "(anonymous "))
			type->text = NULL;	/* clang names it by path */
		type->type = type->text;
		add(b, node, type);
	}
	add(b, node, name == UINT32_MAX ? NULL : cfix__clang_ident_at(b, name));
	if (clang_getCursorKind(cursor) == CXCursor_EnumConstantDecl) {
		cursor_array kids = cfix__clang_expr_kids(cursor);

		add(b, node, kids.len ? expr(b, kids.items[0]) : NULL);
		cfix_array_release(&kids);
	} else {
		add(b, node, name == UINT32_MAX ? NULL
						: initializer(b, cursor, name));
	}
	/* a prototype: its parameters, so types in them can be matched;
	 * `fn_t a;` with a function typedef has none written, and is a
	 * variable's declaration to spatch */
	if (clang_getCursorKind(cursor) == CXCursor_FunctionDecl &&
	    name != UINT32_MAX && tok_is(b->src, name + 1, "("))
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
/*
 * The last token of the attributes after a declarator that ends at
 * last (`int x __attribute__((unused));`, `int y __maybe_unused;`):
 * clang's extent stops before them.  Only a run that the declaration's
 * `;` or `,` ends is taken; else last.
 */
static uint32_t attributes_end(struct builder *b, uint32_t last)
{
	uint32_t t = last + 1, end;

	while (t < b->src->ntoks && !tok_is(b->src, t, ";") &&
	       !tok_is(b->src, t, ",")) {
		end = cfix__attribute_group_end(b->src->toks, NULL, t,
						b->src->ntoks);
		if (end != UINT32_MAX)
			t = end;
		else if (b->src->toks[t].kind != CFIX_TOK_IDENT ||
			 !cfix__clang_expansion_holding(b, t))
			return last;	/* not an attribute macro's use */
		t++;
	}
	return t < b->src->ntoks ? t - 1 : last;
}

/* Does record cursor rec, a declaration's first and no definition,
 * stand in a parameter list after first, the declaration's start (a
 * '(' before it)?  A definition after an attribute's '(' stays the
 * declaration's specifiers. */
static bool in_params(struct builder *b, CXCursor rec, uint32_t first)
{
	uint32_t f, l;

	if (!cfix__clang_cursor_toks(b, rec, &f, &l))
		return false;
	for (uint32_t t = first; t < f; t++)
		if (tok_is(b->src, t, "("))
			return true;
	return false;
}

static struct cfix_node *decl_group(struct builder *b, CXCursor *group,
				    size_t count, uint32_t first,
				    uint32_t *last_out)
{
	struct cfix_node *decl = new_node(b, CFIX_NODE_DECL, first, first);
	struct cfix_node *rec = NULL;
	uint32_t spec_end = first, pos, last = first;
	bool bare = false;	/* `main(int x);`: no specifiers at all */
	size_t i = 0;

	if (is_record_kind(clang_getCursorKind(group[0])) &&
	    !clang_isCursorDefinition(group[0]) &&
	    in_params(b, group[0], first)) {
		i = 1;	/* `typedef int (*f)(struct page *);`: no specifier */
	} else if (is_record_kind(clang_getCursorKind(group[0]))) {
		rec = clang_isCursorDefinition(group[0]) ? record(b, group[0])
							 : NULL;
		if (rec)
			spec_end = rec->last;
		else
			cfix__clang_cursor_toks(b, group[0], &spec_end,
						&spec_end);
		i = 1;
	}
	if (i < count) {
		uint32_t f, l, name;

		if (cfix__clang_cursor_toks(b, group[i], &f, &l)) {
			name = name_tok(b, group[i], f, l);
			if (name != UINT32_MAX && name > spec_end)
				spec_end = specifiers_end(b, first, name);
			bare = name == first && !rec;
		}
	}
	add(b, decl, cfix__clang_type_node(b, first, spec_end));
	if (bare) {	/* an empty TYPE, as a definition's (function()) */
		decl->kids[0]->last = first - 1;
		decl->kids[0]->text = "";
		spec_end = first - 1;
	}
	if (rec) {
		decl->kids[0]->text = cfix__clang_join_toks(
			b, first, spec_end, rec->first + 1, rec->last);
		add(b, decl->kids[0], rec);
	}
	last = spec_end;
	pos = spec_end + 1;
	for (; i < count; i++) {
		uint32_t f, l;

		if (!cfix__clang_cursor_toks(b, group[i], &f, &l) || l < pos)
			continue;
		l = attributes_end(b, l);
		/* a directive between two declarators (`},\n#define b a\n
		 * c[2] = {`) belongs to neither: c's starts at its own text */
		while (pos < l && b->skip[pos])
			pos++;
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

	if (!cfix__clang_cursor_toks(b, cursors[0], &first, &last))
		return 1;
	/* "typedef struct s {...} S;": the record comes first but starts
	 * after the typedef */
	while (n < count && cfix__clang_cursor_toks(b, cursors[n], &f, &l) &&
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
		if (cfix__clang_cursor_toks(b, cursors[i], &f, &l) && f < first)
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

static struct cfix_node *record(struct builder *b, CXCursor cursor)
{
	struct cfix_node *node;
	cursor_array kids = cfix__clang_kids_of(cursor), fields = {0};
	uint32_t first, last, open = UINT32_MAX;
	CXCursor *prev = NULL;
	bool is_enum;

	if (!cfix__clang_cursor_toks(b, cursor, &first, &last))
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

			if (cfix__clang_cursor_toks(b, kids.items[i], &f, &l))
				add(b, node, declarator(b, kids.items[i], f, l));
		} else if (kind == CXCursor_FieldDecl || is_record_kind(kind)) {
			cfix_array_push(&fields, kids.items[i]);
		}
	}
	(void)prev;
	if (fields.len)
		add_decls(b, node, fields.items, fields.len);
	is_enum = clang_getCursorKind(cursor) == CXCursor_EnumDecl;
	if (open != UINT32_MAX &&
	    (is_enum ? cfix__clang_enumerators_lost(b, node, open + 1, last - 1)
		     : cfix__clang_fields_lost(b, node, open + 1, last - 1)))
		cfix__clang_own_fields(b, node, open + 1, last - 1, is_enum);
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

	if (!cfix__clang_cursor_toks(b, cursor, &first, &last))
		return NULL;
	node = new_node(b, CFIX_NODE_PARAM, first, last);
	name = name_tok(b, cursor, first, last);
	if (name == UINT32_MAX) {
		add(b, node, cfix__clang_type_node(b, first, last));
		add(b, node, NULL);
	} else if (name == last && name > first) {
		/* the usual `T *name`: the type is the tokens before it */
		add(b, node, cfix__clang_type_node(b, first, name - 1));
		add(b, node, cfix__clang_ident_at(b, name));
	} else {
		add(b, node, cfix__clang_type_node(b, first, last));
		node->kids[0]->text =
			cfix__clang_join_toks(b, first, last, name, name);
		add(b, node, cfix__clang_ident_at(b, name));
	}
	node->kids[0]->type = cfix__clang_arena_cxstring(
		b->arena, clang_getTypeSpelling(clang_getCursorType(cursor)));
	return node;
}

/* The PARAMS of a function declared at token name: `(` ... `)`. */
static struct cfix_node *params_of(struct builder *b, CXCursor cursor,
				   uint32_t name, uint32_t last)
{
	cursor_array kids = cfix__clang_kids_of(cursor);
	uint32_t close = tok_is(b->src, name + 1, "(")
				 ? cfix__clang_match_bracket(b, name + 1, last)
				 : UINT32_MAX;
	struct cfix_node *params = new_node(b, CFIX_NODE_PARAMS, name + 1,
					    close == UINT32_MAX ? name : close);

	for (size_t i = 0; i < kids.len; i++) {
		struct cfix_node *p;

		if (clang_getCursorKind(kids.items[i]) != CXCursor_ParmDecl)
			continue;
		p = param(b, kids.items[i]);
		/* a parameter clang read without a place (`int __attr
		 * (*cb)(int)`, __attr unknown to it): code it could not
		 * structure, which the own parse's item stands in for */
		if (!p)
			p = new_node(b, CFIX_NODE_UNKNOWN, name + 1, name);
		add(b, params, p);
	}
	cfix_array_release(&kids);
	return params;
}

static struct cfix_node *function(struct builder *b, CXCursor cursor,
				  uint32_t first, uint32_t last)
{
	struct cfix_node *node = new_node(b, CFIX_NODE_FUNCTION, first, last);
	struct cfix_node *params;
	cursor_array kids = cfix__clang_kids_of(cursor);
	uint32_t name = name_tok(b, cursor, first, last);
	CXCursor body = clang_getNullCursor();

	if (name == UINT32_MAX)
		name = first;
	add(b, node, cfix__clang_type_node(b, first, name - (name > first)));
	if (name == first)
		node->kids[0]->last = first - 1;
	add(b, node, cfix__clang_ident_at(b, name));
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
	uint32_t close = cfix__clang_match_bracket(b, first + 1, last),
		 semi[2] = {0, 0};
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

		if (!cfix__clang_cursor_toks(b, kids->items[i], &f, &l))
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
		add(b, node, first + 1 <= last
				     ? cfix__clang_ident_at(b, first + 1)
				     : NULL);
		return node;
	case CXCursor_LabelStmt:
		node = new_node(b, CFIX_NODE_LABEL, first, last);
		add(b, node, cfix__clang_ident_at(b, first));
		add(b, node, stmt_or_null(b, kids, 0));
		return node;
	case CXCursor_DeclStmt: {
		cursor_array decls = cfix__clang_kids_of(cursor);
		uint32_t decl_last;

		node = decls.len ? decl_group(b, decls.items, decls.len, first,
					      &decl_last)
				 : cfix__clang_unknown(b, first, last);
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
	node = cfix__clang_unknown(b, first, last); /* asm and the like */
	return node;
}

/* A loop whose head is a macro (list_for_each_entry(...) { }). */
static struct cfix_node *iterator(struct builder *b, CXCursor cursor,
				  const struct expansion *exp, uint32_t last)
{
	cursor_array kids = cfix__clang_expr_kids(cursor);
	struct cfix_node *node = new_node(b, CFIX_NODE_ITERATOR, exp->first,
					  last);
	struct cfix_node *head = cfix__clang_own_expr(b, exp->first, exp->last);

	head->flags |= CFIX_NODEF_MACRO_USE;
	head->flags &= ~CFIX_NODEF_OWN_PARSE;
	add(b, node, head);
	add(b, node, kids.len ? stmt(b, kids.items[kids.len - 1]) : NULL);
	cfix_array_release(&kids);
	return node;
}

/*
 * A declarer, `static DEFINE_MUTEX(m);`: storage words, then a macro use
 * NAME(...) that the item's `;` ends.  Its expansion, or NULL.  clang
 * sees the declaration it expands to; cfix keeps the use, as spatch
 * reads it.
 */
static const struct expansion *declarer_use(struct builder *b,
					    uint32_t first, uint32_t last)
{
	const struct expansion *exp;
	uint32_t pos = first;

	while (pos < last &&
	       cfix__is_word_in(b->src->toks[pos].text, cfix_storage_words))
		pos++;
	exp = cfix__clang_expansion_holding(b, pos);
	if (!exp || exp->first != pos || exp->last + 1 < last ||
	    b->src->toks[pos].kind != CFIX_TOK_IDENT ||
	    !tok_is(b->src, pos + 1, "(") || !tok_is(b->src, exp->last, ")") ||
	    !tok_is(b->src, exp->last + 1, ";"))
		return NULL;
	return exp;
}

/*
 * `FOO(x, y);` at top level with FOO no macro: spatch reads a declarer
 * (where the rule declares FOO `declarer name`); clang an invalid
 * function declaration of implicit int, names without types outside a
 * definition, and words after it (cparse: attributes after a
 * declarer).  A valid one, `main(int x);`, stays clang's prototype.
 */
static bool undefined_declarer(struct builder *b, CXCursor cursor,
			       uint32_t first, uint32_t last)
{
	uint32_t pos = first, close;
	CXString name;
	bool same;

	if (clang_getCursorKind(cursor) != CXCursor_FunctionDecl ||
	    !clang_isInvalidDeclaration(cursor))
		return false;
	while (pos < last &&
	       cfix__is_word_in(b->src->toks[pos].text, cfix_storage_words))
		pos++;
	if (b->src->toks[pos].kind != CFIX_TOK_IDENT ||
	    !tok_is(b->src, pos + 1, "("))
		return false;
	close = cfix__clang_match_bracket(b, pos + 1, last);
	if (close == UINT32_MAX)
		return false;
	while (close < last &&
	       b->src->toks[close + 1].kind == CFIX_TOK_IDENT)
		close++;	/* attributes, `D(a, b) __attr;` */
	if (close + 1 < last || !tok_is(b->src, close + 1, ";"))
		return false;
	name = clang_getCursorSpelling(cursor);
	same = !strcmp(clang_getCString(name), b->src->toks[pos].text);
	clang_disposeString(name);
	return same;
}

static struct cfix_node *stmt(struct builder *b, CXCursor cursor)
{
	enum CXCursorKind kind = clang_getCursorKind(cursor);
	CXSourceRange range;
	const struct expansion *exp;
	struct cfix_node *node;
	cursor_array kids;
	uint32_t first, last;

	if (!cfix__clang_cursor_toks(b, cursor, &first, &last))
		return NULL;
	range = b->extent;
	if (b->depth >= MAX_DEPTH)
		return cfix__clang_too_deep(b, first, last);
	/* `CHECK(p == NULL);` whose body is `{ if (c) ... }` (zstd's
	 * tests): a use, as for the other statements, not a block of
	 * statements each spanning the use's tokens */
	if (kind == CXCursor_CompoundStmt &&
	    !cfix__clang_exact_expansion(b, cursor, first, last)) {
		b->depth++;
		node = compound(b, cursor);
		b->depth--;
		return node;
	}
	exp = cfix__clang_expansion_holding(b, first);
	if (exp && exp->first == first && exp->last < last &&
	    (kind == CXCursor_ForStmt || kind == CXCursor_WhileStmt))
		return iterator(b, cursor, exp, last);
	exp = kind == CXCursor_DeclStmt ? declarer_use(b, first, last) : NULL;
	if (!exp)
		exp = cfix__clang_exact_expansion(b, cursor, first, last);
	if (exp && !clang_isExpression(kind)) {
		node = new_node(b, CFIX_NODE_EXPR_STMT, first, last);
		add(b, node, cfix__clang_macro_use(b, cursor, exp));
	} else {
		kids = cfix__clang_expr_kids(cursor);
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
		cfix__clang_remember_extent(b, cursor, range);
		cfix__clang_flag_partial_macro(b, cursor, node);
	}
	return node;
}

/* { ... }: clang's statements, and cparse's for the tokens between them
 * that clang dropped. */
static struct cfix_node *compound(struct builder *b, CXCursor cursor)
{
	cursor_array kids = cfix__clang_kids_of(cursor);
	struct cfix_node *node, *cut = NULL;
	uint32_t first, last, pos;

	if (!cfix__clang_cursor_toks(b, cursor, &first, &last)) {
		cfix_array_release(&kids);
		return NULL;
	}
	node = new_node(b, CFIX_NODE_COMPOUND, first, last);
	pos = first + 1;
	for (size_t i = 0; i < kids.len; i++) {
		struct cfix_node *kid = stmt(b, kids.items[i]);

		if (!kid || kid->last < pos)
			continue;	/* inside a macro use seen already */
		cfix__clang_fill_gap(b, node, cut, pos, kid->first - 1);
		cut = kid;
		pos = kid->last + 1;
	}
	cfix__clang_fill_gap(b, node, cut, pos, last - 1);
	cfix_array_release(&kids);
	return node;
}

/* ---- the translation unit ------------------------------------------------ */

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
	if (n < 2 || fn < 0 ||
	    !cfix__clang_cursor_toks(b, cursors[fn], &f, last))
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

void cfix__clang_build_unit(struct builder *b)
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
		if (cfix__clang_cursor_toks(b, b->tops.items[i], &last,
					    &last) &&
		    first != UINT32_MAX && first >= pos &&
		    !cfix__clang_begins_in_macro(b, b->tops.items[i], &file,
						 &offset) &&
		    !declarer_use(b, first, last) &&
		    !undefined_declarer(b, b->tops.items[i], first, last))
			item = top_item(b, b->tops.items + i, n, first, last);
		i += n;
		if (!item)
			continue;	/* macro-made items and declarers are
					   left to cparse */
		if (item->first > pos)
			cfix__clang_own_fill(b, root, pos, item->first - 1,
					     false);
		add(b, root, item);
		pos = item->last + 1;
	}
	if (pos < b->src->ntoks)
		cfix__clang_own_fill(b, root, pos, b->src->ntoks - 1, false);
	cfix_node_link_parents(root);
	b->src->root = root;
}
