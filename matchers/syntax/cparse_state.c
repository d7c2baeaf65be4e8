/*
 * cparse_state.c: cfix's own C parser: errors, the depth and step budget that
 * bound its recursion, names (typedefs, metavariables), the text of type
 * nodes, error recovery (an UNKNOWN node for an item that does not
 * parse), the items kept whole (asm) and static_assert read as a call.
 * See cparse.c for the parser's design, cparse_internal.h for its files.
 */
#include "cparse_internal.h"

/* ---- tokens -------------------------------------------------------------- */

const struct cfix_token *cfix__cparse_token_after(const struct parser *ps,
						  uint32_t i)
{
	return i >= ps->end ? &eof_token : token(ps, visible_from(ps, i + 1));
}

uint32_t cfix__cparse_match_close(const struct parser *ps, uint32_t i)
{
	int depth = 0;

	for (; i < ps->end; i = visible_from(ps, i + 1)) {
		const struct cfix_token *t = &ps->toks[i];

		if (t->kind != CFIX_TOK_PUNCT || t->text[1])
			continue;
		if (strchr("([{", t->text[0]))
			depth++;
		else if (strchr(")]}", t->text[0]) && --depth == 0)
			return i;
	}
	return NONE;
}

/* ---- errors and depth ---------------------------------------------------- */

void *cfix__cparse_fail(struct parser *ps, const char *msg)
{
	if (!ps->error) {
		ps->error = msg;
		ps->error_tok = ps->pos;
	}
	return NULL;
}

bool cfix__cparse_expect(struct parser *ps, const char *text, const char *msg)
{
	if (accept(ps, text))
		return true;
	cfix__cparse_fail(ps, msg);
	return false;
}

bool cfix__cparse_enter(struct parser *ps)
{
	if (ps->fatal)
		return false;
	if (ps->depth >= MAX_DEPTH || ++ps->steps > ps->budget) {
		ps->fatal = true;
		ps->exhausted = ps->steps > ps->budget;
		ps->error = ps->exhausted ? "code too complex to parse"
					  : "nesting too deep";
		ps->error_tok = ps->pos;
		return false;
	}
	ps->depth++;
	return true;
}

void cfix__cparse_leave(struct parser *ps)
{
	ps->depth--;
}

bool cfix__cparse_skip_group(struct parser *ps)
{
	uint32_t close = cfix__cparse_match_close(ps, ps->pos);

	if (close == NONE)
		return cfix__cparse_fail(ps, "unbalanced brackets"), false;
	ps->prev = close;
	ps->pos = visible_from(ps, close + 1);
	return true;
}

/* ---- names --------------------------------------------------------------- */

bool cfix__cparse_is_typename(const struct parser *ps,
			      const struct cfix_token *t)
{
	if (t->kind != CFIX_TOK_IDENT)
		return false;
	for (uint32_t i = 0; i < ps->ntypedefs; i++)
		if (strcmp(ps->typedefs[i], t->text) == 0)
			return true;
	return ps->cfg->is_typename &&
	       ps->cfg->is_typename(ps->cfg->ctx, t->text);
}

int32_t cfix__cparse_metavar_of(const struct parser *ps,
				const struct cfix_token *t)
{
	if (!ps->pattern || !ps->cfg->metavar || t->kind != CFIX_TOK_IDENT)
		return -1;
	return ps->cfg->metavar(ps->cfg->ctx, t->text);
}

void cfix__cparse_add_typedef(struct parser *ps, const char *name)
{
	uint32_t n = ps->ntypedefs;

	if ((n & (n + 1)) == 0) {	/* n is 0, 1, 3, 7, ...: full */
		const char **names = cfix_arena_alloc(
			ps->arena, (2 * n + 2) * sizeof(*names));

		if (n)
			memcpy(names, ps->typedefs, n * sizeof(*names));
		ps->typedefs = names;
	}
	ps->typedefs[ps->ntypedefs++] = name;
}

/*
 * C mode: can a type name be followed by the token at offset k?  A name
 * taken for a type by its spelling alone (`gas_t`, `min_t`) is a
 * variable or a function before `->`, `.`, an operator or a call's '('.
 */
static bool type_follows_ok(const struct parser *ps, unsigned k)
{
	const struct cfix_token *t = peek(ps, k);

	if (t->kind == CFIX_TOK_IDENT || t->kind == CFIX_TOK_KEYWORD)
		return true;
	if (tok_is(t, "("))
		return peek_is(ps, k + 1, "*") || peek_is(ps, k + 1, "^");
	return tok_is(t, ")") || tok_is(t, "*") || tok_is(t, ",") ||
	       tok_is(t, "[");
}

