/*
 * Calls that do not return: `die(...)`, `exit(1)`, `BUG()`.  spatch
 * 1.1.1 knows none (its paths go on after them), so a rule's dots stop
 * at one only when the rule asks (`// paths: noreturn` above it, which
 * the built-in flow rules carry: double_free would otherwise pair a
 * `free(p)` before `die()` with the `free(p)` of the path that did not
 * die).
 *
 * Known not to return, by the callee's name:
 *  - a fixed list of the C library's (glibc's noreturn declarations:
 *    exit(), abort(), longjmp(), err(), pthread_exit(), ...), the
 *    compiler's (__builtin_unreachable(), __builtin_trap()) and the
 *    kernel's (panic(), BUG()), so the own parse, which reads no
 *    header, knows them too;
 *  - with clang's parse, headers included: a function whose type says
 *    so (clang spells a `__attribute__((noreturn))` declaration's type,
 *    through a macro too: git's NORETURN, the kernel's __noreturn, "...
 *    __attribute__((noreturn))"), or that `_Noreturn` or `[[noreturn]]`
 *    declares, or, for a call clang's tree does not hold (an item the
 *    own parse stands in for), a function of a header declared so that
 *    the file calls by name (cfront/clang_noreturn.c:
 *    source->noreturn_names);
 *  - a function the file itself declares at file scope as not returning
 *    (noreturn_decls.c);
 *  - a function the file defines whose body never returns: no `return`
 *    in it, and every path through it ends in a call that does not
 *    return (libarchive's `static void usage(...)`, which ends in
 *    exit(1) and is declared nothing), found per source to a fixed point
 *    (a function that ends in such a function does not return either).
 * A macro's use counts by what it expands to: clang's tree of the
 * expansion (a macro of a header: openssh's `fatal_fr(r, ...)`, which
 * calls sshfatal()), else the body of the file's own #define of the
 * name, else, in clang's view, the body of a header's #define clang
 * knows (haproxy's `WILL_LJMP(f)`, `do { f; my_unreachable(); } while
 * (0)`, used in an item clang's tree does not hold).
 * An expression does not return when a part of it that is always
 * evaluated does not (`x = fatal(...)`, `f(die())`, `c ? die() : exit(1)`);
 * a part evaluated on a condition only goes on (`c ? die() : 0`,
 * `c || die()`: the path that did not die goes on, and the statement is
 * one node of the flow).  A call through a pointer, or whose
 * declaration says nothing the view shows, goes on as any call.
 */
#include "noreturn.h"

#include <stdlib.h>
#include <string.h>

static const char *const fixed[] = {
	/* the C library (glibc's __noreturn__ declarations) */
	"exit", "abort", "_exit", "_Exit", "quick_exit", "longjmp",
	"_longjmp", "siglongjmp", "__longjmp_chk", "pthread_exit",
	"thrd_exit", "err", "errx", "verr", "verrx", "__assert_fail",
	"__assert_perror_fail", "__assert", "__stack_chk_fail",
	/* the compiler */
	"__builtin_unreachable", "__builtin_trap", "__builtin_abort",
	"__builtin_exit", "__builtin_longjmp",
	/* the kernel */
	"panic", "BUG", "do_exit",
	NULL,
};

/* How many macros deep a call is followed (`fatal_fr()` is a macro
 * whose expansion calls sshfatal()). */
#define MAX_MACRO_DEPTH 8

/* How many rounds the defined functions' fixed point takes at most: a
 * chain of functions each ending in the next is rarely longer. */
#define MAX_ROUNDS 16

static void know_source(struct matcher *m);

static bool noreturn_expr(struct matcher *m, const struct cfix_node *e,
			  int depth);
static bool goes_on(struct matcher *m, const struct cfix_node *s, int depth);

static bool known_name(struct matcher *m, const char *name)
{
	know_source(m);
	for (size_t i = 0; i < m->noreturn_names.len; i++)
		if (!strcmp(m->noreturn_names.items[i], name))
			return true;
	return false;
}

