/*
 * cfix's own C parser: recursive descent over a token array, building
 * struct cfix_node trees for rule patterns (metavariables, "...") and for
 * the parts of a C file that clang could not structure.
 *
 * Design decision: C cannot be parsed without knowing which names are
 * types, and cfix often does not know (headers are missing, rules name
 * types freely).  The parser asks is_typename() first and otherwise
 * decides by a few tokens of lookahead (cparse_ahead.c: decl_ahead(),
 * guess_type(), cast_at(), declared_name_offset()).  It does not
 * backtrack into nested code (only a file-level item is tried as a
 * declaration, then as a statement), so the work stays near linear, and
 * in C mode a wrong guess costs one statement, which becomes an UNKNOWN
 * node, not the file.  All recursion passes through enter(), which
 * stops at MAX_DEPTH nesting levels with "nesting too deep", and after
 * STEPS_PER_TOKEN calls a token on average.
 *
 * Tokens on preprocessor directive lines are invisible, except when the
 * parse starts inside a directive (a macro body): then the rest of that
 * directive is visible.
 *
 * This file holds the entry points and file-level items; the rest is in
 * cparse_state.c, cparse_ahead.c and cparse_grammar.c (their order in
 * cparse_internal.h), whose shared functions carry cfix__cparse_.
 */
#include "cparse_internal.h"

/* ---- file-level items ---------------------------------------------------- */

static struct cfix_node *parse_macro_item(struct parser *ps)
{
	struct cfix_node *node = start_node(ps, CFIX_NODE_EXPR_STMT);
	struct cfix_node *call = cfix__cparse_call(ps, ident(ps));

	if (!call)
		return NULL;
	add(ps, node, call);
	return finish(ps, node);
}

/* Does node hold an argument kept whole for being a run of calls? */
static bool holds_call_run(const struct parser *ps,
			   const struct cfix_node *node)
{
	if (!node)
		return false;
	if (node->kind == CFIX_NODE_UNKNOWN &&
	    (node->flags & CFIX_NODEF_OPAQUE) && node->first <= node->last &&
	    cfix__cparse_call_run(ps, node->first, node->last + 1))
		return true;
	for (uint32_t i = 0; i < node->nkids; i++)
		if (holds_call_run(ps, node->kids[i]))
			return true;
	return false;
}

/*
 * A file-level macro invocation holding a run of calls,
 * TRACE_EVENT(..., TP_STRUCT__entry(__field(int, a) __field(int, b)),
 * ..., TP_printk(...));, does not parse for spatch, whose error
 * recovery then passes the whole item (parse_c.ml): nothing in it is
 * matched.  It is kept whole, as an OPAQUE UNKNOWN, likewise.
 */
static struct cfix_node *top_item(struct parser *ps, struct cfix_node *node)
{
	if (node && !ps->pattern && node->kind == CFIX_NODE_EXPR_STMT &&
	    holds_call_run(ps, node)) {
		node->kind = CFIX_NODE_UNKNOWN;
		node->flags |= CFIX_NODEF_OPAQUE;
		node->nkids = 0;
	}
	return node;
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
	if ((ps->pattern && is(ps, "...")) ||
	    tok_in(peek(ps, 0), cfix_asm_words))
		return cfix__cparse_stmt(ps);
	if (cfix__cparse_macro_item_ahead(ps))
		return top_item(ps, parse_macro_item(ps));
	/* `static DEFINE_MUTEX(m);`: a declarer before an implicit-int
	 * prototype, as spatch reads it */
	if (tok_in(peek(ps, 0), cfix_storage_words) &&
	    (node = cfix__cparse_declarer_item(ps)))
		return node;
	if ((node = cfix__cparse_decl(ps, DECL_TOP)) || ps->fatal)
		return node;
	error = ps->error;
	error_tok = ps->error_tok;
	mark_restore(ps, start);
	if ((node = cfix__cparse_stmt(ps)) || ps->fatal)
		return top_item(ps, node);
	if (tok_in(token(ps, start.pos), cfix_storage_words)) {
		const char *stmt_error = ps->error;
		uint32_t stmt_error_tok = ps->error_tok;

		mark_restore(ps, start);
		if ((node = cfix__cparse_declarer_item(ps)))
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
	return parser_done(&ps, parser, cfix__cparse_expr(&ps));
}

struct cfix_node *cfix_cparse_stmt(struct cfix_cparse *parser)
{
	struct parser ps;

	parser_start(&ps, parser);
	return parser_done(&ps, parser, cfix__cparse_stmt(&ps));
}

struct cfix_node *cfix_cparse_type(struct cfix_cparse *parser)
{
	struct parser ps;

	struct cfix_node *node;

	parser_start(&ps, parser);
	node = cfix__cparse_type_name(&ps, true);
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

	if (!cfix__cparse_items(ps, node, false, item))
		return NULL;
	return finish(ps, node);
}

struct cfix_node *cfix_cparse_stmts(struct cfix_cparse *parser)
{
	struct parser ps;

	parser_start(&ps, parser);
	return parser_done(
		&ps, parser,
		parse_list(&ps, CFIX_NODE_COMPOUND, cfix__cparse_stmt));
}

/* A struct's fields until end, as a RECORD holding them. */
struct cfix_node *cfix_cparse_fields(struct cfix_cparse *parser)
{
	struct parser ps;
	struct cfix_node *record;

	parser_start(&ps, parser);
	record = start_node(&ps, CFIX_NODE_RECORD);
	if (!cfix__cparse_fields(&ps, record))
		return parser_done(&ps, parser, NULL);
	return parser_done(&ps, parser, finish(&ps, record));
}

struct cfix_node *cfix_cparse_enumerators(struct cfix_cparse *parser)
{
	struct parser ps;
	struct cfix_node *record;

	parser_start(&ps, parser);
	record = start_node(&ps, CFIX_NODE_RECORD);
	if (!cfix__cparse_enumerators(&ps, record))
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