bool cfix__cparse_starts_type(const struct parser *ps, unsigned k)
{
	const struct cfix_token *t = peek(ps, k);

	if (tok_is(t, "__extension__"))
		return false;
	return tok_in(t, cfix_type_specifier_words) ||
	       tok_in(t, cfix_qualifier_words) ||
	       tok_in(t, cfix_storage_words) || tok_in(t, cfix_tag_words) ||
	       tok_in(t, cfix_typeof_words) ||
	       tok_in(t, cfix_attribute_words) ||
	       (cfix__cparse_is_typename(ps, t) &&
		(ps->pattern || type_follows_ok(ps, k + 1)));
}

/* ---- type text ----------------------------------------------------------- */

/* The last token of an attribute or asm group starting at word i. */
static uint32_t attribute_end(const struct parser *ps, uint32_t i,
			      uint32_t stop)
{
	bool is_asm = tok_in(&ps->toks[i], cfix_asm_words) != NULL;
	uint32_t j = visible_from(ps, i + 1);
	uint32_t close;

	while (is_asm && j < stop &&
	       (tok_in(&ps->toks[j], cfix_qualifier_words) ||
		tok_is(&ps->toks[j], "goto") || tok_is(&ps->toks[j], "inline")))
		j = visible_from(ps, j + 1);
	if (j >= stop || !tok_is(&ps->toks[j], "("))
		return i;
	close = cfix__cparse_match_close(ps, j);
	return close == NONE || close >= stop ? i : close;
}

void cfix__cparse_join_into(const struct parser *ps, struct cfix_buf *buf,
			    uint32_t first, uint32_t stop, uint32_t skip_first,
			    uint32_t skip_stop, bool drop_storage)
{
	for (uint32_t i = first; i < stop && i < ps->end; i++) {
		const struct cfix_token *t = &ps->toks[i];

		if (hidden(ps, i) || (i >= skip_first && i < skip_stop))
			continue;
		if (tok_in(t, cfix_attribute_words) ||
		    tok_in(t, cfix_asm_words)) {
			i = attribute_end(ps, i, stop);
			continue;
		}
		if (drop_storage && tok_in(t, cfix_storage_words))
			continue;
		if (buf->len)
			cfix_buf_addch(buf, ' ');
		cfix_buf_adds(buf, t->text);
	}
}

const char *cfix__cparse_buf_text(struct parser *ps, struct cfix_buf *buf)
{
	const char *text = cfix_arena_strdup(ps->arena, buf->data);

	cfix_buf_release(buf);
	return text;
}

struct cfix_node *cfix__cparse_type_node(struct parser *ps, uint32_t first,
					 uint32_t stop, uint32_t skip,
					 uint32_t skip_stop)
{
	struct cfix_node *node = node_at(ps, CFIX_NODE_TYPE, first);
	struct cfix_buf buf;

	node->last = stop - 1;
	cfix_buf_init(&buf);
	cfix__cparse_join_into(ps, &buf, first, stop, skip, skip_stop, false);
	node->text = cfix__cparse_buf_text(ps, &buf);
	if (stop == first + 1)
		node->metavar = cfix__cparse_metavar_of(ps, token(ps, first));
	return node;
}

const char *cfix__cparse_full_type_text(struct parser *ps, uint32_t first,
					const struct specs *sp,
					uint32_t spec_stop,
					const struct declr *d, uint32_t d_stop)
{
	struct cfix_buf buf;

	cfix_buf_init(&buf);
	cfix__cparse_join_into(ps, &buf, first, spec_stop, sp->body,
			       sp->body_stop, true);
	cfix__cparse_join_into(ps, &buf, d->first, d_stop, d->name,
			       d->name == NONE ? NONE : d->name + 1, false);
	return cfix__cparse_buf_text(ps, &buf);
}

/* ---- skipping and recovery ----------------------------------------------- */

bool cfix__cparse_skip_attribute(struct parser *ps)
{
	bool is_asm = tok_in(peek(ps, 0), cfix_asm_words) != NULL;

	advance(ps);
	while (is_asm && (tok_in(peek(ps, 0), cfix_qualifier_words) ||
			  is(ps, "goto") || is(ps, "inline")))
		advance(ps);
	if (!is(ps, "("))
		return cfix__cparse_fail(ps, "expected '('"), false;
	return cfix__cparse_skip_group(ps);
}