/* Does the call's callee, by name, not return? */
static bool noreturn_callee(struct matcher *m, const struct cfix_node *callee)
{
	for (int i = 0; fixed[i]; i++)
		if (!strcmp(fixed[i], callee->text))
			return true;
	if (callee->type && strstr(callee->type, "noreturn"))
		return true;
	for (uint32_t i = 0; i < m->source->nnoreturn_names; i++)
		if (!strcmp(m->source->noreturn_names[i], callee->text))
			return true;
	return known_name(m, callee->text);
}

/* The #define of name: the file's own, else (clang's view) a header's
 * clang knows; NULL for none. */
static const struct cfix_macro_def *macro_named(const struct cfix_source *src,
					       const char *name)
{
	for (uint32_t i = 0; i < src->nmacros; i++)
		if (src->macros[i].name && !strcmp(src->macros[i].name, name))
			return &src->macros[i];
	for (uint32_t i = 0; i < src->nheader_macros; i++)
		if (!strcmp(src->header_macros[i].name, name))
			return &src->header_macros[i];
	return NULL;
}

/* The body of a macro (`#define die(...) exit_tool(1)`, `do { f;
 * my_unreachable(); } while (0)`), when it does not return: the own
 * parse, which keeps no expansion, sees the macro's use as a call of
 * its name. */
static bool noreturn_macro(struct matcher *m, const char *name, int depth)
{
	const struct cfix_macro_def *d = macro_named(m->source, name);

	if (!d || !d->body || depth >= MAX_MACRO_DEPTH)
		return false;
	if (cfix_node_is_stmt(d->body))
		return !goes_on(m, d->body, depth + 1);
	return noreturn_expr(m, d->body, depth + 1);
}

/*
 * Does e not return?  A call whose callee does not (a macro's use by
 * what it expands to: clang's tree of the expansion, else the macro's
 * body), or an always evaluated part that does not: an operand, an
 * argument, a condition, both branches of a `?:`; not the right of
 * `&&` or `||`, nor a sizeof's.
 */
static bool noreturn_expr(struct matcher *m, const struct cfix_node *e,
			  int depth)
{
	const struct cfix_node *callee;

	if (!e || depth > MAX_MACRO_DEPTH)
		return false;
	if ((e->flags & CFIX_NODEF_MACRO_USE) && e->expansion)
		return noreturn_expr(m, e->expansion, depth + 1);
	switch (e->kind) {
	case CFIX_NODE_CALL:
		callee = e->nkids ? e->kids[0] : NULL;
		/* a callee clang typed is a function, not a macro's name */
		if (callee && callee->kind == CFIX_NODE_IDENT && callee->text &&
		    (noreturn_callee(m, callee) ||
		     (!callee->type &&
		      noreturn_macro(m, callee->text, depth))))
			return true;
		break;
	case CFIX_NODE_IDENT:	/* an object-like macro: `#define DIE exit(1)` */
		return !e->type && e->text &&
		       noreturn_macro(m, e->text, depth);
	case CFIX_NODE_BINARY:
		if (e->op && (!strcmp(e->op, "&&") || !strcmp(e->op, "||")))
			return e->nkids && noreturn_expr(m, e->kids[0], depth);
		break;
	case CFIX_NODE_COND:
		return e->nkids == 3 &&
		       (noreturn_expr(m, e->kids[0], depth) ||
			((e->kids[1] ? noreturn_expr(m, e->kids[1], depth)
				     : false) &&
			 noreturn_expr(m, e->kids[2], depth)));
	case CFIX_NODE_SIZEOF:
	case CFIX_NODE_TYPE:
		return false;
	case CFIX_NODE_STMT_EXPR:
		return e->nkids && !goes_on(m, e->kids[0], depth);
	default:
		if (!cfix_node_is_expr(e))
			return false;
		break;
	}
	for (uint32_t i = 0; i < e->nkids; i++)
		if (noreturn_expr(m, e->kids[i], depth))
			return true;
	return false;
}

/* ---- statements: does control go on past one? ------------------------ */

/*
 * Might n be a macro's use that hides a `return` or a `break` the view
 * cannot see?  With cfix's own parse alone, which reads no header, a
 * call of an upper-case name the file does not define (`CHECK_OR_RETURN(
 * x);`, a header's, by the usual spelling) might: a function that
 * holds one is not taken to never return.  Clang's view knows the
 * headers' macros (header_macros), so there it is none.
 */
