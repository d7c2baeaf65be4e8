/*
 * cparse_grammar.c: cfix's own C parser: the recursive grammar: expressions,
 * initializers, types, declarators, declarations and statements.  They
 * recurse into each other (a statement expression holds statements, a
 * type holds expressions), so they share this one file; every
 * recursion passes through enter().  See cparse.c for the design.
 */
#include "cparse_internal.h"

/* ---- operators ---------------------------------------------------------- */

static const char *const unary_ops[] = {
	"!", "~", "-", "+", "*", "&", "++", "--", "&&", NULL,
};
static const char *const assign_ops[] = {
	"=", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>=",
	"<?=", ">?=",	/* GNU's min and max (clex.c) */
	NULL,
};

/* ---- expressions --------------------------------------------------------- */

static struct cfix_node *parse_assign(struct parser *ps);
static struct cfix_node *parse_cond(struct parser *ps);
static struct cfix_node *parse_cast(struct parser *ps);
static struct cfix_node *parse_unary(struct parser *ps);
static struct cfix_node *parse_compound(struct parser *ps);
static struct cfix_node *parse_init_list(struct parser *ps);
static struct cfix_node *parse_initializer(struct parser *ps);

static struct cfix_node *parse_paren(struct parser *ps)
{
	struct cfix_node *node = start_node(ps, CFIX_NODE_PAREN);
	struct cfix_node *kid;

	advance(ps);
	kid = cfix__cparse_expr(ps);
	if (!kid || !cfix__cparse_expect(ps, ")", "expected ')'"))
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
	if (!body || !cfix__cparse_expect(ps, ")", "expected ')'"))
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
		return cfix__cparse_fail(ps, "expected '('");
	if (!cfix__cparse_skip_group(ps))
		return NULL;
	return finish(ps, node);
}

static struct cfix_node *parse_primary(struct parser *ps)
{
	const struct cfix_token *t = peek(ps, 0);
	struct cfix_node *node;

	switch (t->kind) {
	case CFIX_TOK_IDENT:
		if (cfix__cparse_string_ahead(ps))
			return cfix__cparse_string(ps, false);
		if (cfix__cparse_prefix_macro_ahead(ps))
			advance(ps);	/* CUS get_propname(...) */
		return ident(ps);
	case CFIX_TOK_NUMBER:
	case CFIX_TOK_CHAR:
		node = leaf(ps, t->kind == CFIX_TOK_NUMBER ? CFIX_NODE_NUMBER
							   : CFIX_NODE_CHAR);
		node->text = t->text;
		node->flags |= CFIX_NODEF_CONSTANT;
		/* lz4's `64 KB` (#define KB *(1 << 10)): no name follows a
		 * number in C; the macro finishes it (spatch passes it over) */
		if (!ps->pattern && node->kind == CFIX_NODE_NUMBER &&
		    peek(ps, 0)->kind == CFIX_TOK_IDENT &&
		    !peek_is(ps, 1, "(")) {
			advance(ps);
			finish(ps, node);
		}
		return node;
	case CFIX_TOK_STRING:
		return cfix__cparse_string(ps, false);
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
	return cfix__cparse_fail(ps, "expected expression");
}

static struct cfix_node *parse_param(struct parser *ps);

/*
 * A macro argument may be a type, container_of(p, struct foo, list), or
 * in C mode a parameter, ACPI_ERROR_ONLY(u32 offset) or two names
 * (spatch's parameter_decl_arg).  A name guessed a type (by its `_t`) before '('
 * is a call: min_t(u32, a, min_t(size_t, b, c)).
 */
static struct cfix_node *arg_or_type(struct parser *ps)
{
	struct mark start = mark_take(ps);
	struct cfix_node *type;

	if (!ps->pattern && cfix__cparse_pointer_type_arg_ahead(ps)) {
		if ((type = cfix__cparse_type_name(ps, true)) &&
		    (is(ps, ",") || is(ps, ")")))
			return type;
		mark_restore(ps, start);
		ps->error = NULL;
	}