bool cfix__cparse_skip_attributes(struct parser *ps)
{
	while (tok_in(peek(ps, 0), cfix_attribute_words) ||
	       tok_in(peek(ps, 0), cfix_asm_words))
		if (!cfix__cparse_skip_attribute(ps))
			return false;
	return true;
}

bool cfix__cparse_attributes_only(const struct parser *ps, uint32_t from,
				  uint32_t stop)
{
	uint32_t t = from, n = stop < ps->end ? stop : ps->end;

	while (t < n) {
		t = cfix__attribute_group_end(ps->toks, NULL, t, n);
		if (t == UINT32_MAX)
			return false;
		t++;
	}
	return t == stop;
}

struct cfix_node *cfix__cparse_recover(struct parser *ps, struct mark start)
{
	struct cfix_node *node;
	int depth = 0;

	ps->fatal = ps->exhausted;	/* too deep: this item only */
	mark_restore(ps, start);
	node = start_node(ps, CFIX_NODE_UNKNOWN);
	while (!at_end(ps)) {
		const struct cfix_token *t = peek(ps, 0);
		bool opener = tok_is(t, "(") || tok_is(t, "[") || tok_is(t, "{");
		bool closer = tok_is(t, ")") || tok_is(t, "]") || tok_is(t, "}");

		if (depth == 0 && tok_is(t, "}") && ps->pos != node->first)
			break;
		depth += opener ? 1 : closer ? -1 : 0;
		if (depth < 0)
			depth = 0;
		advance(ps);
		if (depth == 0 && (tok_is(t, ";") || tok_is(t, "}")))
			break;
	}
	ps->error = NULL;
	return finish(ps, node);
}

bool cfix__cparse_items(struct parser *ps, struct cfix_node *list,
			bool in_braces,
			struct cfix_node *(*item)(struct parser *))
{
	while (!at_end(ps) && !(in_braces && is(ps, "}"))) {
		struct mark start = mark_take(ps);
		struct cfix_node *node = item(ps);

		if (!node) {
			if (ps->pattern)
				return false;
			node = cfix__cparse_recover(ps, start);
		}
		add(ps, list, node);
	}
	return true;
}

/*
 * `static_assert(e, "msg");` and `_Static_assert(...)`, at file level,
 * in a function or among a struct's fields: a call statement, as spatch
 * 1.1.1 reads it (a macro call; it matches inside, e.g. a sizeof).  An
 * argument that is no expression keeps it whole (OPAQUE), as before.
 * call_at: the grammar's call parser (cfix__cparse_call()), passed in as
 * cfix__cparse_items() takes its item.
 */
struct cfix_node *cfix__cparse_static_assert(
	struct parser *ps,
	struct cfix_node *(*call_at)(struct parser *, struct cfix_node *))
{
	struct mark start = mark_take(ps);
	struct cfix_node *node = start_node(ps, CFIX_NODE_EXPR_STMT), *call;
	uint32_t name = ps->pos;

	advance(ps);
	if (is(ps, "(") &&
	    (call = call_at(ps, ident_at(ps, name))) &&
	    cfix__cparse_expect(ps, ";", "expected ';'")) {
		add(ps, node, call);
		return finish(ps, node);
	}
	if (ps->fatal)
		return NULL;
	mark_restore(ps, start);
	return cfix__cparse_opaque(ps);
}

struct cfix_node *cfix__cparse_opaque(struct parser *ps)
{
	struct cfix_node *node = start_node(ps, CFIX_NODE_UNKNOWN);

	node->flags |= CFIX_NODEF_OPAQUE;
	/* armcc's and MSVC's block `__asm { ... }` (freetype's
	 * ttinterp.c), no ';' after it: spatch 1.1.1 fails the function */
	if (!ps->pattern && tok_in(peek(ps, 0), cfix_asm_words) &&
	    peek_is(ps, 1, "{")) {
		advance(ps);
		if (!cfix__cparse_skip_group(ps))
			return NULL;
		return finish(ps, node);
	}
	if (tok_in(peek(ps, 0), cfix_asm_words)) {
		if (!cfix__cparse_skip_attribute(ps))
			return NULL;
	} else {
		advance(ps);
		if (!is(ps, "("))
			return cfix__cparse_fail(ps, "expected '('");
		if (!cfix__cparse_skip_group(ps))
			return NULL;
	}
	if (!cfix__cparse_expect(ps, ";", "expected ';'"))
		return NULL;
	return finish(ps, node);
}
