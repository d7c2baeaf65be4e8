/*
 * cfix's own C parser: recursive descent over a token array, building
 * struct cfix_node trees for rule patterns (metavariables, "...") and for
 * the parts of a C file that clang could not structure.
 *
 * Design decision: C cannot be parsed without knowing which names are
 * types, and cfix often does not know (headers are missing, rules name
 * types freely).  The parser asks is_typename() first and otherwise
 * decides by a few tokens of lookahead (see decl_ahead(), guess_type(),
 * cast_at(), declared_name_offset()).  It does not backtrack into
 * nested code (only a file-level item is tried as a declaration, then
 * as a statement), so the work stays near linear, and in C mode a wrong
 * guess costs one statement, which becomes an UNKNOWN node, not the
 * file.  All recursion passes through enter(), which stops at MAX_DEPTH
 * nesting levels with "nesting too deep", and after STEPS_PER_TOKEN
 * calls a token on average.
 *
 * Tokens on preprocessor directive lines are invisible, except when the
 * parse starts inside a directive (a macro body): then the rest of that
 * directive is visible.
 */
#include "syntax.h"

#include <string.h>

#define MAX_DEPTH 500
/* enter() calls allowed per token: a parse takes about one; a failure
 * deep inside code that recovery then reads again can take exponential
 * time, and the budget turns that into UNKNOWN nodes (C mode) or "code
 * too complex to parse" (patterns) */
#define STEPS_PER_TOKEN 256
#define NONE UINT32_MAX

struct parser {
	struct cfix_arena *arena;
	const struct cfix_token *toks;
	uint32_t pos;		/* next visible token, or end */
	uint32_t end;
	uint32_t prev;		/* last consumed token, or NONE */
	uint32_t pp_end;	/* directive tokens below this are visible */
	const struct cfix_cparse *cfg;	/* callbacks */
	bool pattern;
	unsigned depth;
	bool fatal;		/* nesting too deep: no recovery */
	bool exhausted;		/* out of steps: every item fails */
	uint64_t steps, budget;	/* enter() calls made, allowed */
	const char *error;
	uint32_t error_tok;
	const char **typedefs;	/* names typedef'd in this parse */
	uint32_t ntypedefs;
	/* the struct/union/enum a type name began by defining, or NULL */
	struct cfix_node *type_record;
};

struct mark {
	uint32_t pos, prev;
};

/* ---- operators ---------------------------------------------------------- */

static const char *const unary_ops[] = {
	"!", "~", "-", "+", "*", "&", "++", "--", "&&", NULL,
};
static const char *const assign_ops[] = {
	"=", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>=",
	NULL,
};

static const struct binary_op {
	const char *op;
	int prec;		/* 1 `||` up to 10 `*` */
} binary_ops[] = {
	{ "||", 1 }, { "&&", 2 }, { "|", 3 }, { "^", 4 }, { "&", 5 },
	{ "==", 6 }, { "!=", 6 }, { "<", 7 }, { ">", 7 }, { "<=", 7 },
	{ ">=", 7 }, { "<<", 8 }, { ">>", 8 }, { "+", 9 }, { "-", 9 },
	{ "*", 10 }, { "/", 10 }, { "%", 10 },
};

/* ---- tokens -------------------------------------------------------------- */

static const struct cfix_token eof_token = { .kind = CFIX_TOK_EOF, .text = "" };

static bool hidden(const struct parser *ps, uint32_t i)
{
	return (ps->toks[i].flags & CFIX_TOKF_PP) && i >= ps->pp_end;
}

/* The first visible token at or after i, or end. */
static uint32_t visible_from(const struct parser *ps, uint32_t i)
{
	while (i < ps->end && hidden(ps, i))
		i++;
	return i < ps->end ? i : ps->end;
}

/* Index of the k-th visible token from pos (0: pos). */
static uint32_t index_ahead(const struct parser *ps, unsigned k)
{
	uint32_t i = ps->pos;

	while (k-- && i < ps->end)
		i = visible_from(ps, i + 1);
	return i;
}

static const struct cfix_token *token(const struct parser *ps, uint32_t i)
{
	return i < ps->end ? &ps->toks[i] : &eof_token;
}

static const struct cfix_token *peek(const struct parser *ps, unsigned k)
{
	return token(ps, index_ahead(ps, k));
}

static bool at_end(const struct parser *ps)
{
	return ps->pos >= ps->end;
}

static bool is_word(const struct cfix_token *t)
{
	return t->kind == CFIX_TOK_IDENT || t->kind == CFIX_TOK_KEYWORD;
}

static bool tok_is(const struct cfix_token *t, const char *text)
{
	return (is_word(t) || t->kind == CFIX_TOK_PUNCT) &&
	       strcmp(t->text, text) == 0;
}

/* The list's own copy of t's spelling (a static string), or NULL. */
static const char *tok_in(const struct cfix_token *t,
			  const char *const *list)
{
	if (!is_word(t) && t->kind != CFIX_TOK_PUNCT)
		return NULL;
	for (; *list; list++)
		if (strcmp(t->text, *list) == 0)
			return *list;
	return NULL;
}

static bool is(const struct parser *ps, const char *text)
{
	return tok_is(peek(ps, 0), text);
}

static bool peek_is(const struct parser *ps, unsigned k, const char *text)
{
	return tok_is(peek(ps, k), text);
}

static void advance(struct parser *ps)
{
	if (ps->pos >= ps->end)
		return;
	ps->prev = ps->pos;
	ps->pos = visible_from(ps, ps->pos + 1);
}

static bool accept(struct parser *ps, const char *text)
{
	if (!is(ps, text))
		return false;
	advance(ps);
	return true;
}

static struct mark mark_take(const struct parser *ps)
{
	return (struct mark){ .pos = ps->pos, .prev = ps->prev };
}

static void mark_restore(struct parser *ps, struct mark m)
{
	ps->pos = m.pos;
	ps->prev = m.prev;
	if (!ps->fatal)
		ps->error = NULL;
}

/* The visible token after index i. */
static const struct cfix_token *token_after(const struct parser *ps,
					    uint32_t i)
{
	return i >= ps->end ? &eof_token : token(ps, visible_from(ps, i + 1));
}

/* Index of the bracket closing the one at i (any kind counts), or NONE. */
static uint32_t match_close(const struct parser *ps, uint32_t i)
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

static void *fail(struct parser *ps, const char *msg)
{
	if (!ps->error) {
		ps->error = msg;
		ps->error_tok = ps->pos;
	}
	return NULL;
}

static bool expect(struct parser *ps, const char *text, const char *msg)
{
	if (accept(ps, text))
		return true;
	fail(ps, msg);
	return false;
}

static bool enter(struct parser *ps)
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

static void leave(struct parser *ps)
{
	ps->depth--;
}

/* Skips the bracketed group opening at pos. */
static bool skip_group(struct parser *ps)
{
	uint32_t close = match_close(ps, ps->pos);

	if (close == NONE)
		return fail(ps, "unbalanced brackets"), false;
	ps->prev = close;
	ps->pos = visible_from(ps, close + 1);
	return true;
}

/* ---- names --------------------------------------------------------------- */

static bool is_typename(const struct parser *ps, const struct cfix_token *t)
{
	if (t->kind != CFIX_TOK_IDENT)
		return false;
	for (uint32_t i = 0; i < ps->ntypedefs; i++)
		if (strcmp(ps->typedefs[i], t->text) == 0)
			return true;
	return ps->cfg->is_typename &&
	       ps->cfg->is_typename(ps->cfg->ctx, t->text);
}

static int32_t metavar_of(const struct parser *ps, const struct cfix_token *t)
{
	if (!ps->pattern || !ps->cfg->metavar || t->kind != CFIX_TOK_IDENT)
		return -1;
	return ps->cfg->metavar(ps->cfg->ctx, t->text);
}

static void add_typedef(struct parser *ps, const char *name)
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

/* Does the k-th token start a type name? */
static bool starts_type(const struct parser *ps, unsigned k)
{
	const struct cfix_token *t = peek(ps, k);

	if (tok_is(t, "__extension__"))
		return false;
	return tok_in(t, cfix_type_specifier_words) || tok_in(t, cfix_qualifier_words) ||
	       tok_in(t, cfix_storage_words) || tok_in(t, cfix_tag_words) ||
	       tok_in(t, cfix_typeof_words) || tok_in(t, cfix_attribute_words) ||
	       is_typename(ps, t);
}

/* ---- nodes --------------------------------------------------------------- */

static struct cfix_node *node_at(struct parser *ps, enum cfix_node_kind kind,
				 uint32_t first)
{
	struct cfix_node *node = cfix_node_new(ps->arena, kind, 0);

	node->first = first;
	node->last = first - 1;
	if (!ps->pattern)
		node->flags |= CFIX_NODEF_OWN_PARSE;
	return node;
}

static struct cfix_node *start_node(struct parser *ps,
				    enum cfix_node_kind kind)
{
	return node_at(ps, kind, ps->pos);
}

/* Ends node at the last consumed token. */
static struct cfix_node *finish(const struct parser *ps,
				struct cfix_node *node)
{
	if (ps->prev != NONE && ps->prev >= node->first)
		node->last = ps->prev;
	return node;
}

static void add(struct parser *ps, struct cfix_node *node,
		struct cfix_node *kid)
{
	cfix_node_add(ps->arena, node, kid);
}

/* A node for the current token alone. */
static struct cfix_node *leaf(struct parser *ps, enum cfix_node_kind kind)
{
	struct cfix_node *node = start_node(ps, kind);

	advance(ps);
	return finish(ps, node);
}

static struct cfix_node *ident_at(struct parser *ps, uint32_t i)
{
	struct cfix_node *node = node_at(ps, CFIX_NODE_IDENT, i);

	node->last = i;
	node->text = ps->toks[i].text;
	node->metavar = metavar_of(ps, &ps->toks[i]);
	return node;
}

static struct cfix_node *ident(struct parser *ps)
{
	uint32_t i = ps->pos;

	if (peek(ps, 0)->kind != CFIX_TOK_IDENT)
		return fail(ps, "expected identifier");
	advance(ps);
	return ident_at(ps, i);
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
	close = match_close(ps, j);
	return close == NONE || close >= stop ? i : close;
}

/*
 * Appends the visible tokens [first, stop) to buf, one space apart,
 * leaving out [skip_first, skip_stop), attributes and asm labels, and
 * (drop_storage) storage-class words.
 */