	/* two names, FW_BUG EMCA_BUG: a parameter, as spatch reads it */
	if (!ps->pattern && peek(ps, 0)->kind == CFIX_TOK_IDENT &&
	    peek(ps, 1)->kind == CFIX_TOK_IDENT &&
	    !cfix__cparse_string_ahead(ps)) {
		if ((type = parse_param(ps)) && (is(ps, ",") || is(ps, ")")))
			return type;
		mark_restore(ps, start);
		ps->error = NULL;
	}
	if (!cfix__cparse_starts_type(ps, 0) ||
	    (peek(ps, 0)->kind == CFIX_TOK_IDENT && peek_is(ps, 1, "(")))
		return parse_assign(ps);
	type = cfix__cparse_type_name(ps, false);
	if (type && (is(ps, ",") || is(ps, ")")))
		return type;
	if (ps->pattern || ps->fatal)
		return type ? cfix__cparse_fail(ps, "expected ',' or ')'")
			    : NULL;
	mark_restore(ps, start);
	ps->error = NULL;
	type = parse_param(ps);
	if (type && (is(ps, ",") || is(ps, ")")))
		return type;
	return cfix__cparse_fail(ps, "expected ',' or ')'");
}

/*
 * Tokens up to the next ',' or ')' at depth 0 as UNKNOWN, or NULL.
 * Kept whole (OPAQUE) as well: an empty `()`, pcre2test.c's
 * `DISPATCH(return, process_command_, ())` (an argument list, nothing
 * in it to match; spatch 1.1.1 passes the arguments over).
 */
static struct cfix_node *opaque_arg(struct parser *ps)
{
	struct cfix_node *node = start_node(ps, CFIX_NODE_UNKNOWN);
	bool empty = is(ps, "(") && peek_is(ps, 1, ")") &&
		     (peek_is(ps, 2, ",") || peek_is(ps, 2, ")"));

	while (!at_end(ps) && !is(ps, ",") && !is(ps, ")")) {
		if (is(ps, "]") || is(ps, "}"))
			return NULL;
		if (is(ps, "(") || is(ps, "[") || is(ps, "{")) {
			if (!cfix__cparse_skip_group(ps))
				return NULL;
		} else {
			advance(ps);
		}
	}
	if (ps->pos == node->first)
		return NULL;
	if (empty || cfix__cparse_action_arg(ps, node->first, ps->pos) ||
	    cfix__cparse_operator_arg(ps, node->first, ps->pos))
		node->flags |= CFIX_NODEF_OPAQUE;
	return finish(ps, node);
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

struct cfix_node *cfix__cparse_call(struct parser *ps, struct cfix_node *callee)
{
	struct cfix_node *node = node_at(ps, CFIX_NODE_CALL, callee->first);
	struct mark open = mark_take(ps);
	int passed = 0;