static bool hidden_macro(const struct cfix_source *src,
			 const struct cfix_node *n)
{
	const char *name;
	bool upper = false;

	if (src->mode != CFIX_PARSE_OWN || n->kind != CFIX_NODE_CALL ||
	    !n->nkids || !n->kids[0] || n->kids[0]->kind != CFIX_NODE_IDENT ||
	    !(name = n->kids[0]->text) || macro_named(src, name))
		return false;
	for (const char *c = name; *c; c++) {
		if (*c >= 'a' && *c <= 'z')
			return false;
		upper |= *c >= 'A' && *c <= 'Z';
	}
	return upper;
}

/* A condition always true: none (`for (;;)`), or a nonzero number. */
static bool always_true(const struct cfix_node *cond)
{
	while (cond && cond->kind == CFIX_NODE_PAREN && cond->nkids)
		cond = cond->kids[0];
	if (!cond)
		return true;
	return cond->kind == CFIX_NODE_NUMBER && cond->text &&
	       strspn(cond->text, "0") < strspn(cond->text, "0123456789xXuUlL");
}

/* Does s hold a `break` (or `continue`) of the loop s is the body of,
 * not of a loop or switch inside it? */
static bool leaves_loop(const struct cfix_source *src,
			const struct cfix_node *s, bool with_continue)
{
	if (!s)
		return false;
	if (s->kind == CFIX_NODE_EXPR_STMT && s->nkids && s->kids[0] &&
	    hidden_macro(src, s->kids[0]))
		return true;
	switch (s->kind) {
	case CFIX_NODE_BREAK:
		return true;
	case CFIX_NODE_CONTINUE:
		return with_continue;
	case CFIX_NODE_WHILE:
	case CFIX_NODE_DO:
	case CFIX_NODE_FOR:
	case CFIX_NODE_ITERATOR:
		return false;
	case CFIX_NODE_SWITCH:	/* its break is its own; a continue not */
		return with_continue && s->nkids > 1 &&
		       leaves_loop(src, s->kids[1], true);
	default:
		break;
	}
	if (!cfix_node_is_stmt(s))
		return false;
	for (uint32_t i = 0; i < s->nkids; i++)
		if (leaves_loop(src, s->kids[i], with_continue))
			return true;
	return false;
}

/*
 * Can control go on past s (to the statement after it)?  Not past a
 * call that does not return, a jump (break, continue, goto, return:
 * their targets are the loops' and the labels' business), a block whose
 * last reachable statement does not go on (a label makes what follows
 * it reachable again), an if both of whose branches do not, or a loop
 * whose condition is always true and that no break leaves.  Anything
 * else goes on: a switch, a loop that may end, what cfix could not
 * structure.
 */
static bool goes_on(struct matcher *m, const struct cfix_node *s, int depth)
{
	bool reach = true;

	if (!s)
		return true;
	switch (s->kind) {
	case CFIX_NODE_EXPR_STMT:
		return !(s->nkids && noreturn_expr(m, s->kids[0], depth));
	case CFIX_NODE_DECL:
		for (uint32_t i = 1; i < s->nkids; i++)
			if (s->kids[i] && s->kids[i]->nkids > 2 &&
			    noreturn_expr(m, s->kids[i]->kids[2], depth))
				return false;
		return true;
	case CFIX_NODE_COMPOUND:
		for (uint32_t i = 0; i < s->nkids; i++) {
			const struct cfix_node *k = s->kids[i];

			if (k && (k->kind == CFIX_NODE_LABEL ||
				  k->kind == CFIX_NODE_CASE ||
				  k->kind == CFIX_NODE_DEFAULT))
				reach = true;
			if (reach && !goes_on(m, k, depth))
				reach = false;
		}
		return reach;
	case CFIX_NODE_LABEL:
	case CFIX_NODE_CASE:
		return s->nkids < 2 || goes_on(m, s->kids[1], depth);
	case CFIX_NODE_DEFAULT:
		return !s->nkids || goes_on(m, s->kids[0], depth);
	case CFIX_NODE_IF:
		if (s->nkids && noreturn_expr(m, s->kids[0], depth))
			return false;
		return s->nkids < 3 || !s->kids[2] ||
		       goes_on(m, s->kids[1], depth) ||
		       goes_on(m, s->kids[2], depth);
	case CFIX_NODE_WHILE:
		return s->nkids < 2 || !always_true(s->kids[0]) ||
		       leaves_loop(m->source, s->kids[1], false);
	case CFIX_NODE_FOR:
		return s->nkids < 4 || !always_true(s->kids[1]) ||
		       leaves_loop(m->source, s->kids[3], false);
	case CFIX_NODE_DO:
		return !s->nkids || goes_on(m, s->kids[0], depth) ||
		       leaves_loop(m->source, s->kids[0], true);
	case CFIX_NODE_BREAK:
	case CFIX_NODE_CONTINUE:
	case CFIX_NODE_GOTO:
	case CFIX_NODE_RETURN:
		return false;
	default:
		return true;
	}
}