static void join_into(const struct parser *ps, struct cfix_buf *buf,
		      uint32_t first, uint32_t stop, uint32_t skip_first,
		      uint32_t skip_stop, bool drop_storage)
{
	for (uint32_t i = first; i < stop && i < ps->end; i++) {
		const struct cfix_token *t = &ps->toks[i];

		if (hidden(ps, i) || (i >= skip_first && i < skip_stop))
			continue;
		if (tok_in(t, cfix_attribute_words) || tok_in(t, cfix_asm_words)) {
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

static const char *buf_text(struct parser *ps, struct cfix_buf *buf)
{
	const char *text = cfix_arena_strdup(ps->arena, buf->data);

	cfix_buf_release(buf);
	return text;
}

/* A TYPE node over [first, stop), text leaving out [skip, skip_stop). */
static struct cfix_node *type_node(struct parser *ps, uint32_t first,
				   uint32_t stop, uint32_t skip,
				   uint32_t skip_stop)
{
	struct cfix_node *node = node_at(ps, CFIX_NODE_TYPE, first);
	struct cfix_buf buf;

	node->last = stop - 1;
	cfix_buf_init(&buf);
	join_into(ps, &buf, first, stop, skip, skip_stop, false);
	node->text = buf_text(ps, &buf);
	if (stop == first + 1)
		node->metavar = metavar_of(ps, token(ps, first));
	return node;
}

/* ---- expressions --------------------------------------------------------- */

static struct cfix_node *parse_expr(struct parser *ps);
static struct cfix_node *parse_assign(struct parser *ps);
static struct cfix_node *parse_cond(struct parser *ps);
static struct cfix_node *parse_cast(struct parser *ps);
static struct cfix_node *parse_unary(struct parser *ps);
static struct cfix_node *parse_compound(struct parser *ps);
static struct cfix_node *parse_init_list(struct parser *ps);
static struct cfix_node *parse_initializer(struct parser *ps);
static struct cfix_node *parse_type_name(struct parser *ps, bool any_ident);
static struct cfix_node *parse_stmt(struct parser *ps);

/* Names, then a string literal: KERN_INFO DEVICE_NAME "x" */
static bool string_ahead(const struct parser *ps)
{
	unsigned k = 0;

	while (k < 4 && peek(ps, k)->kind == CFIX_TOK_IDENT &&
	       metavar_of(ps, peek(ps, k)) < 0)
		k++;
	return k > 0 && peek(ps, k)->kind == CFIX_TOK_STRING;
}

/*
 * "a" "b", also with macros among the pieces: KERN_ERR "x", "%" PRIu64,
 * "*" __stringify(X).  A name right after a piece cannot be anything
 * else; a name before the first piece is taken when a piece follows.
 */
static struct cfix_node *parse_string(struct parser *ps)
{
	struct cfix_node *node = start_node(ps, CFIX_NODE_STRING);

	node->flags |= CFIX_NODEF_CONSTANT;
	for (;;) {
		const struct cfix_token *t = peek(ps, 0);

		if (t->kind == CFIX_TOK_STRING) {
			if (!node->text)
				node->text = t->text;
			advance(ps);
			continue;
		}
		if (t->kind != CFIX_TOK_IDENT || metavar_of(ps, t) >= 0 ||
		    !(node->text || string_ahead(ps)))
			break;
		advance(ps);
		if (node->text && is(ps, "(") && !skip_group(ps))
			return NULL;
	}
	return finish(ps, node);
}

static struct cfix_node *parse_paren(struct parser *ps)
{
	struct cfix_node *node = start_node(ps, CFIX_NODE_PAREN);
	struct cfix_node *kid;

	advance(ps);
	kid = parse_expr(ps);
	if (!kid || !expect(ps, ")", "expected ')'"))
		return NULL;
	add(ps, node, kid);
	return finish(ps, node);
}

/* GNU ({ ... }) */
static struct cfix_node *parse_stmt_expr(struct parser *ps)
{
	struct cfix_node *node = start_node(ps, CFIX_NODE_STMT_EXPR);
	struct cfix_node *body;

	advance(ps);
	body = parse_compound(ps);
	if (!body || !expect(ps, ")", "expected ')'"))
		return NULL;
	add(ps, node, body);
	return finish(ps, node);
}

/* _Generic(...) is kept as written. */
static struct cfix_node *parse_generic(struct parser *ps)
{
	struct cfix_node *node = start_node(ps, CFIX_NODE_UNKNOWN);

	advance(ps);
	if (!is(ps, "("))
		return fail(ps, "expected '('");
	if (!skip_group(ps))
		return NULL;
	return finish(ps, node);
}

static struct cfix_node *parse_primary(struct parser *ps)
{
	const struct cfix_token *t = peek(ps, 0);
	struct cfix_node *node;

	switch (t->kind) {
	case CFIX_TOK_IDENT:
		if (string_ahead(ps))
			return parse_string(ps);
		return ident(ps);
	case CFIX_TOK_NUMBER:
	case CFIX_TOK_CHAR:
		node = leaf(ps, t->kind == CFIX_TOK_NUMBER ? CFIX_NODE_NUMBER
							   : CFIX_NODE_CHAR);
		node->text = t->text;
		node->flags |= CFIX_NODEF_CONSTANT;
		return node;
	case CFIX_TOK_STRING:
		return parse_string(ps);
	default:
		break;
	}
	if (tok_is(t, "("))
		return peek_is(ps, 1, "{") ? parse_stmt_expr(ps)
					   : parse_paren(ps);
	if (tok_is(t, "{"))
		return parse_init_list(ps);
	if (tok_is(t, "_Generic"))
		return parse_generic(ps);
	if (ps->pattern && tok_is(t, "..."))
		return leaf(ps, CFIX_NODE_DOTS);
	return fail(ps, "expected expression");
}

/* A macro argument may be a type: container_of(p, struct foo, list). */
static struct cfix_node *arg_or_type(struct parser *ps)
{
	struct cfix_node *type;

	if (!starts_type(ps, 0))
		return parse_assign(ps);
	type = parse_type_name(ps, false);
	if (type && !is(ps, ",") && !is(ps, ")"))
		return fail(ps, "expected ',' or ')'");
	return type;
}

/* Tokens up to the next ',' or ')' at depth 0 as UNKNOWN, or NULL. */
static struct cfix_node *opaque_arg(struct parser *ps)
{
	struct cfix_node *node = start_node(ps, CFIX_NODE_UNKNOWN);

	while (!at_end(ps) && !is(ps, ",") && !is(ps, ")")) {
		if (is(ps, "]") || is(ps, "}"))
			return NULL;
		if (is(ps, "(") || is(ps, "[") || is(ps, "{")) {
			if (!skip_group(ps))
				return NULL;
		} else {
			advance(ps);
		}
	}
	return ps->pos != node->first ? finish(ps, node) : NULL;
}

/*
 * In C mode an argument that is no expression (a macro's operator or
 * code fragment: CHECK(a, <, b)) is kept as UNKNOWN.
 */
static struct cfix_node *parse_arg(struct parser *ps)
{
	struct mark start = mark_take(ps);
	struct cfix_node *arg = arg_or_type(ps), *opaque;
	const char *error = ps->error;
	uint32_t error_tok = ps->error_tok;

	if ((arg && (is(ps, ",") || is(ps, ")"))) || ps->pattern || ps->fatal)
		return arg;
	if (ps->pos == start.pos && (is(ps, ",") || is(ps, ")"))) {
		ps->error = NULL;	/* an empty macro argument: f(a, , b) */
		return start_node(ps, CFIX_NODE_UNKNOWN);
	}
	mark_restore(ps, start);
	if ((opaque = opaque_arg(ps)))
		return opaque;
	ps->error = error ? error : "expected ',' or ')'";
	ps->error_tok = error ? error_tok : ps->pos;
	return NULL;
}

static struct cfix_node *parse_call(struct parser *ps, struct cfix_node *callee)
{
	struct cfix_node *node = node_at(ps, CFIX_NODE_CALL, callee->first);

	add(ps, node, callee);
	advance(ps);
	if (!accept(ps, ")")) {
		do {
			struct cfix_node *arg = parse_arg(ps);

			if (!arg)
				return NULL;
			add(ps, node, arg);
		} while (accept(ps, ","));
		if (!expect(ps, ")", "expected ')'"))
			return NULL;
	}
	return finish(ps, node);
}

static struct cfix_node *parse_index(struct parser *ps, struct cfix_node *base)
{
	struct cfix_node *node = node_at(ps, CFIX_NODE_INDEX, base->first);
	struct cfix_node *index;

	add(ps, node, base);
	advance(ps);
	index = parse_expr(ps);
	if (!index || !expect(ps, "]", "expected ']'"))
		return NULL;
	add(ps, node, index);
	return finish(ps, node);
}

static struct cfix_node *parse_member(struct parser *ps,
				      struct cfix_node *base)
{
	struct cfix_node *node = node_at(ps, CFIX_NODE_MEMBER, base->first);
	struct cfix_node *name;

	node->op = is(ps, ".") ? "." : "->";
	add(ps, node, base);
	advance(ps);
	if (peek(ps, 0)->kind != CFIX_TOK_IDENT)
		return fail(ps, "expected member name");
	name = ident(ps);
	add(ps, node, name);
	return finish(ps, node);
}

static struct cfix_node *parse_postfix(struct parser *ps,
				       struct cfix_node *node)
{
	while (node) {
		if (is(ps, "(")) {
			node = parse_call(ps, node);
		} else if (is(ps, "[")) {
			node = parse_index(ps, node);
		} else if (is(ps, ".") || is(ps, "->")) {
			node = parse_member(ps, node);
		} else if (is(ps, "++") || is(ps, "--")) {
			struct cfix_node *post =
				node_at(ps, CFIX_NODE_POSTFIX, node->first);

			post->op = is(ps, "++") ? "++" : "--";
			add(ps, post, node);
			advance(ps);
			node = finish(ps, post);
		} else {
			break;
		}
	}
	return node;
}

/*
 * Words and stars up to a ')' that no expression could be: two words in
 * a row (`(u32 __user *)`, `(a b)`) or a '*' not followed by a name
 * (`(name *)`).  k is the offset of the first token inside.  Returns the
 * offset of the ')', or 0; *single says it holds one name only.
 */
static unsigned typelike_parens(const struct parser *ps, unsigned k,
				bool *single)
{
	bool adjacent = false, after_word = false, after_star = false;
	unsigned stars = 0, words = 0;

	for (unsigned n = 0; n < 16; n++, k++) {
		const struct cfix_token *t = peek(ps, k);

		if (tok_is(t, ")")) {
			*single = words == 1 && !stars;
			return adjacent || stars || *single ? k : 0;
		}
		if (tok_is(t, "*")) {
			stars++;
			after_star = true;
			after_word = false;
			continue;
		}
		if (t->kind == CFIX_TOK_IDENT && !after_star &&
		    metavar_of(ps, t) < 0) {
			adjacent |= after_word;
		} else if (tok_in(t, cfix_qualifier_words) || tok_in(t, cfix_type_specifier_words) ||
			   tok_in(t, cfix_tag_words)) {
			adjacent |= after_word && !after_star;
		} else {
			return 0;
		}
		words++;
		after_word = true;
	}
	return 0;
}

static bool cast_at(const struct parser *ps, unsigned k, bool need_operand,
		    int budget);

/* Can the token at offset k start the operand of a cast `(name) x`? */
static bool cast_operand_at(const struct parser *ps, unsigned k, int budget)
{
	const struct cfix_token *t = peek(ps, k);

	if (tok_is(t, "("))
		return budget > 0 && cast_at(ps, k, true, budget - 1);
	return t->kind == CFIX_TOK_IDENT || t->kind == CFIX_TOK_NUMBER ||
	       t->kind == CFIX_TOK_CHAR || t->kind == CFIX_TOK_STRING ||
	       tok_is(t, "!") || tok_is(t, "~") || tok_is(t, "{") ||
	       tok_in(t, cfix_sizeof_words);
}

/*
 * Is the '(' at offset k a cast (or a compound literal, or with
 * !need_operand a parenthesized type)?  Yes when a type starts after
 * it; for names cfix does not know, when the parentheses hold what
 * typelike_parens() accepts, or one name followed by a name, a literal,
 * '!', '~', '{', sizeof or another such cast -- none of which can follow
 * a parenthesized expression: `(u64)(unsigned long)p`.
 */
static bool cast_at(const struct parser *ps, unsigned k, bool need_operand,
		    int budget)
{
	bool single = false;
	unsigned close;

	if (starts_type(ps, k + 1))
		return true;
	close = typelike_parens(ps, k + 1, &single);
	if (!close)
		return false;
	if (!single)
		return true;
	return need_operand && cast_operand_at(ps, close + 1, budget);
}

static bool cast_ahead(const struct parser *ps, bool need_operand)
{
	return cast_at(ps, 0, need_operand, 3);
}

/* ( type ) { ... }, then postfix operators. */
static struct cfix_node *compound_literal(struct parser *ps, uint32_t first,
					  struct cfix_node *type)
{
	struct cfix_node *node = node_at(ps, CFIX_NODE_COMPOUND_LIT, first);
	struct cfix_node *list = parse_init_list(ps);

	if (!list)
		return NULL;
	add(ps, node, type);
	add(ps, node, list);
	return parse_postfix(ps, finish(ps, node));
}

/* '(' type ')' at pos: the TYPE, parentheses consumed. */
static struct cfix_node *paren_type(struct parser *ps)
{
	struct cfix_node *type;

	advance(ps);
	type = parse_type_name(ps, true);
	if (!type || !expect(ps, ")", "expected ')'"))
		return NULL;
	return type;
}

static struct cfix_node *parse_cast_tail(struct parser *ps)
{
	uint32_t first = ps->pos;
	struct cfix_node *type = paren_type(ps), *node, *operand;

	if (!type)
		return NULL;
	if (is(ps, "{"))
		return compound_literal(ps, first, type);
	node = node_at(ps, CFIX_NODE_CAST, first);
	operand = parse_cast(ps);
	if (!operand)
		return NULL;
	add(ps, node, type);
	add(ps, node, operand);
	return finish(ps, node);
}

static struct cfix_node *parse_cast(struct parser *ps)
{
	struct cfix_node *node;

	if (!enter(ps))
		return NULL;
	if (is(ps, "(") && cast_ahead(ps, true))
		node = parse_cast_tail(ps);
	else
		node = parse_unary(ps);
	leave(ps);
	return node;
}

/* sizeof x, sizeof(type), sizeof(type){...} */
static struct cfix_node *parse_sizeof(struct parser *ps, const char *op)
{
	struct cfix_node *node = start_node(ps, CFIX_NODE_SIZEOF), *kid;

	node->op = op;
	advance(ps);
	if (is(ps, "(") && cast_ahead(ps, false)) {
		uint32_t open = ps->pos;

		kid = paren_type(ps);
		if (kid && is(ps, "{"))
			kid = compound_literal(ps, open, kid);
	} else {
		if (!enter(ps))
			return NULL;
		kid = parse_unary(ps);
		leave(ps);
	}
	if (!kid)
		return NULL;
	add(ps, node, kid);
	return finish(ps, node);
}

static struct cfix_node *parse_prefix(struct parser *ps, const char *op)
{
	struct cfix_node *node = start_node(ps, CFIX_NODE_UNARY), *kid;

	node->op = op;
	advance(ps);
	/* GNU &&label */
	kid = strcmp(op, "&&") == 0 ? ident(ps) : parse_cast(ps);
	if (!kid)
		return NULL;
	add(ps, node, kid);
	return finish(ps, node);
}

static struct cfix_node *parse_unary(struct parser *ps)
{
	const struct cfix_token *t = peek(ps, 0);
	const char *op;

	if (t->kind == CFIX_TOK_PUNCT && (op = tok_in(t, unary_ops)))
		return parse_prefix(ps, op);
	if ((op = tok_in(t, cfix_sizeof_words)))
		return parse_sizeof(ps, op);
	if (tok_is(t, "__real__") || tok_is(t, "__imag__"))
		return parse_prefix(ps, tok_is(t, "__real__") ? "__real__"
							      : "__imag__");
	if (tok_is(t, "__extension__")) {
		advance(ps);
		return parse_cast(ps);
	}
	return parse_postfix(ps, parse_primary(ps));
}

/* The binary_ops entry of the operator spelled text, or NULL. */
static const struct binary_op *binary_op(const char *text)
{
	for (size_t i = 0; i < sizeof(binary_ops) / sizeof(*binary_ops); i++)
		if (strcmp(text, binary_ops[i].op) == 0)
			return &binary_ops[i];
	return NULL;
}

int cfix_cparse__binary_prec(const char *op)
{
	const struct binary_op *b = op ? binary_op(op) : NULL;

	return b ? b->prec : 0;
}

static int binary_prec(const struct cfix_token *t, const char **op)
{
	const struct binary_op *b;

	if (t->kind != CFIX_TOK_PUNCT || !(b = binary_op(t->text)))
		return 0;
	*op = b->op;
	return b->prec;
}

/* Precedence climbing: recursion is bounded by the ten levels. */
static struct cfix_node *parse_binary(struct parser *ps, int min_prec)
{
	struct cfix_node *lhs = parse_cast(ps);

	while (lhs) {
		const char *op = NULL;
		int prec = binary_prec(peek(ps, 0), &op);
		struct cfix_node *node, *rhs;

		if (!prec || prec < min_prec)
			break;
		node = node_at(ps, CFIX_NODE_BINARY, lhs->first);
		node->op = op;
		advance(ps);
		rhs = parse_binary(ps, prec + 1);
		if (!rhs)
			return NULL;
		add(ps, node, lhs);
		add(ps, node, rhs);
		lhs = finish(ps, node);
	}
	return lhs;
}

static struct cfix_node *parse_cond(struct parser *ps)
{
	struct cfix_node *cond = parse_binary(ps, 1), *node, *kid;

	if (!cond || !is(ps, "?"))
		return cond;
	node = node_at(ps, CFIX_NODE_COND, cond->first);
	add(ps, node, cond);
	advance(ps);
	kid = NULL;	/* GNU a ?: b */
	if (!is(ps, ":") && !(kid = parse_expr(ps)))
		return NULL;
	add(ps, node, kid);
	if (!expect(ps, ":", "expected ':'") || !enter(ps))
		return NULL;
	kid = parse_cond(ps);
	leave(ps);
	if (!kid)
		return NULL;
	add(ps, node, kid);
	return finish(ps, node);
}

static struct cfix_node *parse_assign(struct parser *ps)
{
	struct cfix_node *lhs = parse_cond(ps), *node, *rhs;
	const char *op;

	if (!lhs || !(op = tok_in(peek(ps, 0), assign_ops)))
		return lhs;
	node = node_at(ps, CFIX_NODE_ASSIGN, lhs->first);
	node->op = op;
	advance(ps);
	if (!enter(ps))
		return NULL;
	rhs = parse_assign(ps);
	leave(ps);
	if (!rhs)
		return NULL;
	add(ps, node, lhs);
	add(ps, node, rhs);
	return finish(ps, node);
}

static struct cfix_node *parse_expr(struct parser *ps)
{
	struct cfix_node *lhs = parse_assign(ps);

	while (lhs && is(ps, ",")) {
		struct cfix_node *node = node_at(ps, CFIX_NODE_BINARY, lhs->first);
		struct cfix_node *rhs;

		node->op = ",";
		advance(ps);
		rhs = parse_assign(ps);
		if (!rhs)
			return NULL;
		add(ps, node, lhs);
		add(ps, node, rhs);
		lhs = finish(ps, node);
	}
	return lhs;
}

/* ---- initializers -------------------------------------------------------- */

/* lo ... hi (case ranges and array designators) */
static struct cfix_node *range_tail(struct parser *ps, struct cfix_node *lo)
{
	struct cfix_node *node, *hi;

	if (!lo || !is(ps, "..."))
		return lo;
	node = node_at(ps, CFIX_NODE_BINARY, lo->first);
	node->op = "...";
	advance(ps);
	hi = parse_cond(ps);
	if (!hi)
		return NULL;
	add(ps, node, lo);
	add(ps, node, hi);
	return finish(ps, node);
}

/* .f = x, [i] = x, .a.b[2] = x (chained designators nest in kid1) */
static struct cfix_node *parse_designation(struct parser *ps)
{
	struct cfix_node *node = start_node(ps, CFIX_NODE_DESIGNATOR);
	struct cfix_node *where, *value;

	if (accept(ps, ".")) {
		node->op = ".";
		where = ident(ps);
	} else {
		node->op = "[";
		advance(ps);
		where = range_tail(ps, parse_cond(ps));
		if (where && !expect(ps, "]", "expected ']'"))
			return NULL;
	}
	if (!where)
		return NULL;
	if (is(ps, ".") || is(ps, "[")) {
		if (!enter(ps))
			return NULL;
		value = parse_designation(ps);
		leave(ps);
	} else {
		if (!expect(ps, "=", "expected '='"))
			return NULL;
		value = parse_initializer(ps);
	}
	if (!value)
		return NULL;
	add(ps, node, where);
	add(ps, node, value);
	return finish(ps, node);
}

/* GNU field: value */
static struct cfix_node *parse_old_designation(struct parser *ps)
{
	struct cfix_node *node = start_node(ps, CFIX_NODE_DESIGNATOR);
	struct cfix_node *name = ident(ps), *value;

	node->op = ".";
	advance(ps);
	value = parse_initializer(ps);
	if (!value)
		return NULL;
	add(ps, node, name);
	add(ps, node, value);
	return finish(ps, node);
}

static struct cfix_node *parse_init_elem(struct parser *ps)
{
	if ((is(ps, ".") && peek(ps, 1)->kind == CFIX_TOK_IDENT) ||
	    is(ps, "["))
		return parse_designation(ps);
	if (peek(ps, 0)->kind == CFIX_TOK_IDENT && peek_is(ps, 1, ":"))
		return parse_old_designation(ps);
	return parse_initializer(ps);
}

static struct cfix_node *init_list_body(struct parser *ps)
{
	struct cfix_node *node = start_node(ps, CFIX_NODE_INIT_LIST);

	advance(ps);
	while (!is(ps, "}")) {
		struct cfix_node *elem = parse_init_elem(ps);

		if (!elem)
			return NULL;
		add(ps, node, elem);
		if (!accept(ps, ","))
			break;
	}
	if (!expect(ps, "}", "expected '}'"))
		return NULL;
	return finish(ps, node);
}

static struct cfix_node *parse_init_list(struct parser *ps)
{
	struct cfix_node *node;

	if (!enter(ps))
		return NULL;
	node = init_list_body(ps);
	leave(ps);
	return node;
}

static struct cfix_node *parse_initializer(struct parser *ps)
{
	return is(ps, "{") ? parse_init_list(ps) : parse_assign(ps);
}

/* ---- types --------------------------------------------------------------- */

enum spec_mode {
	SPEC_KNOWN,	/* a name is a type only if is_typename() says so */
	SPEC_GUESS,	/* ... or if the tokens after it say so */
	SPEC_ANY,	/* the first name is the type (parameters) */
	SPEC_TYPENAME,	/* ... and in C mode later names are annotations:
			   a type name has no declared name (u32 __force) */
};

struct specs {
	bool any;		/* something was consumed */
	bool base;		/* a type specifier was seen */
	bool is_typedef;
	uint32_t tag;		/* the struct/union/enum keyword, or NONE */
	struct cfix_node *record;	/* a definition among them */
	uint32_t body, body_stop;	/* its { ... } tokens */
};

static bool skip_attribute(struct parser *ps)
{
	bool is_asm = tok_in(peek(ps, 0), cfix_asm_words) != NULL;

	advance(ps);
	while (is_asm && (tok_in(peek(ps, 0), cfix_qualifier_words) ||
			  is(ps, "goto") || is(ps, "inline")))
		advance(ps);
	if (!is(ps, "("))
		return fail(ps, "expected '('"), false;
	return skip_group(ps);
}

static bool skip_attributes(struct parser *ps)
{
	while (tok_in(peek(ps, 0), cfix_attribute_words) || tok_in(peek(ps, 0), cfix_asm_words))
		if (!skip_attribute(ps))
			return false;
	return true;
}

static bool parse_fields(struct parser *ps, struct cfix_node *record);

static bool parse_enumerators(struct parser *ps, struct cfix_node *record)
{
	while (!is(ps, "}")) {
		struct cfix_node *node;

		if (ps->pattern && is(ps, "...")) {
			node = leaf(ps, CFIX_NODE_DOTS);
		} else {
			struct cfix_node *name, *value = NULL;

			node = start_node(ps, CFIX_NODE_DECLARATOR);
			if (!(name = ident(ps)) || !skip_attributes(ps))
				return false;
			if (accept(ps, "=") && !(value = parse_cond(ps)))
				return false;
			add(ps, node, NULL);
			add(ps, node, name);
			add(ps, node, value);
			finish(ps, node);
		}
		add(ps, record, node);
		if (!accept(ps, ","))
			break;
	}
	return true;
}

/* struct/union/enum [name] [{ ... }] */
static bool parse_tag(struct parser *ps, struct specs *sp)
{
	uint32_t first = ps->pos;
	const char *word = tok_in(peek(ps, 0), cfix_tag_words);
	const char *name = NULL;
	struct cfix_node *record;
	bool ok;

	advance(ps);
	if (!skip_attributes(ps))
		return false;
	if (peek(ps, 0)->kind == CFIX_TOK_IDENT) {
		name = peek(ps, 0)->text;
		advance(ps);
	}
	sp->base = true;
	sp->tag = first;
	if (!is(ps, "{"))
		return name ? true : (fail(ps, "expected tag name"), false);
	record = node_at(ps, CFIX_NODE_RECORD, first);
	record->text = name ? cfix_arena_printf(ps->arena, "%s %s", word, name)
			    : word;
	sp->body = ps->pos;
	advance(ps);
	ok = word[0] == 'e' ? parse_enumerators(ps, record)
			    : parse_fields(ps, record);
	if (!ok || !expect(ps, "}", "expected '}'"))
		return false;
	sp->body_stop = ps->prev + 1;
	sp->record = finish(ps, record);
	return true;
}

/* In a rule, `T { ... }` with T a type metavariable: the definition of
 * whatever struct, union or enum T stands for.  A RECORD whose text is
 * T's name. */
static bool parse_metavar_tag(struct parser *ps, struct specs *sp)
{
	uint32_t first = ps->pos;
	struct cfix_node *record = node_at(ps, CFIX_NODE_RECORD, first);

	record->text = peek(ps, 0)->text;
	advance(ps);
	sp->base = true;
	sp->tag = first;
	sp->body = ps->pos;
	advance(ps);
	if (!parse_fields(ps, record) || !expect(ps, "}", "expected '}'"))
		return false;
	sp->body_stop = ps->prev + 1;
	sp->record = finish(ps, record);
	return true;
}

/* With no type yet, is the name at pos a type by the tokens after it? */
static bool guess_type(const struct parser *ps)
{
	const struct cfix_token *next = peek(ps, 1);

	return next->kind == CFIX_TOK_IDENT || tok_is(next, "*") ||
	       tok_in(next, cfix_qualifier_words) || tok_in(next, cfix_storage_words) ||
	       tok_in(next, cfix_attribute_words) ||
	       (tok_is(next, "(") && peek_is(ps, 2, "*"));
}

/* Does a type keyword follow the names and qualifiers from offset k?
 * (static noinline __cold int f) */
static bool type_keyword_follows(const struct parser *ps, unsigned k)
{
	for (unsigned n = 0; n < 8; n++, k++) {
		const struct cfix_token *t = peek(ps, k);

		if (tok_in(t, cfix_type_specifier_words) || tok_in(t, cfix_tag_words) ||
		    tok_in(t, cfix_typeof_words))
			return true;
		if (t->kind != CFIX_TOK_IDENT && !tok_in(t, cfix_storage_words) &&
		    !tok_in(t, cfix_qualifier_words))
			return false;
	}
	return false;
}

/*
 * After the type, a run of names: which one is declared?  Offset from
 * pos, or -1 when a '*' follows (all are annotations: char __user *p).
 * Before '(' and parameters, the last (int __init f(void)); else the
 * first that is no known annotation and does not start with "__"
 * (static char __initdata buf[], int x __read_mostly), else the first
 * that is no known annotation.  A last name with literal arguments is a
 * trailing macro (u32 fd __aligned(8);) unless a name follows it.
 */
static int declared_name_offset(const struct parser *ps)
{
	unsigned run = 0, names;
	int name = -1;
	const struct cfix_token *after, *inside;

	while (run < 8 && peek(ps, run)->kind == CFIX_TOK_IDENT)
		run++;
	after = peek(ps, run);
	inside = peek(ps, run + 1);
	if (tok_is(after, "*") || tok_in(after, cfix_qualifier_words) ||
	    (tok_is(after, "(") && tok_is(inside, "*")))
		return -1;
	names = run;
	if (tok_is(after, "(") && run > 1 &&
	    (inside->kind == CFIX_TOK_NUMBER || inside->kind == CFIX_TOK_STRING)) {
		uint32_t close = match_close(ps, index_ahead(ps, run));

		/* __printf(1, 2) before the name */
		if (close == NONE || token_after(ps, close)->kind == CFIX_TOK_IDENT)
			return -1;
		names--;
	} else if (tok_is(after, "(")) {
		return (int)run - 1;
	}
	for (unsigned k = 0; k < names && name < 0; k++)
		if (!tok_in(peek(ps, k), cfix_annotation_words) &&
		    strncmp(peek(ps, k)->text, "__", 2) != 0)
			name = (int)k;
	for (unsigned k = 0; k < names && name < 0; k++)
		if (!tok_in(peek(ps, k), cfix_annotation_words))
			name = (int)k;
	return name < 0 ? 0 : name;
}

/*
 * A name that is neither the type nor the declared name: an annotation
 * macro such as __init, __user or noinline.  After the type, see
 * declared_name_offset(); before it, a name a type keyword or a known
 * type name follows.
 */
static bool is_annotation(const struct parser *ps, const struct specs *sp)
{
	const struct cfix_token *next = peek(ps, 1);

	if (metavar_of(ps, peek(ps, 0)) >= 0 || is_typename(ps, peek(ps, 0)))
		return false;
	if (tok_in(peek(ps, 0), cfix_annotation_words))
		return true;
	/* before the type: a type keyword follows, or a known type name
	 * (xfs's `STATIC xfs_extlen_t f(...)`) */
	if (!sp->base)
		return type_keyword_follows(ps, 1) ||
		       (next->kind == CFIX_TOK_IDENT && is_typename(ps, next));
	if (tok_in(next, cfix_attribute_words) || tok_is(next, "*"))
		return true;
	if (next->kind == CFIX_TOK_IDENT)
		return declared_name_offset(ps) != 0;
	return tok_is(next, "(") && peek_is(ps, 2, "*") &&
	       peek(ps, 3)->kind == CFIX_TOK_IDENT && peek_is(ps, 4, ")");
}

static bool is_specifier_word(const struct cfix_token *t)
{
	return tok_in(t, cfix_storage_words) || tok_in(t, cfix_qualifier_words) ||
	       tok_in(t, cfix_type_specifier_words) || tok_in(t, cfix_tag_words) ||
	       tok_in(t, cfix_typeof_words) || tok_in(t, cfix_attribute_words);
}

/*
 * name(args) among specifiers: an annotation when a specifier keyword
 * follows (__printf(1, 2) static int), or a name after the type; a type
 * macro (CFIX_ARRAY(int) v;) in place of the type when a declared name
 * and one of ; , = [ : follow, or a '*'.  1 consumed, 0 not, -1 error.
 */
static int macro_spec(struct parser *ps, struct specs *sp, enum spec_mode mode)
{
	uint32_t close = match_close(ps, index_ahead(ps, 1));
	const struct cfix_token *after, *after2;
	bool type_macro, annotation;

	if (close == NONE)
		return 0;
	after = token_after(ps, close);
	after2 = after->kind == CFIX_TOK_IDENT
			 ? token_after(ps, visible_from(ps, close + 1))
			 : &eof_token;
	type_macro = !sp->base && mode != SPEC_KNOWN &&
		     (tok_is(after, "*") ||
		      (after->kind == CFIX_TOK_IDENT &&
		       (tok_is(after2, ";") || tok_is(after2, ",") ||
			tok_is(after2, "=") || tok_is(after2, "[") ||
			tok_is(after2, ":"))));
	/* before a name, only literal arguments: __printf(2, 3) f(...),
	 * not f(int x) __releases(l) */
	annotation = is_specifier_word(after) ||
		     (after->kind == CFIX_TOK_IDENT &&
		      (peek(ps, 2)->kind == CFIX_TOK_NUMBER ||
		       peek(ps, 2)->kind == CFIX_TOK_STRING));
	if (!type_macro && !annotation)
		return 0;
	sp->base |= type_macro;
	advance(ps);
	return skip_group(ps) ? 1 : -1;
}

/* A name among specifiers: the type, an annotation or a macro. */
static int name_spec(struct parser *ps, struct specs *sp, enum spec_mode mode)
{
	const struct cfix_token *t = peek(ps, 0);
	int step;

	if (peek_is(ps, 1, "(") && !is_typename(ps, t) &&
	    metavar_of(ps, t) < 0 && (step = macro_spec(ps, sp, mode)))
		return step;
	if (is_annotation(ps, sp) ||
	    (mode == SPEC_TYPENAME && sp->base && !ps->pattern)) {
		advance(ps);
		return 1;
	}
	if (!sp->base && (is_typename(ps, t) || mode >= SPEC_ANY ||
			  (mode == SPEC_GUESS && guess_type(ps)))) {
		sp->base = true;
		advance(ps);
		return 1;
	}
	return 0;
}

/* One specifier at pos: 1 consumed, 0 not a specifier, -1 error. */
static int spec_step(struct parser *ps, struct specs *sp, enum spec_mode mode)
{
	const struct cfix_token *t = peek(ps, 0);

	if ((tok_is(t, "_Atomic") && peek_is(ps, 1, "(")) ||
	    tok_in(t, cfix_typeof_words)) {
		advance(ps);
		sp->base = true;
		if (!is(ps, "("))
			return fail(ps, "expected '('"), -1;
		return skip_group(ps) ? 1 : -1;
	}
	if (tok_in(t, cfix_storage_words) || tok_in(t, cfix_qualifier_words)) {
		sp->is_typedef |= tok_is(t, "typedef");
		advance(ps);
		return 1;
	}
	if (tok_in(t, cfix_attribute_words))
		return skip_attribute(ps) ? 1 : -1;
	/* <complex.h>'s `complex` after a base type word in a rule
	 * (`double complex I;`), not the declared name */
	if (tok_in(t, cfix_type_specifier_words) ||
	    (ps->pattern && sp->base && tok_is(t, "complex") &&
	     peek(ps, 1)->kind == CFIX_TOK_IDENT)) {
		sp->base = true;
		advance(ps);
		/* a rule's `unsigned T x;`: T a type metavariable is the
		 * rest of the type (`unsigned long long int`), not the name */
		if (ps->pattern && (tok_is(t, "unsigned") || tok_is(t, "signed")) &&
		    metavar_of(ps, peek(ps, 0)) >= 0 &&
		    is_typename(ps, peek(ps, 0)))
			advance(ps);
		return 1;
	}
	if (tok_in(t, cfix_tag_words))
		return parse_tag(ps, sp) ? 1 : -1;
	if (ps->pattern && !sp->base && t->kind == CFIX_TOK_IDENT &&
	    metavar_of(ps, t) >= 0 && is_typename(ps, t) && peek_is(ps, 1, "{"))
		return parse_metavar_tag(ps, sp) ? 1 : -1;
	return t->kind == CFIX_TOK_IDENT ? name_spec(ps, sp, mode) : 0;
}

static bool parse_specs(struct parser *ps, struct specs *sp,
			enum spec_mode mode)
{
	int step = 0;

	*sp = (struct specs){ .tag = NONE, .body = NONE, .body_stop = NONE };
	if (!enter(ps))
		return false;
	while ((step = spec_step(ps, sp, mode)) > 0)
		sp->any = true;
	leave(ps);
	return step == 0;
}

/* ---- declarators --------------------------------------------------------- */

enum declr_mode {
	DECLR_NAMED,	/* a declaration: a name, maybe missing (bitfields) */
	DECLR_ABSTRACT,	/* a type name: no name */
	DECLR_EITHER,	/* a parameter */
};

struct declr {
	uint32_t first;		/* its first token */
	uint32_t name;		/* the name token, or NONE */
	struct cfix_node *params;	/* parameters right after the name */
};

static struct cfix_node *parse_params(struct parser *ps);
static bool skip_trailing_macros(struct parser *ps);
static bool declarator_rec(struct parser *ps, struct declr *d,
			   enum declr_mode mode);

/* Does the '(' at pos open a nested declarator (not parameters)? */
static bool nested_ahead(const struct parser *ps, enum declr_mode mode)
{
	const struct cfix_token *next = peek(ps, 1);

	if (tok_is(next, "*") || tok_is(next, "^") || tok_in(next, cfix_attribute_words))
		return true;
	if (mode == DECLR_NAMED)
		return !tok_is(next, ")");
	return mode == DECLR_EITHER && next->kind == CFIX_TOK_IDENT &&
	       !is_typename(ps, next);
}

static bool declarator_suffixes(struct parser *ps)
{
	for (;;) {
		if (is(ps, "[")) {
			if (!skip_group(ps))
				return false;
		} else if (is(ps, "(")) {
			if (!parse_params(ps))
				return false;
		} else if (tok_in(peek(ps, 0), cfix_attribute_words) ||
			   tok_in(peek(ps, 0), cfix_asm_words)) {
			if (!skip_attribute(ps))
				return false;
		} else {
			return true;
		}
	}
}

static bool direct_declarator(struct parser *ps, struct declr *d,
			      enum declr_mode mode)
{
	if (peek(ps, 0)->kind == CFIX_TOK_IDENT && mode != DECLR_ABSTRACT) {
		d->name = ps->pos;
		advance(ps);
		if (is(ps, "(") && !(d->params = parse_params(ps)))
			return false;
	} else if (is(ps, "(") && nested_ahead(ps, mode)) {
		advance(ps);
		if (!declarator_rec(ps, d, mode) ||
		    !expect(ps, ")", "expected ')'"))
			return false;
	}
	return declarator_suffixes(ps);
}

/* After '*': qualifiers, attributes, annotations (char *__user p). */
static bool pointer_quals(struct parser *ps)
{
	for (;;) {
		const struct cfix_token *t = peek(ps, 0), *next = peek(ps, 1);

		if (tok_in(t, cfix_qualifier_words)) {
			advance(ps);
		} else if (tok_in(t, cfix_attribute_words)) {
			if (!skip_attribute(ps))
				return false;
		} else if (t->kind == CFIX_TOK_IDENT && !is_typename(ps, t) &&
			   metavar_of(ps, t) < 0 &&
			   (tok_in(t, cfix_annotation_words) ||
			    ((next->kind == CFIX_TOK_IDENT || tok_is(next, "*")) &&
			     declared_name_offset(ps) != 0))) {
			advance(ps);
		} else {
			return true;
		}
	}
}

static bool declarator_rec(struct parser *ps, struct declr *d,
			   enum declr_mode mode)
{
	bool ok = true;

	if (!enter(ps))
		return false;
	/* int *a, __percpu *b */
	while (peek(ps, 0)->kind == CFIX_TOK_IDENT && !is_typename(ps, peek(ps, 0)) &&
	       metavar_of(ps, peek(ps, 0)) < 0 &&
	       peek_is(ps, 1, "*"))
		advance(ps);
	while (ok && (is(ps, "*") || is(ps, "^"))) {
		advance(ps);
		ok = pointer_quals(ps);
	}
	ok = ok && direct_declarator(ps, d, mode);
	leave(ps);
	return ok;
}

static bool parse_declarator(struct parser *ps, struct declr *d,
			     enum declr_mode mode)
{
	*d = (struct declr){ .first = ps->pos, .name = NONE };
	return declarator_rec(ps, d, mode);
}

/* The end (exclusive) of what was consumed since first. */
static uint32_t consumed_stop(const struct parser *ps, uint32_t first)
{
	return ps->prev != NONE && ps->prev >= first ? ps->prev + 1 : first;
}

static struct cfix_node *parse_type_name(struct parser *ps, bool any_ident)
{
	uint32_t first = ps->pos;
	struct specs sp;
	struct declr d;

	if (!parse_specs(ps, &sp, any_ident ? SPEC_TYPENAME : SPEC_KNOWN))
		return NULL;
	if (!sp.any)
		return fail(ps, "expected type");
	if (!parse_declarator(ps, &d, DECLR_ABSTRACT))
		return NULL;
	ps->type_record = sp.record && sp.tag == first ? sp.record : NULL;
	return type_node(ps, first, consumed_stop(ps, first), NONE, NONE);
}

static struct cfix_node *parse_param(struct parser *ps)
{
	uint32_t first = ps->pos, stop;
	struct cfix_node *node;
	struct specs sp;
	struct declr d;

	if (is(ps, "..."))
		return leaf(ps, CFIX_NODE_DOTS);
	if (!parse_specs(ps, &sp, SPEC_ANY))
		return NULL;
	if (!sp.any)
		return fail(ps, "expected parameter");
	if (!parse_declarator(ps, &d, DECLR_EITHER) || !skip_trailing_macros(ps))
		return NULL;
	node = finish(ps, node_at(ps, CFIX_NODE_PARAM, first));
	stop = consumed_stop(ps, first);
	if (d.name == NONE)
		add(ps, node, type_node(ps, first, stop, NONE, NONE));
	else if (d.name == node->last && d.name > first)
		add(ps, node, type_node(ps, first, d.name, NONE, NONE));
	else
		add(ps, node, type_node(ps, first, stop, d.name, d.name + 1));
	add(ps, node, d.name == NONE ? NULL : ident_at(ps, d.name));
	return node;
}

static struct cfix_node *parse_params(struct parser *ps)
{
	struct cfix_node *node = start_node(ps, CFIX_NODE_PARAMS);

	advance(ps);
	if (is(ps, "void") && peek_is(ps, 1, ")")) {
		advance(ps);
	} else if (!is(ps, ")")) {
		do {
			struct cfix_node *param;

			/* a rule's C varargs: a token of the list, as in
			 * clang's view of the code */
			if (ps->pattern && accept(ps, "......"))
				break;
			if (!(param = parse_param(ps)))
				return NULL;
			add(ps, node, param);
		} while (accept(ps, ","));
	}
	if (!expect(ps, ")", "expected ')'"))
		return NULL;
	return finish(ps, node);
}

/* ---- declarations -------------------------------------------------------- */

enum decl_ctx {
	DECL_STMT,	/* in a function body */
	DECL_TOP,	/* at file level: may be a function definition */
	DECL_FIELD,	/* in a struct: may have a bit width */
};

/* Specifiers and the declarator spelled together ("struct foo *"). */
static const char *full_type_text(struct parser *ps, uint32_t first,
				  const struct specs *sp, uint32_t spec_stop,
				  const struct declr *d, uint32_t d_stop)
{
	struct cfix_buf buf;

	cfix_buf_init(&buf);
	join_into(ps, &buf, first, spec_stop, sp->body, sp->body_stop, true);
	join_into(ps, &buf, d->first, d_stop, d->name,
		  d->name == NONE ? NONE : d->name + 1, false);
	return buf_text(ps, &buf);
}

/* Annotation macros after a declarator: int x __aligned(8); */
static bool skip_trailing_macros(struct parser *ps)
{
	while (peek(ps, 0)->kind == CFIX_TOK_IDENT) {
		advance(ps);
		if (is(ps, "(") && !skip_group(ps))
			return false;
	}
	return skip_attributes(ps);
}

/* One declarator with its bit width and initializer. */
static struct cfix_node *parse_init_declarator(struct parser *ps,
					       uint32_t first,
					       const struct specs *sp,
					       uint32_t spec_stop,
					       const struct declr *d,
					       uint32_t d_stop, enum decl_ctx ctx)
{
	struct cfix_node *node = node_at(ps, CFIX_NODE_DECLARATOR, d->first);
	struct cfix_node *type, *init = NULL;

	if (ctx == DECL_FIELD && accept(ps, ":") && !parse_cond(ps))
		return NULL;
	if (accept(ps, "=") && !(init = parse_initializer(ps)))
		return NULL;
	type = node_at(ps, CFIX_NODE_TYPE, d->first);
	type->last = (d->name == NONE ? d_stop : d->name) - 1;
	type->text = full_type_text(ps, first, sp, spec_stop, d, d_stop);
	add(ps, node, type);
	add(ps, node, d->name == NONE ? NULL : ident_at(ps, d->name));
	add(ps, node, init);
	/* a prototype: its parameters, as clang's view has them */
	if (d->params && !sp->is_typedef && d->name != NONE)
		add(ps, node, d->params);
	if (sp->is_typedef && d->name != NONE)
		add_typedef(ps, ps->toks[d->name].text);
	return finish(ps, node);
}

static struct cfix_node *parse_function(struct parser *ps, uint32_t first,
					const struct specs *sp,
					const struct declr *d)
{
	struct cfix_node *node = node_at(ps, CFIX_NODE_FUNCTION, first);
	struct cfix_node *body = parse_compound(ps);

	if (!body)
		return NULL;
	add(ps, node, type_node(ps, first, d->name, sp->body, sp->body_stop));
	add(ps, node, ident_at(ps, d->name));
	add(ps, node, d->params);
	add(ps, node, body);
	return finish(ps, node);
}

/* `main() {`: a definition without specifiers. */
static bool implicit_int_ahead(const struct parser *ps)
{
	uint32_t close;

	if (peek(ps, 0)->kind != CFIX_TOK_IDENT || !peek_is(ps, 1, "("))
		return false;
	close = match_close(ps, index_ahead(ps, 1));
	return close != NONE && tok_is(token(ps, visible_from(ps, close + 1)),
				       "{");
}

/* _Static_assert(...); and asm(...); are kept as UNKNOWN. */
static struct cfix_node *parse_opaque(struct parser *ps)
{
	struct cfix_node *node = start_node(ps, CFIX_NODE_UNKNOWN);

	if (tok_in(peek(ps, 0), cfix_asm_words)) {
		if (!skip_attribute(ps))
			return NULL;
	} else {
		advance(ps);
		if (!is(ps, "("))
			return fail(ps, "expected '('");
		if (!skip_group(ps))
			return NULL;
	}
	if (!expect(ps, ";", "expected ';'"))
		return NULL;
	return finish(ps, node);
}

/*
 * The declarators of a declaration after its specifiers, up to the ';'.
 * At file level the first may turn out to be a function definition.
 */
static struct cfix_node *decl_rest(struct parser *ps, struct cfix_node *decl,
				   const struct specs *sp, uint32_t spec_stop,
				   enum decl_ctx ctx)
{
	uint32_t first = decl->first;

	if (!accept(ps, ";")) {
		do {
			struct declr d;
			struct cfix_node *node;
			uint32_t d_stop;

			if (!parse_declarator(ps, &d, DECLR_NAMED))
				return NULL;
			d_stop = consumed_stop(ps, d.first);
			if (!skip_trailing_macros(ps))
				return NULL;
			if (ctx == DECL_TOP && decl->nkids == 1 && d.params &&
			    d.name != NONE && is(ps, "{"))
				return parse_function(ps, first, sp, &d);
			node = parse_init_declarator(ps, first, sp, spec_stop,
						     &d, d_stop, ctx);
			if (!node)
				return NULL;
			add(ps, decl, node);
		} while (accept(ps, ","));
		if (!expect(ps, ";", "expected ';'"))
			return NULL;
	}
	/* a struct defined in the specifiers: an extra last kid */
	if (sp->record)
		add(ps, decl, sp->record);
	return finish(ps, decl);
}

/*
 * A declaration: DECL, kid0 the specifiers' TYPE, then a DECLARATOR per
 * name.  A struct/union/enum defined in the specifiers is an extra last
 * kid of the DECL (a RECORD), so kid0 stays a TYPE; `struct foo {...};`
 * alone is just the RECORD (spanning the ';').  At file level a function
 * definition gives a FUNCTION.
 */
static struct cfix_node *parse_decl(struct parser *ps, enum decl_ctx ctx)
{
	uint32_t first = ps->pos, spec_stop;
	struct cfix_node *decl;
	struct specs sp;

	if (is(ps, "_Static_assert") || is(ps, "static_assert"))
		return parse_opaque(ps);
	if (!parse_specs(ps, &sp, SPEC_GUESS))
		return NULL;
	if (!sp.any && !(ctx == DECL_TOP && implicit_int_ahead(ps)))
		return fail(ps, "expected declaration");
	spec_stop = consumed_stop(ps, first);
	/* struct foo { ... }; alone is the RECORD */
	if (sp.record && sp.tag == first && sp.record->last + 1 == spec_stop &&
	    accept(ps, ";"))
		return finish(ps, sp.record);
	decl = node_at(ps, CFIX_NODE_DECL, first);
	add(ps, decl, type_node(ps, first, spec_stop, sp.body, sp.body_stop));
	return decl_rest(ps, decl, &sp, spec_stop, ctx);
}

static struct cfix_node *recover(struct parser *ps, struct mark start);

/* Pattern mode: a metavariable standing for fields on its own
 * (`struct s { FS int x; }`), or a disjunction's placeholder there. */
static bool lone_field(const struct parser *ps)
{
	const struct cfix_token *t = peek(ps, 0);

	return ps->pattern && ps->cfg->is_field_metavar &&
	       metavar_of(ps, t) >= 0 &&
	       ps->cfg->is_field_metavar(ps->cfg->ctx, t->text);
}

/* Fields; in C mode one that does not parse (a macro such as
 * DECLARE_HASHTABLE(t, 8);) becomes UNKNOWN. */
static bool parse_fields(struct parser *ps, struct cfix_node *record)
{
	while (!is(ps, "}") && !at_end(ps)) {
		struct mark start = mark_take(ps);
		struct cfix_node *field;

		if (accept(ps, ";"))
			continue;
		if (ps->pattern && is(ps, "..."))
			field = leaf(ps, CFIX_NODE_DOTS);
		else if (lone_field(ps))
			field = ident(ps);
		else
			field = parse_decl(ps, DECL_FIELD);
		if (!field && ps->pattern)
			return false;
		add(ps, record, field ? field : recover(ps, start));
	}
	return true;
}

/* CFIX_ARRAY(int) v; CFIX_ARRAY(int) v = {0}; -- not an iterator */
static bool type_macro_decl_ahead(const struct parser *ps)
{
	uint32_t close = match_close(ps, index_ahead(ps, 1)), name;
	const struct cfix_token *after;

	if (close == NONE)
		return false;
	name = visible_from(ps, close + 1);
	if (token(ps, name)->kind != CFIX_TOK_IDENT)
		return false;
	after = token_after(ps, name);
	return tok_is(after, ";") || tok_is(after, ",") || tok_is(after, "[") ||
	       (tok_is(after, "=") &&
		tok_is(token_after(ps, visible_from(ps, name + 1)), "{"));
}

/*
 * Does a declaration start at pos?  Yes after a type keyword, qualifier,
 * storage class or known type name.  A name cfix does not know is taken
 * as a type when the statement reads `T x` or `T *x` (any number of '*',
 * qualifiers and annotation names: `T __user *x`) and the declared name
 * is followed by one of = , ; [ ) -- no expression statement looks like
 * that (`a * b;` is read as a declaration), and `u8 x = 3;` is common
 * where headers are missing.  Also `T (*x)(` and `T (*x)[`, and a type
 * macro: `ARRAY(int) v;`, `ARRAY(int) v = {`.
 */
static bool decl_ahead(const struct parser *ps)
{
	const struct cfix_token *t = peek(ps, 0), *next = peek(ps, 1), *after;
	unsigned k = 1;

	if (tok_is(t, "__extension__"))
		return !tok_is(next, "(");
	if (tok_is(t, "_Static_assert") || tok_is(t, "static_assert"))
		return true;
	if (t->kind != CFIX_TOK_IDENT)
		return starts_type(ps, 0);
	if (metavar_of(ps, t) >= 0 && !is_typename(ps, t))
		return false;
	if (is_typename(ps, t))
		return next->kind == CFIX_TOK_IDENT || tok_is(next, "*") ||
		       tok_is(next, "(") || next->kind == CFIX_TOK_KEYWORD ||
		       (ps->pattern && metavar_of(ps, t) >= 0 &&
			tok_is(next, "{"));
	if (tok_in(next, cfix_qualifier_words))
		return true;
	if (tok_is(next, "("))
		return (peek_is(ps, 2, "*") && peek(ps, 3)->kind == CFIX_TOK_IDENT &&
			peek_is(ps, 4, ")") &&
			(peek_is(ps, 5, "(") || peek_is(ps, 5, "["))) ||
		       type_macro_decl_ahead(ps);
	for (unsigned n = 0; n < 8; n++, k++) {
		const struct cfix_token *mid = peek(ps, k), *more = peek(ps, k + 1);

		if (!tok_is(mid, "*") && !tok_in(mid, cfix_qualifier_words) &&
		    !(mid->kind == CFIX_TOK_IDENT &&
		      (more->kind == CFIX_TOK_IDENT || tok_is(more, "*") ||
		       tok_in(more, cfix_qualifier_words))))
			break;
	}
	if (peek(ps, k)->kind != CFIX_TOK_IDENT)
		return false;
	after = peek(ps, k + 1);
	return tok_is(after, "=") || tok_is(after, ",") || tok_is(after, ";") ||
	       tok_is(after, "[") || tok_is(after, ")");
}

/* ---- statements ---------------------------------------------------------- */

static struct cfix_node *parse_expr_stmt(struct parser *ps)
{
	struct cfix_node *node = start_node(ps, CFIX_NODE_EXPR_STMT);
	struct cfix_node *expr = parse_expr(ps);

	if (!expr || !expect(ps, ";", "expected ';'"))
		return NULL;
	add(ps, node, expr);
	return finish(ps, node);
}

/* '(' expr ')' of if, while, switch */
static struct cfix_node *paren_cond(struct parser *ps)
{
	struct cfix_node *cond;

	if (!expect(ps, "(", "expected '('"))
		return NULL;
	cond = parse_expr(ps);
	if (!cond || !expect(ps, ")", "expected ')'"))
		return NULL;
	return cond;
}

/* if (c) s [else s]; else-if chains are built in a loop, not nested
 * calls, so long chains do not count as nesting. */
static struct cfix_node *parse_if(struct parser *ps)
{
	struct cfix_node *head = NULL, *tail = NULL, *node, *kid;

	for (;;) {
		node = start_node(ps, CFIX_NODE_IF);
		advance(ps);
		if (!(kid = paren_cond(ps)))
			return NULL;
		add(ps, node, kid);
		if (!(kid = parse_stmt(ps)))
			return NULL;
		add(ps, node, kid);
		if (tail)
			add(ps, tail, node);
		else
			head = node;
		tail = node;
		if (!accept(ps, "else")) {
			add(ps, node, NULL);
			break;
		}
		if (!is(ps, "if")) {
			if (!(kid = parse_stmt(ps)))
				return NULL;
			add(ps, node, kid);
			break;
		}
	}
	for (node = head; node; node = node->kids[2]) {
		finish(ps, node);
		if (node == tail)
			break;
	}
	return head;
}

/* while (c) s, switch (c) s */
static struct cfix_node *parse_cond_body(struct parser *ps,
					 enum cfix_node_kind kind)
{
	struct cfix_node *node = start_node(ps, kind), *cond, *body;

	advance(ps);
	if (!(cond = paren_cond(ps)) || !(body = parse_stmt(ps)))
		return NULL;
	add(ps, node, cond);
	add(ps, node, body);
	return finish(ps, node);
}

static struct cfix_node *parse_do(struct parser *ps)
{
	struct cfix_node *node = start_node(ps, CFIX_NODE_DO), *body, *cond;

	advance(ps);
	if (!(body = parse_stmt(ps)))
		return NULL;
	if (!expect(ps, "while", "expected 'while'") ||
	    !(cond = paren_cond(ps)) || !expect(ps, ";", "expected ';'"))
		return NULL;
	add(ps, node, body);
	add(ps, node, cond);
	return finish(ps, node);
}

/* An optional expression of for(;;) up to stop, which is consumed. */
static bool for_part(struct parser *ps, const char *stop,
		     struct cfix_node **out)
{
	*out = NULL;
	if (accept(ps, stop))
		return true;
	*out = parse_expr(ps);
	return *out && expect(ps, stop, stop[0] == ';' ? "expected ';'"
						       : "expected ')'");
}

static struct cfix_node *parse_for(struct parser *ps)
{
	struct cfix_node *node = start_node(ps, CFIX_NODE_FOR);
	struct cfix_node *init, *cond, *inc, *body;

	advance(ps);
	if (!expect(ps, "(", "expected '('"))
		return NULL;
	if (decl_ahead(ps)) {
		if (!(init = parse_decl(ps, DECL_STMT)))
			return NULL;
	} else if (!for_part(ps, ";", &init)) {
		return NULL;
	}
	if (!for_part(ps, ";", &cond) || !for_part(ps, ")", &inc) ||
	    !(body = parse_stmt(ps)))
		return NULL;
	add(ps, node, init);
	add(ps, node, cond);
	add(ps, node, inc);
	add(ps, node, body);
	return finish(ps, node);
}

/* case X: / default: / name: without the statement after it. */
static struct cfix_node *label_head(struct parser *ps)
{
	struct cfix_node *node, *kid;

	if (is(ps, "case")) {
		node = start_node(ps, CFIX_NODE_CASE);
		advance(ps);
		kid = range_tail(ps, parse_cond(ps));	/* GNU case a ... b */
	} else if (is(ps, "default")) {
		node = start_node(ps, CFIX_NODE_DEFAULT);
		advance(ps);
		kid = NULL;
	} else {
		node = start_node(ps, CFIX_NODE_LABEL);
		kid = ident(ps);
	}
	if ((node->kind != CFIX_NODE_DEFAULT && !kid) ||
	    !expect(ps, ":", "expected ':'") || !skip_attributes(ps))
		return NULL;
	/* the kernel's label attribute: `out: __maybe_unused` */
	while (node->kind == CFIX_NODE_LABEL && !ps->pattern &&
	       tok_in(peek(ps, 0), cfix_annotation_words) && !peek_is(ps, 1, "(") &&
	       !peek_is(ps, 1, "="))
		advance(ps);
	if (kid)
		add(ps, node, kid);
	return node;
}

static bool label_ahead(const struct parser *ps)
{
	return is(ps, "case") || is(ps, "default") ||
	       (peek(ps, 0)->kind == CFIX_TOK_IDENT && peek_is(ps, 1, ":"));
}

/*
 * Labels and the statement after the last (NULL before '}' or the end).
 * Each label's statement is the next label: case 1: case 2: x; is
 * CASE(1, CASE(2, x;)).  Built in a loop, so long runs of case labels
 * do not count as nesting.
 */
static struct cfix_node *parse_labeled(struct parser *ps)
{
	struct cfix_node *head = NULL, *tail = NULL, *node, *body = NULL;

	do {
		if (!(node = label_head(ps)))
			return NULL;
		if (tail)
			add(ps, tail, node);
		else
			head = node;
		tail = node;
	} while (label_ahead(ps));
	if (!is(ps, "}") && !at_end(ps) && !(body = parse_stmt(ps)))
		return NULL;
	add(ps, tail, body);
	for (node = head; node; node = node->kids[node->nkids - 1]) {
		finish(ps, node);
		if (node == tail)
			break;
	}
	return head;
}

/* return [e]; goto label; goto *e; break; continue; */
static struct cfix_node *parse_jump(struct parser *ps,
				    enum cfix_node_kind kind)
{
	struct cfix_node *node = start_node(ps, kind), *kid = NULL;

	advance(ps);
	if (kind == CFIX_NODE_GOTO &&
	    !(kid = is(ps, "*") ? parse_expr(ps) : ident(ps)))
		return NULL;
	if (kind == CFIX_NODE_RETURN && !is(ps, ";") && !(kid = parse_expr(ps)))
		return NULL;
	if (!expect(ps, ";", "expected ';'"))
		return NULL;
	if (kind == CFIX_NODE_GOTO || kind == CFIX_NODE_RETURN)
		add(ps, node, kid);
	return finish(ps, node);
}

static struct cfix_node *keyword_stmt(struct parser *ps)
{
	const struct cfix_token *t = peek(ps, 0);

	if (tok_is(t, "if"))
		return parse_if(ps);
	if (tok_is(t, "while"))
		return parse_cond_body(ps, CFIX_NODE_WHILE);
	if (tok_is(t, "switch"))
		return parse_cond_body(ps, CFIX_NODE_SWITCH);
	if (tok_is(t, "do"))
		return parse_do(ps);
	if (tok_is(t, "for"))
		return parse_for(ps);
	if (tok_is(t, "case") || tok_is(t, "default"))
		return parse_labeled(ps);
	if (tok_is(t, "return"))
		return parse_jump(ps, CFIX_NODE_RETURN);
	if (tok_is(t, "goto"))
		return parse_jump(ps, CFIX_NODE_GOTO);
	if (tok_is(t, "break"))
		return parse_jump(ps, CFIX_NODE_BREAK);
	return parse_jump(ps, CFIX_NODE_CONTINUE);
}

/*
 * An iterator macro: name(args) followed by '{', a name or a statement
 * keyword -- none of which can follow a call in an expression.
 */
static bool iterator_ahead(const struct parser *ps)
{
	const struct cfix_token *after;
	uint32_t close;

	if (peek(ps, 0)->kind != CFIX_TOK_IDENT || !peek_is(ps, 1, "("))
		return false;
	close = match_close(ps, index_ahead(ps, 1));
	if (close == NONE)
		return false;
	after = token(ps, visible_from(ps, close + 1));
	return tok_is(after, "{") || after->kind == CFIX_TOK_IDENT ||
	       tok_in(after, cfix_stmt_words);
}

static struct cfix_node *parse_iterator(struct parser *ps)
{
	struct cfix_node *node = start_node(ps, CFIX_NODE_ITERATOR);
	struct cfix_node *head = parse_call(ps, ident(ps)), *body;

	if (!head || !(body = parse_stmt(ps)))
		return NULL;
	add(ps, node, head);
	add(ps, node, body);
	return finish(ps, node);
}

/* Pattern mode: a statement metavariable standing alone (if (x) S).
 * A statement metavariable before ';' stands alone too: `S;` is the
 * statement then a null statement (spatch's reading; misc/semicolon's
 * `S@p1;@p` finds the ';' after a block). */
static bool lone_metavar(const struct parser *ps)
{
	const struct cfix_token *t = peek(ps, 0), *next = peek(ps, 1);

	if (!ps->pattern || metavar_of(ps, t) < 0 || is_typename(ps, t))
		return false;
	if (tok_is(next, ";") && ps->cfg->is_stmt_metavar &&
	    ps->cfg->is_stmt_metavar(ps->cfg->ctx, t->text))
		return true;
	return next->kind == CFIX_TOK_EOF || next->kind == CFIX_TOK_IDENT ||
	       (next->kind == CFIX_TOK_KEYWORD && !tok_is(next, "sizeof")) ||
	       tok_is(next, "}") || tok_is(next, "...");
}

static struct cfix_node *stmt_dispatch(struct parser *ps)
{
	const struct cfix_token *t = peek(ps, 0);

	if (at_end(ps))
		return fail(ps, "expected statement");
	if (tok_is(t, "{"))
		return parse_compound(ps);
	if (tok_is(t, ";"))
		return leaf(ps, CFIX_NODE_NULL_STMT);
	if (ps->pattern && tok_is(t, "..."))
		return leaf(ps, CFIX_NODE_DOTS);
	if (tok_in(t, cfix_stmt_words))
		return keyword_stmt(ps);
	if (tok_in(t, cfix_asm_words))
		return parse_opaque(ps);
	if (t->kind == CFIX_TOK_IDENT && peek_is(ps, 1, ":"))
		return parse_labeled(ps);
	if (lone_metavar(ps))
		return ident(ps);
	if (decl_ahead(ps))
		return parse_decl(ps, DECL_STMT);
	if (iterator_ahead(ps))
		return parse_iterator(ps);
	return parse_expr_stmt(ps);
}

static struct cfix_node *parse_stmt(struct parser *ps)
{
	struct cfix_node *node;

	if (!enter(ps))
		return NULL;
	node = stmt_dispatch(ps);
	leave(ps);
	return node;
}

/*
 * Error recovery: an UNKNOWN node from the failed item's first token to
 * the next ';' at bracket depth 0 (included), or through a balanced
 * { ... } group, or up to a '}' that closes an enclosing block.
 */
static struct cfix_node *recover(struct parser *ps, struct mark start)
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

/* Items into list until '}' (in_braces) or the end. */
static bool parse_items(struct parser *ps, struct cfix_node *list,
			bool in_braces, struct cfix_node *(*item)(struct parser *))
{
	while (!at_end(ps) && !(in_braces && is(ps, "}"))) {
		struct mark start = mark_take(ps);
		struct cfix_node *node = item(ps);

		if (!node) {
			if (ps->pattern)
				return false;
			node = recover(ps, start);
		}
		add(ps, list, node);
	}
	return true;
}

static struct cfix_node *parse_compound(struct parser *ps)
{
	struct cfix_node *node = start_node(ps, CFIX_NODE_COMPOUND);

	if (!expect(ps, "{", "expected '{'"))
		return NULL;
	if (!parse_items(ps, node, true, parse_stmt))
		return NULL;
	/* C mode: a block the tokens end inside is closed there; failing
	 * would make every enclosing level parse it again */
	if (!accept(ps, "}") && (ps->pattern || !at_end(ps)))
		return fail(ps, "expected '}'");
	return finish(ps, node);
}

/* Are the tokens strictly between open and close literals and commas? */
static bool literal_args(const struct parser *ps, uint32_t open,
			 uint32_t close)
{
	for (uint32_t i = visible_from(ps, open + 1); i < close;
	     i = visible_from(ps, i + 1)) {
		enum cfix_tok_kind kind = ps->toks[i].kind;

		if (kind != CFIX_TOK_NUMBER && kind != CFIX_TOK_STRING &&
		    kind != CFIX_TOK_CHAR && !tok_is(&ps->toks[i], ","))
			return false;
	}
	return true;
}

/*
 * A macro invocation standing alone at file level without a ';'
 * (NOKPROBE_SYMBOL(f), DEFINE_TEST(1)): the next item starts on a new
 * line with a name, or with a keyword when the arguments are not all
 * literals -- `__printf(1, 2)` on a line of its own annotates the
 * function below.  It becomes an EXPR_STMT whose span ends at the ')'.
 */
static bool macro_item_ahead(const struct parser *ps)
{
	uint32_t open = index_ahead(ps, 1), close, next;
	const struct cfix_token *t;

	if (peek(ps, 0)->kind != CFIX_TOK_IDENT || !peek_is(ps, 1, "(") ||
	    is_typename(ps, peek(ps, 0)))
		return false;
	close = match_close(ps, open);
	if (close == NONE)
		return false;
	next = visible_from(ps, close + 1);
	if (next >= ps->end)
		return true;
	t = token(ps, next);
	if (!(t->flags & CFIX_TOKF_LINE_START))
		return false;
	return t->kind == CFIX_TOK_IDENT ||
	       (t->kind == CFIX_TOK_KEYWORD && !literal_args(ps, open, close));
}

static struct cfix_node *parse_macro_item(struct parser *ps)
{
	struct cfix_node *node = start_node(ps, CFIX_NODE_EXPR_STMT);
	struct cfix_node *call = parse_call(ps, ident(ps));

	if (!call)
		return NULL;
	add(ps, node, call);
	return finish(ps, node);
}

/*
 * A declarer macro after storage words: `static DEVICE_ATTR(foo, 0644,
 * show, store);`, which neither a declaration (no declarator) nor a
 * statement (`static`) reads.  It becomes an EXPR_STMT from the first
 * storage word, holding the call, as spatch's `declarer` reads it; NULL
 * (nothing consumed) when the tokens are not that.
 */
static struct cfix_node *parse_declarer_item(struct parser *ps)
{
	struct cfix_node *node = start_node(ps, CFIX_NODE_EXPR_STMT);
	struct mark start = mark_take(ps);
	struct cfix_node *call;

	while (tok_in(peek(ps, 0), cfix_storage_words))
		advance(ps);
	if (ps->pos == start.pos || peek(ps, 0)->kind != CFIX_TOK_IDENT ||
	    !peek_is(ps, 1, "(")) {
		mark_restore(ps, start);
		return NULL;
	}
	call = parse_call(ps, ident(ps));
	if (!call || !accept(ps, ";")) {
		mark_restore(ps, start);
		return NULL;
	}
	add(ps, node, call);
	return finish(ps, node);
}

/* A file-level item: a declaration or function, else a statement (a
 * macro invocation such as MODULE_LICENSE("GPL");). */
static struct cfix_node *parse_top_item(struct parser *ps)
{
	struct mark start = mark_take(ps);
	struct cfix_node *node;
	const char *error;
	uint32_t error_tok;

	if (is(ps, ";"))
		return leaf(ps, CFIX_NODE_NULL_STMT);
	if ((ps->pattern && is(ps, "...")) || tok_in(peek(ps, 0), cfix_asm_words))
		return parse_stmt(ps);
	if (macro_item_ahead(ps))
		return parse_macro_item(ps);
	if ((node = parse_decl(ps, DECL_TOP)) || ps->fatal)
		return node;
	error = ps->error;
	error_tok = ps->error_tok;
	mark_restore(ps, start);
	if ((node = parse_stmt(ps)) || ps->fatal)
		return node;
	if (tok_in(token(ps, start.pos), cfix_storage_words)) {
		const char *stmt_error = ps->error;
		uint32_t stmt_error_tok = ps->error_tok;

		mark_restore(ps, start);
		if ((node = parse_declarer_item(ps)))
			return node;
		ps->error = stmt_error;
		ps->error_tok = stmt_error_tok;
	}
	if (error_tok > ps->error_tok) {
		ps->error = error;
		ps->error_tok = error_tok;
	}
	return NULL;
}

/* ---- entry points -------------------------------------------------------- */

static bool is_directive_start(const struct cfix_token *t)
{
	return (t->flags & CFIX_TOKF_LINE_START) && tok_is(t, "#");
}

static void parser_start(struct parser *ps, struct cfix_cparse *parser)
{
	uint32_t i;

	*ps = (struct parser){
		.arena = parser->arena, .toks = parser->toks,
		.pos = parser->pos, .end = parser->end, .prev = NONE,
		.cfg = parser, .pattern = parser->pattern,
	};
	if (ps->pos > ps->end)
		ps->pos = ps->end;
	ps->budget = STEPS_PER_TOKEN * (uint64_t)(ps->end - ps->pos) + 65536;
	/* starting inside a directive (not at its '#'): the rest of it is
	 * visible */
	i = ps->pos;
	if (i < ps->end && (ps->toks[i].flags & CFIX_TOKF_PP) &&
	    !is_directive_start(&ps->toks[i])) {
		for (i++; i < ps->end && (ps->toks[i].flags & CFIX_TOKF_PP) &&
			  !is_directive_start(&ps->toks[i]);
		     i++)
			;
		ps->pp_end = i;
	}
	ps->pos = visible_from(ps, ps->pos);
	parser->error = NULL;
	parser->error_tok = ps->pos;
}

static struct cfix_node *parser_done(struct parser *ps,
				     struct cfix_cparse *parser,
				     struct cfix_node *node)
{
	parser->pos = ps->pos;
	if (!node) {
		parser->error = ps->error ? ps->error : "cannot parse";
		parser->error_tok = ps->error ? ps->error_tok : ps->pos;
	}
	return node;
}

struct cfix_node *cfix_cparse_expr(struct cfix_cparse *parser)
{
	struct parser ps;

	parser_start(&ps, parser);
	return parser_done(&ps, parser, parse_expr(&ps));
}

struct cfix_node *cfix_cparse_stmt(struct cfix_cparse *parser)
{
	struct parser ps;

	parser_start(&ps, parser);
	return parser_done(&ps, parser, parse_stmt(&ps));
}

struct cfix_node *cfix_cparse_type(struct cfix_cparse *parser)
{
	struct parser ps;

	struct cfix_node *node;

	parser_start(&ps, parser);
	node = parse_type_name(&ps, true);
	/* `struct foo { ... }` alone, in a rule: the RECORD */
	if (node && ps.pattern && ps.type_record &&
	    ps.type_record->first == node->first &&
	    ps.type_record->last == node->last)
		node = ps.type_record;
	return parser_done(&ps, parser, node);
}

static struct cfix_node *parse_list(struct parser *ps,
				    enum cfix_node_kind kind,
				    struct cfix_node *(*item)(struct parser *))
{
	struct cfix_node *node = start_node(ps, kind);

	if (!parse_items(ps, node, false, item))
		return NULL;
	return finish(ps, node);
}

struct cfix_node *cfix_cparse_stmts(struct cfix_cparse *parser)
{
	struct parser ps;

	parser_start(&ps, parser);
	return parser_done(&ps, parser,
			   parse_list(&ps, CFIX_NODE_COMPOUND, parse_stmt));
}

/* A struct's fields until end, as a RECORD holding them. */
struct cfix_node *cfix_cparse_fields(struct cfix_cparse *parser)
{
	struct parser ps;
	struct cfix_node *record;

	parser_start(&ps, parser);
	record = start_node(&ps, CFIX_NODE_RECORD);
	if (!parse_fields(&ps, record))
		return parser_done(&ps, parser, NULL);
	return parser_done(&ps, parser, finish(&ps, record));
}

struct cfix_node *cfix_cparse_unit(struct cfix_cparse *parser)
{
	struct parser ps;

	parser_start(&ps, parser);
	return parser_done(&ps, parser,
			   parse_list(&ps, CFIX_NODE_TRANSLATION_UNIT,
				      parse_top_item));
}