	add(ps, node, callee);
	advance(ps);
	if (!accept(ps, ")")) {
		do {
			struct cfix_node *arg = parse_arg(ps);

			if (!arg ||
			    (passed = cfix__cparse_passed_args(ps, node, arg,
							      open)) < 0)
				return NULL;
			if (passed)
				break;
			add(ps, node, arg);
		} while (accept(ps, ","));
		if (!cfix__cparse_expect(ps, ")", "expected ')'"))
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
	index = cfix__cparse_expr(ps);
	if (!index || !cfix__cparse_expect(ps, "]", "expected ']'"))
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
		return cfix__cparse_fail(ps, "expected member name");
	name = ident(ps);
	add(ps, node, name);
	return finish(ps, node);
}

static struct cfix_node *parse_postfix(struct parser *ps,
				       struct cfix_node *node)
{
	while (node) {
		if (is(ps, "(")) {
			node = cfix__cparse_call(ps, node);
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
	type = cfix__cparse_type_name(ps, true);
	if (!type || !cfix__cparse_expect(ps, ")", "expected ')'"))
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

	if (!cfix__cparse_enter(ps))
		return NULL;
	if (is(ps, "(") && cfix__cparse_cast_ahead(ps, true))
		node = parse_cast_tail(ps);
	else
		node = parse_unary(ps);
	cfix__cparse_leave(ps);
	return node;
}

/* sizeof x, sizeof(type), sizeof(type){...} */
static struct cfix_node *parse_sizeof(struct parser *ps, const char *op)
{
	struct cfix_node *node = start_node(ps, CFIX_NODE_SIZEOF), *kid;

	node->op = op;
	advance(ps);
	if (is(ps, "(") && cfix__cparse_cast_ahead(ps, false)) {
		uint32_t open = ps->pos;

		kid = paren_type(ps);
		if (kid && is(ps, "{"))
			kid = compound_literal(ps, open, kid);
	} else {
		if (!cfix__cparse_enter(ps))
			return NULL;
		kid = parse_unary(ps);
		cfix__cparse_leave(ps);
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

/* Precedence climbing: recursion is bounded by the ten levels. */
static struct cfix_node *parse_binary(struct parser *ps, int min_prec)
{
	struct cfix_node *lhs = parse_cast(ps);

	while (lhs) {
		const char *op = NULL;
		int prec = cfix__cparse_token_prec(peek(ps, 0), &op);
		struct cfix_node *node, *rhs;

		/* `*p OP 0x80`: kept whole (OPAQUE); spatch 1.1.1 fails
		 * the function */
		if (!prec && cfix__cparse_operator_macro_ahead(ps)) {
			node = node_at(ps, CFIX_NODE_UNKNOWN, lhs->first);
			node->flags |= CFIX_NODEF_OPAQUE;
			advance(ps);
			if (!parse_cast(ps))
				return NULL;
			lhs = finish(ps, node);
			continue;
		}
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
	if (!is(ps, ":") && !(kid = cfix__cparse_expr(ps)))
		return NULL;
	add(ps, node, kid);
	if (!cfix__cparse_expect(ps, ":", "expected ':'") ||
	    !cfix__cparse_enter(ps))
		return NULL;
	kid = parse_cond(ps);
	cfix__cparse_leave(ps);
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
	if (!cfix__cparse_enter(ps))
		return NULL;
	rhs = parse_assign(ps);
	cfix__cparse_leave(ps);
	if (!rhs)
		return NULL;
	add(ps, node, lhs);
	add(ps, node, rhs);
	return finish(ps, node);
}

struct cfix_node *cfix__cparse_expr(struct parser *ps)
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

/* .f = x, [i] = x, .a.b[2] = x (chained designators nest in kid1);
 * GCC's obsolete `[i] x`, without '=' (drivers/char/pcmcia/cm4000_cs.c) */
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
		if (where && !cfix__cparse_expect(ps, "]", "expected ']'"))
			return NULL;
	}
	if (!where)
		return NULL;
	if (is(ps, ".") || is(ps, "[")) {
		if (!cfix__cparse_enter(ps))
			return NULL;
		value = parse_designation(ps);
		cfix__cparse_leave(ps);
	} else {
		if (!(!strcmp(node->op, "[") && !is(ps, "=")) &&
		    !cfix__cparse_expect(ps, "=", "expected '='"))
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
	if (!cfix__cparse_expect(ps, "}", "expected '}'"))
		return NULL;
	return finish(ps, node);
}

static struct cfix_node *parse_init_list(struct parser *ps)
{
	struct cfix_node *node;

	if (!cfix__cparse_enter(ps))
		return NULL;
	node = init_list_body(ps);
	cfix__cparse_leave(ps);
	return node;
}

static struct cfix_node *parse_initializer(struct parser *ps)
{
	if (cfix__cparse_names_string_ahead(ps))
		return cfix__cparse_string(ps, true);
	return is(ps, "{") ? parse_init_list(ps) : parse_assign(ps);
}

/* ---- types --------------------------------------------------------------- */

bool cfix__cparse_enumerators(struct parser *ps, struct cfix_node *record)
{
	/* to the end too: the body alone, for clang's front end */
	while (!is(ps, "}") && peek(ps, 0)->kind != CFIX_TOK_EOF) {
		struct cfix_node *node;

		if (ps->pattern && is(ps, "...")) {
			node = leaf(ps, CFIX_NODE_DOTS);
		} else {
			struct cfix_node *name, *value = NULL;

			node = start_node(ps, CFIX_NODE_DECLARATOR);
			if (!(name = ident(ps)) ||
			    !cfix__cparse_skip_attributes(ps))
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
	if (!cfix__cparse_skip_attributes(ps))
		return false;
	/* struct __packed name { */
	while (!ps->pattern && tok_in(peek(ps, 0), cfix_annotation_words) &&
	       (peek(ps, 1)->kind == CFIX_TOK_IDENT || peek_is(ps, 1, "{")))
		advance(ps);
	if (peek(ps, 0)->kind == CFIX_TOK_IDENT) {
		name = peek(ps, 0)->text;
		advance(ps);
	}
	sp->base = true;
	sp->tag = first;
	if (!is(ps, "{"))
		return name ? true
			    : (cfix__cparse_fail(ps, "expected tag name"),
			       false);
	record = node_at(ps, CFIX_NODE_RECORD, first);
	record->text = name ? cfix_arena_printf(ps->arena, "%s %s", word, name)
			    : word;
	sp->body = ps->pos;
	advance(ps);
	ok = word[0] == 'e' ? cfix__cparse_enumerators(ps, record)
			    : cfix__cparse_fields(ps, record);
	if (!ok || !cfix__cparse_expect(ps, "}", "expected '}'"))
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
	if (!cfix__cparse_fields(ps, record) ||
	    !cfix__cparse_expect(ps, "}", "expected '}'"))
		return false;
	sp->body_stop = ps->prev + 1;
	sp->record = finish(ps, record);
	return true;
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
			return cfix__cparse_fail(ps, "expected '('"), -1;
		return cfix__cparse_skip_group(ps) ? 1 : -1;
	}
	if (tok_in(t, cfix_storage_words) || tok_in(t, cfix_qualifier_words)) {
		sp->is_typedef |= tok_is(t, "typedef");
		advance(ps);
		return 1;
	}
	if (tok_in(t, cfix_attribute_words))
		return cfix__cparse_skip_attribute(ps) ? 1 : -1;
	/* <complex.h>'s `complex` after a base type word in a rule
	 * (`double complex I;`), or after `float` or `double` in code
	 * (`double complex w;` cannot declare `complex`: a name follows),
	 * not the declared name */
	if (tok_in(t, cfix_type_specifier_words) ||
	    (sp->base && tok_is(t, "complex") &&
	     peek(ps, 1)->kind == CFIX_TOK_IDENT &&
	     (ps->pattern || (ps->prev != NONE &&
			      (tok_is(token(ps, ps->prev), "float") ||
			       tok_is(token(ps, ps->prev), "double")))))) {
		sp->base = true;
		advance(ps);
		/* a rule's `unsigned T x;`: T a type metavariable is the
		 * rest of the type (`unsigned long long int`), not the name */
		if (ps->pattern &&
		    (tok_is(t, "unsigned") || tok_is(t, "signed")) &&
		    cfix__cparse_metavar_of(ps, peek(ps, 0)) >= 0 &&
		    cfix__cparse_is_typename(ps, peek(ps, 0)))
			advance(ps);
		return 1;
	}
	if (tok_in(t, cfix_tag_words))
		return parse_tag(ps, sp) ? 1 : -1;
	if (ps->pattern && !sp->base && t->kind == CFIX_TOK_IDENT &&
	    cfix__cparse_metavar_of(ps, t) >= 0 &&
	    cfix__cparse_is_typename(ps, t) && peek_is(ps, 1, "{"))
		return parse_metavar_tag(ps, sp) ? 1 : -1;
	return t->kind == CFIX_TOK_IDENT ? cfix__cparse_name_spec(ps, sp, mode)
					  : 0;
}

static bool parse_specs(struct parser *ps, struct specs *sp,
			enum spec_mode mode)
{
	int step = 0;

	*sp = (struct specs){ .tag = NONE, .body = NONE, .body_stop = NONE };
	if (!cfix__cparse_enter(ps))
		return false;
	while ((step = spec_step(ps, sp, mode)) > 0)
		sp->any = true;
	cfix__cparse_leave(ps);
	return step == 0;
}

/* ---- declarators --------------------------------------------------------- */

static struct cfix_node *parse_params(struct parser *ps);
static bool declarator_rec(struct parser *ps, struct declr *d,
			   enum declr_mode mode);

static bool declarator_suffixes(struct parser *ps)
{
	for (;;) {
		if (is(ps, "[")) {
			if (!cfix__cparse_skip_group(ps))
				return false;
		} else if (is(ps, "(")) {
			if (!parse_params(ps))
				return false;
		} else if (tok_in(peek(ps, 0), cfix_attribute_words) ||
			   tok_in(peek(ps, 0), cfix_asm_words)) {
			if (!cfix__cparse_skip_attribute(ps))
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
		bool wrapped;

		d->name = ps->pos;
		advance(ps);
		/* K&R-compatible `f __P((int, char *))` */
		if ((wrapped = cfix__cparse_params_macro_ahead(ps, 0))) {
			advance(ps);
			advance(ps);
		}
		if (is(ps, "(") && !(d->params = parse_params(ps)))
			return false;
		if (wrapped && !cfix__cparse_expect(ps, ")", "expected ')'"))
			return false;
	} else if (is(ps, "(") && cfix__cparse_nested_ahead(ps, mode)) {
		advance(ps);
		if (!declarator_rec(ps, d, mode) ||
		    !cfix__cparse_expect(ps, ")", "expected ')'"))
			return false;
	}
	return declarator_suffixes(ps);
}

static bool declarator_rec(struct parser *ps, struct declr *d,
			   enum declr_mode mode)
{
	bool ok = true;

	if (!cfix__cparse_enter(ps))
		return false;
	/* int *a, __percpu *b */
	while (peek(ps, 0)->kind == CFIX_TOK_IDENT &&
	       !cfix__cparse_is_typename(ps, peek(ps, 0)) &&
	       cfix__cparse_metavar_of(ps, peek(ps, 0)) < 0 &&
	       peek_is(ps, 1, "*"))
		advance(ps);
	while (ok && (is(ps, "*") || is(ps, "^"))) {
		advance(ps);
		ok = cfix__cparse_pointer_quals(ps);
	}
	ok = ok && direct_declarator(ps, d, mode);
	cfix__cparse_leave(ps);
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

struct cfix_node *cfix__cparse_type_name(struct parser *ps, bool any_ident)
{
	uint32_t first = ps->pos;
	struct specs sp;
	struct declr d;

	if (!parse_specs(ps, &sp, any_ident ? SPEC_TYPENAME : SPEC_KNOWN))
		return NULL;
	if (!sp.any)
		return cfix__cparse_fail(ps, "expected type");
	if (!parse_declarator(ps, &d, DECLR_ABSTRACT))
		return NULL;
	ps->type_record = sp.record && sp.tag == first ? sp.record : NULL;
	return cfix__cparse_type_node(ps, first, consumed_stop(ps, first), NONE,
				      NONE);
}

static struct cfix_node *parse_param(struct parser *ps)
{
	uint32_t first = ps->pos, stop;
	bool named_last;
	struct cfix_node *node;
	struct specs sp;
	struct declr d;

	if (is(ps, "..."))
		return leaf(ps, CFIX_NODE_DOTS);
	if (!parse_specs(ps, &sp, SPEC_ANY))
		return NULL;
	if (!sp.any)
		return cfix__cparse_fail(ps, "expected parameter");
	if (!parse_declarator(ps, &d, DECLR_EITHER))
		return NULL;
	/* `int q __nocast`, `int q __attribute__((unused))`: the
	 * attribute after the name is the parameter's own token, not a
	 * word of its type */
	named_last = d.name != NONE &&
		     cfix__cparse_attributes_only(ps, d.name + 1,
						  consumed_stop(ps, first));
	if (!cfix__cparse_skip_trailing_macros(ps))
		return NULL;
	node = finish(ps, node_at(ps, CFIX_NODE_PARAM, first));
	stop = consumed_stop(ps, first);
	if (d.name == NONE)
		add(ps, node,
		    cfix__cparse_type_node(ps, first, stop, NONE, NONE));
	else if ((d.name == node->last || named_last) && d.name > first)
		add(ps, node,
		    cfix__cparse_type_node(ps, first, d.name, NONE, NONE));
	else
		add(ps, node,
		    cfix__cparse_type_node(ps, first, stop, d.name,
					   d.name + 1));
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
	if (!cfix__cparse_expect(ps, ")", "expected ')'"))
		return NULL;
	return finish(ps, node);
}

/* ---- declarations -------------------------------------------------------- */

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
	type->text = cfix__cparse_full_type_text(ps, first, sp, spec_stop, d, d_stop);
	add(ps, node, type);
	add(ps, node, d->name == NONE ? NULL : ident_at(ps, d->name));
	add(ps, node, init);
	/* a prototype: its parameters, as clang's view has them */
	if (d->params && !sp->is_typedef && d->name != NONE)
		add(ps, node, d->params);
	if (sp->is_typedef && d->name != NONE)
		cfix__cparse_add_typedef(ps, ps->toks[d->name].text);
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
	add(ps, node,
	    cfix__cparse_type_node(ps, first, d->name, sp->body,
				   sp->body_stop));
	add(ps, node, ident_at(ps, d->name));
	add(ps, node, d->params);
	add(ps, node, body);
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
			if (!cfix__cparse_skip_trailing_macros(ps))
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
		if (!cfix__cparse_expect(ps, ";", "expected ';'"))
			return NULL;
	}
	/* a struct defined in the specifiers: an extra last kid */
	if (sp->record)
		add(ps, decl, sp->record);
	return finish(ps, decl);
}

struct cfix_node *cfix__cparse_decl(struct parser *ps, enum decl_ctx ctx)
{
	uint32_t first = ps->pos, spec_stop;
	struct cfix_node *decl;
	struct specs sp;

	if (is(ps, "_Static_assert") || is(ps, "static_assert"))
		return cfix__cparse_static_assert(ps, cfix__cparse_call);
	if (!parse_specs(ps, &sp, SPEC_GUESS))
		return NULL;
	if (!sp.any &&
	    !(ctx == DECL_TOP && cfix__cparse_implicit_int_ahead(ps)))
		return cfix__cparse_fail(ps, "expected declaration");
	spec_stop = consumed_stop(ps, first);
	/* struct foo { ... }; alone is the RECORD */
	if (sp.record && sp.tag == first && sp.record->last + 1 == spec_stop &&
	    accept(ps, ";"))
		return finish(ps, sp.record);
	decl = node_at(ps, CFIX_NODE_DECL, first);
	add(ps, decl,
	    cfix__cparse_type_node(ps, first, spec_stop, sp.body,
				   sp.body_stop));
	return decl_rest(ps, decl, &sp, spec_stop, ctx);
}

/*
 * A declarer macro among fields (cfix__cparse_macro_field_ahead()): an
 * EXPR_STMT holding the call, or, when its arguments are fields
 * (kind 2), the tokens kept whole as an OPAQUE UNKNOWN -- spatch does
 * not match into them either.
 */
static struct cfix_node *parse_macro_field(struct parser *ps, int kind)
{
	struct cfix_node *node, *call;

	if (kind == 2) {
		node = start_node(ps, CFIX_NODE_UNKNOWN);
		node->flags |= CFIX_NODEF_OPAQUE;
		advance(ps);
		if (!cfix__cparse_skip_group(ps))
			return NULL;
	} else {
		node = start_node(ps, CFIX_NODE_EXPR_STMT);
		if (!(call = cfix__cparse_call(ps, ident(ps))))
			return NULL;
		add(ps, node, call);
	}
	if (!cfix__cparse_expect(ps, ";", "expected ';'"))
		return NULL;
	return finish(ps, node);
}

bool cfix__cparse_fields(struct parser *ps, struct cfix_node *record)
{
	while (!is(ps, "}") && !at_end(ps)) {
		struct mark start = mark_take(ps);
		struct cfix_node *field;
		int kind;

		if (accept(ps, ";"))
			continue;
		if (ps->pattern && is(ps, "..."))
			field = leaf(ps, CFIX_NODE_DOTS);
		else if (cfix__cparse_lone_field(ps))
			field = ident(ps);
		else if ((kind = cfix__cparse_macro_field_ahead(ps)))
			field = parse_macro_field(ps, kind);
		else
			field = cfix__cparse_decl(ps, DECL_FIELD);
		if (!field && ps->pattern)
			return false;
		add(ps, record,
		    field ? field : cfix__cparse_recover(ps, start));
	}
	return true;
}

/* ---- statements ---------------------------------------------------------- */

static struct cfix_node *parse_expr_stmt(struct parser *ps)
{
	struct cfix_node *node = start_node(ps, CFIX_NODE_EXPR_STMT);
	/* `LOCK` alone on its line above `g();` */
	bool lone = cfix__cparse_line_macro_ahead(ps);
	struct cfix_node *expr = cfix__cparse_expr(ps);
	/* vim's `RET_WIN_BUF_CHARTABSIZE(wp, buf, p, col)` or
	 * `COLOR_EPILOGUE` before '}', pcre2's `PCRE2_FALLTHROUGH` before a
	 * label, bison's `YY_IGNORE_MAYBE_UNINITIALIZED_BEGIN` before
	 * `switch`: a macro that brings its ';' -- no statement ends without
	 * one, and a statement keyword (or label) cannot go on an expression */
	bool macro = expr && !ps->pattern &&
		     (is(ps, "}") || (peek(ps, 0)->kind == CFIX_TOK_KEYWORD &&
				      tok_in(peek(ps, 0), cfix_stmt_words))) &&
		     (expr->kind == CFIX_NODE_CALL ||
		      expr->kind == CFIX_NODE_IDENT);
	macro |= lone && expr && expr->kind == CFIX_NODE_IDENT;

	/* dropbear's `TRACE(("f"))` then a declaration on the next line:
	 * no declaration follows a call in the same statement */
	macro |= expr && !ps->pattern && expr->kind == CFIX_NODE_CALL &&
		 (peek(ps, 0)->flags & CFIX_TOKF_LINE_START) &&
		 cfix__cparse_decl_ahead(ps);

	if (!expr || (!macro && !cfix__cparse_expect(ps, ";", "expected ';'")))
		return NULL;
	add(ps, node, expr);
	return finish(ps, node);
}

/* '(' expr ')' of if, while, switch */
static struct cfix_node *paren_cond(struct parser *ps)
{
	struct cfix_node *cond;

	/* vim's `while VIM_ISWHITE(*p)`: a macro brings the parentheses */
	if (!ps->pattern && !is(ps, "(") && peek_is(ps, 1, "(") &&
	    (cond = ident(ps)))
		return cfix__cparse_call(ps, cond);
	if (!cfix__cparse_expect(ps, "(", "expected '('"))
		return NULL;
	cond = cfix__cparse_expr(ps);
	if (!cond || !cfix__cparse_expect(ps, ")", "expected ')'"))
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
		if (!(kid = cfix__cparse_stmt(ps)))
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
			if (!(kid = cfix__cparse_stmt(ps)))
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
	if (!(cond = paren_cond(ps)) || !(body = cfix__cparse_stmt(ps)))
		return NULL;
	add(ps, node, cond);
	add(ps, node, body);
	return finish(ps, node);
}

static struct cfix_node *parse_do(struct parser *ps)
{
	struct cfix_node *node = start_node(ps, CFIX_NODE_DO), *body, *cond;

	advance(ps);
	if (!(body = cfix__cparse_stmt(ps)))
		return NULL;
	/* `while_each_thread(g, t)` brings its own `while (...)` */
	if ((!cfix__cparse_do_macro_ahead(ps) &&
	     !cfix__cparse_expect(ps, "while", "expected 'while'")) ||
	    !(cond = paren_cond(ps)) ||
	    !cfix__cparse_expect(ps, ";", "expected ';'"))
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
	*out = cfix__cparse_expr(ps);
	return *out && cfix__cparse_expect(ps, stop,
					   stop[0] == ';' ? "expected ';'"
							  : "expected ')'");
}

static struct cfix_node *parse_for(struct parser *ps)
{
	struct cfix_node *node = start_node(ps, CFIX_NODE_FOR);
	struct cfix_node *init, *cond = NULL, *inc = NULL, *body;

	advance(ps);
	if (!cfix__cparse_expect(ps, "(", "expected '('"))
		return NULL;
	if ((init = cfix__cparse_macro_for_head(ps))) {
		if (!(body = cfix__cparse_stmt(ps)))
			return NULL;
		add(ps, node, init);
		add(ps, node, cond);
		add(ps, node, inc);
		add(ps, node, body);
		return finish(ps, node);
	}
	if (cfix__cparse_decl_ahead(ps)) {
		if (!(init = cfix__cparse_decl(ps, DECL_STMT)))
			return NULL;
	} else if (!for_part(ps, ";", &init)) {
		return NULL;
	}
	if (!for_part(ps, ";", &cond) || !for_part(ps, ")", &inc) ||
	    !(body = cfix__cparse_stmt(ps)))
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
	    !cfix__cparse_expect(ps, ":", "expected ':'") ||
	    !cfix__cparse_skip_attributes(ps))
		return NULL;
	/* the kernel's label attribute: `out: __maybe_unused` */
	while (node->kind == CFIX_NODE_LABEL && !ps->pattern &&
	       tok_in(peek(ps, 0), cfix_annotation_words) &&
	       !peek_is(ps, 1, "(") && !peek_is(ps, 1, "="))
		advance(ps);
	if (kid)
		add(ps, node, kid);
	return node;
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
	} while (cfix__cparse_label_ahead(ps));
	if (!is(ps, "}") && !at_end(ps) && !(body = cfix__cparse_stmt(ps)))
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
	    !(kid = is(ps, "*") ? cfix__cparse_expr(ps) : ident(ps)))
		return NULL;
	if (kind == CFIX_NODE_RETURN && !is(ps, ";") &&
	    !(kid = cfix__cparse_expr(ps)))
		return NULL;
	if (!cfix__cparse_expect(ps, ";", "expected ';'"))
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

static struct cfix_node *parse_iterator(struct parser *ps)
{
	struct cfix_node *node = start_node(ps, CFIX_NODE_ITERATOR);
	struct cfix_node *head = cfix__cparse_call(ps, ident(ps)), *body;

	if (!head || !(body = cfix__cparse_stmt(ps)))
		return NULL;
	add(ps, node, head);
	add(ps, node, body);
	return finish(ps, node);
}

/*
 * A declarer macro after storage words: `static DEVICE_ATTR(foo, 0644,
 * show, store);`, which neither a declaration (no declarator) nor a
 * statement (`static`) reads.  It becomes an EXPR_STMT from the first
 * storage word, holding the call, as spatch's `declarer` reads it; NULL
 * (nothing consumed) when the tokens are not that.
 */
struct cfix_node *cfix__cparse_declarer_item(struct parser *ps)
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
	call = cfix__cparse_call(ps, ident(ps));
	if (!call || !accept(ps, ";")) {
		mark_restore(ps, start);
		return NULL;
	}
	add(ps, node, call);
	return finish(ps, node);
}

static struct cfix_node *stmt_dispatch(struct parser *ps)
{
	const struct cfix_token *t = peek(ps, 0);
	struct cfix_node *node;

	if (at_end(ps))
		return cfix__cparse_fail(ps, "expected statement");
	if (tok_is(t, "{"))
		return parse_compound(ps);
	if (tok_is(t, ";"))
		return leaf(ps, CFIX_NODE_NULL_STMT);
	if (ps->pattern && tok_is(t, "..."))
		return leaf(ps, CFIX_NODE_DOTS);
	if (tok_in(t, cfix_stmt_words))
		return keyword_stmt(ps);
	if (tok_in(t, cfix_asm_words))
		return cfix__cparse_opaque(ps);
	if (t->kind == CFIX_TOK_IDENT && peek_is(ps, 1, ":"))
		return parse_labeled(ps);
	if (cfix__cparse_lone_metavar(ps))
		return ident(ps);
	/* `static DEFINE_RATELIMIT_STATE(rs, HZ, 2);` in a function */
	if (!ps->pattern && tok_in(t, cfix_storage_words) &&
	    (node = cfix__cparse_declarer_item(ps)))
		return node;
	if (cfix__cparse_decl_ahead(ps))
		return cfix__cparse_decl(ps, DECL_STMT);
	if (cfix__cparse_iterator_ahead(ps))
		return parse_iterator(ps);
	return parse_expr_stmt(ps);
}

struct cfix_node *cfix__cparse_stmt(struct parser *ps)
{
	struct cfix_node *node;

	if (!cfix__cparse_enter(ps))
		return NULL;
	node = stmt_dispatch(ps);
	cfix__cparse_leave(ps);
	return node;
}

static struct cfix_node *parse_compound(struct parser *ps)
{
	struct cfix_node *node = start_node(ps, CFIX_NODE_COMPOUND);

	if (!cfix__cparse_expect(ps, "{", "expected '{'"))
		return NULL;
	if (!cfix__cparse_stmt_items(ps, node, cfix__cparse_stmt))
		return NULL;
	/* C mode: a block the tokens end inside is closed there; failing
	 * would make every enclosing level parse it again */
	if (!accept(ps, "}") && (ps->pattern || !at_end(ps)))
		return cfix__cparse_fail(ps, "expected '}'");
	return finish(ps, node);
}