/* May a function whose body holds n return?  A `return`, a macro's use
 * whose expansion or body may hold one (or, with the own parse alone,
 * that might: hidden_macro()), or tokens cfix could not structure
 * (which may hide one) say it may. */
static bool may_return(const struct cfix_source *src, const struct cfix_node *n,
		       int depth)
{
	const struct cfix_macro_def *d;

	if (!n)
		return false;
	if (n->kind == CFIX_NODE_RETURN || n->kind == CFIX_NODE_UNKNOWN ||
	    depth > MAX_MACRO_DEPTH || hidden_macro(src, n))
		return true;
	if (n->expansion && may_return(src, n->expansion, depth + 1))
		return true;
	if (n->kind == CFIX_NODE_IDENT && !n->type && n->text &&
	    (d = macro_named(src, n->text)) &&
	    (!d->body || may_return(src, d->body, depth + 1)))
		return true;
	for (uint32_t i = 0; i < n->nkids; i++)
		if (may_return(src, n->kids[i], depth))
			return true;
	return false;
}

/* Is the definition's name already known not to return? */
static bool known(struct matcher *m, const char *name)
{
	for (size_t i = 0; i < m->noreturn_names.len; i++)
		if (!strcmp(m->noreturn_names.items[i], name))
			return true;
	return false;
}

/* The functions the source defines that never return, added to
 * m->noreturn_names round by round until a round adds none. */
static void defined_noreturn(struct matcher *m)
{
	const struct cfix_node *root = m->source->root;
	bool more = true;

	for (int round = 0; more && round < MAX_ROUNDS; round++) {
		more = false;
		for (uint32_t i = 0; root && i < root->nkids; i++) {
			const struct cfix_node *f = root->kids[i];
			const struct cfix_node *name, *body;

			if (!f || f->kind != CFIX_NODE_FUNCTION ||
			    f->nkids < 4 || !(name = f->kids[1]) ||
			    !name->text || !(body = f->kids[3]) ||
			    known(m, name->text) ||
			    may_return(m->source, body, 0) ||
			    goes_on(m, body, 0))
				continue;
			cfix_array_push(&m->noreturn_names, name->text);
			more = true;
		}
	}
}

/* m->noreturn_names for m's source: what it declares, then what it
 * defines, not returning; read once per source. */
static void know_source(struct matcher *m)
{
	if (m->noreturn_of == m->source)
		return;
	m->noreturn_names.len = 0;
	m->noreturn_of = m->source;
	cfix__match_noreturn_declared(m);
	defined_noreturn(m);
}

bool cfix__match_noreturn_stmt(struct matcher *m, const struct cfix_node *stmt)
{
	if (!stmt || (stmt->kind != CFIX_NODE_EXPR_STMT &&
		      stmt->kind != CFIX_NODE_DECL))
		return false;
	return !goes_on(m, stmt, 0);
}

void cfix__match_noreturn_names(struct cfix_source *source,
				struct cfix_buf *out)
{
	struct matcher m = { .source = source };

	know_source(&m);
	for (size_t i = 0; i < m.noreturn_names.len; i++)
		cfix_buf_add(out, m.noreturn_names.items[i],
			     strlen(m.noreturn_names.items[i]) + 1);
	cfix__match_noreturn_release(&m);
}

void cfix__match_noreturn_release(struct matcher *m)
{
	cfix_array_release(&m->noreturn_names);
	m->noreturn_of = NULL;
}
