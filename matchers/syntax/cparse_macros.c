/*
 * cparse_macros.c: cfix's own C parser: macros that stand for a piece of
 * C syntax the grammar reads whole -- a string literal (`KERN_INFO "x"`,
 * pcre2's `STRING_pla0 STRING_plb0`), a `for` head (less's
 * `for (SCAN_GLOB_LIST(list, p))`), a cast (pcre2's `CUS f(x)`).  Without the headers cfix does not
 * see the definitions; the tokens around the names decide, in C mode
 * only, as spatch's parsing hacks do.  See cparse.c for the design.
 */
#include "cparse_internal.h"

/*
 * "a" "b", also with macros among the pieces: KERN_ERR "x", "%" PRIu64,
 * "*" __stringify(X), STRINGIZE(X) ".".  A name right after a piece cannot be anything
 * else; a name before the first piece is taken when a piece follows.
 * In C mode a log level (KERN_INFO) is a piece itself, as spatch's
 * standard.h makes it a string: KERN_INFO HW_ERR.
 */
struct cfix_node *cfix__cparse_string(struct parser *ps, bool names)
{
	struct cfix_node *node = start_node(ps, CFIX_NODE_STRING);
	bool piece = names;	/* a literal or a string macro was read */

	node->flags |= CFIX_NODEF_CONSTANT;
	for (;;) {
		const struct cfix_token *t = peek(ps, 0);

		if (t->kind == CFIX_TOK_STRING) {
			if (!node->text)
				node->text = t->text;
			piece = true;
			advance(ps);
			continue;
		}
		if (t->kind != CFIX_TOK_IDENT ||
		    cfix__cparse_metavar_of(ps, t) >= 0 ||
		    !(piece || cfix__cparse_string_ahead(ps)))
			break;
		piece |= !ps->pattern && (cfix__cparse_string_macro(t) ||
					  cfix__cparse_string_call_ahead(ps));
		advance(ps);
		if (piece && is(ps, "(") && !cfix__cparse_skip_group(ps))
			return NULL;
	}
	/* no literal among the pieces (KERN_INFO HW_ERR): its first name */
	if (!node->text)
		node->text = token(ps, node->first)->text;
	return finish(ps, node);
}

/*
 * In C mode, a macro giving the whole head, less's
 * `for (SCAN_GLOB_LIST(list, p))`: kept whole (OPAQUE), as spatch 1.1.1
 * passes it over: no for-pattern matches it, its body is matched.
 */
struct cfix_node *cfix__cparse_macro_for_head(struct parser *ps)
{
	struct mark start = mark_take(ps);
	struct cfix_node *node;

	if (ps->pattern || peek(ps, 0)->kind != CFIX_TOK_IDENT ||
	    !peek_is(ps, 1, "("))
		return NULL;
	node = start_node(ps, CFIX_NODE_UNKNOWN);
	advance(ps);
	if (cfix__cparse_skip_group(ps) && is(ps, ")")) {
		node->flags |= CFIX_NODEF_OPAQUE;
		finish(ps, node);
		advance(ps);
		return node;
	}
	mark_restore(ps, start);
	ps->error = NULL;
	return NULL;
}

/*
 * In C mode, a name before a call in an expression, pcre2's
 * `CUS get_propname(...)` (#define CUS (const unsigned char *)): no
 * expression is a name followed by a call, so the name is a macro
 * applied to it (a cast, a qualifier).  Read past, as spatch 1.1.1
 * passes it over when it sees the #define: the call is the expression.
 */
bool cfix__cparse_prefix_macro_ahead(const struct parser *ps)
{
	return !ps->pattern && peek(ps, 0)->kind == CFIX_TOK_IDENT &&
	       peek(ps, 1)->kind == CFIX_TOK_IDENT && peek_is(ps, 2, "(") &&
	       cfix__cparse_metavar_of(ps, peek(ps, 0)) < 0 &&
	       cfix__cparse_metavar_of(ps, peek(ps, 1)) < 0 &&
	       !cfix__cparse_line_macro_ahead(ps);
}

/*
 * In C mode, the kernel's `do { ... } while_each_thread(g, t);`: the
 * macro brings `while (...)` (spatch's standard.h defines it so, and
 * spatch 1.1.1 matches the body).  No other do-terminating macro: spatch
 * 1.1.1 parses no other (while_each_pid_thread, while_each_subsys_mask).
 */
bool cfix__cparse_do_macro_ahead(const struct parser *ps)
{
	return !ps->pattern && peek_is(ps, 0, "while_each_thread") &&
	       peek_is(ps, 1, "(");
}

static bool second_operand(const struct cfix_token *t)
{
	return t->kind == CFIX_TOK_IDENT || t->kind == CFIX_TOK_NUMBER ||
	       t->kind == CFIX_TOK_CHAR;
}

/* A tag keyword alone, the kernel's BTF_ID(struct, bpf_link). */
static bool lone_tag(const struct parser *ps, const struct cfix_node *arg)
{
	static const char *const tags[] = { "struct", "union", "enum", NULL };

	return arg->first == arg->last && tok_in(token(ps, arg->first), tags);
}

/*
 * An argument left UNKNOWN that starts with a name and a name or a
 * number, pcre2's `f(CUS p + 1, n)` (#define CUS (const unsigned char
 * *)), freetype's `Bezier_Up(RAS_VARS 2, ...)` (#define RAS_VARS
 * worker,), or that is a tag keyword alone, the kernel's
 * `BTF_ID_LIST_SINGLE(ids, struct, bpf_array)`: spatch 1.1.1 passes
 * the whole argument list over ("passed: CUS p + 1 , n"), so it
 * is kept whole (OPAQUE), nothing in it matched: 1 when so (the
 * call's arguments replaced, at its ')'), 0 when not, -1 error.
 */
int cfix__cparse_passed_args(struct parser *ps, struct cfix_node *call,
			     const struct cfix_node *arg, struct mark open)
{
	struct cfix_node *args;

	if (ps->pattern || arg->kind != CFIX_NODE_UNKNOWN ||
	    (arg->flags & CFIX_NODEF_OPAQUE))
		return 0;
	if (!lone_tag(ps, arg) &&
	    (token(ps, arg->first)->kind != CFIX_TOK_IDENT ||
	     !second_operand(token(ps, visible_from(ps, arg->first + 1)))))
		return 0;
	mark_restore(ps, open);
	advance(ps);
	args = start_node(ps, CFIX_NODE_UNKNOWN);
	args->flags |= CFIX_NODEF_OPAQUE;
	while (!at_end(ps) && !is(ps, ")")) {
		if (is(ps, "]") || is(ps, "}"))
			return -1;
		if (is(ps, "(") || is(ps, "[") || is(ps, "{")) {
			if (!cfix__cparse_skip_group(ps))
				return -1;
		} else {
			advance(ps);
		}
	}
	call->nkids = 1;
	add(ps, call, finish(ps, args));
	return 1;
}
