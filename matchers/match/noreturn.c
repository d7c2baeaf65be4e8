/*
 * Calls that do not return: `die(...)`, `exit(1)`, `BUG()`.  spatch
 * 1.1.1 knows none (its paths go on after them), so a rule's dots stop
 * at one only when the rule asks (`// paths: noreturn` above it, which
 * the built-in flow rules carry: double_free would otherwise pair a
 * `free(p)` before `die()` with the `free(p)` of the path that did not
 * die).
 *
 * Known not to return, by the callee's name:
 *  - a small fixed list of the C library's and the kernel's (exit(),
 *    abort(), longjmp(), __builtin_unreachable(), panic(), BUG(), ...),
 *    so the own parse, which reads no header, knows them too;
 *  - with clang's parse, headers included: a function whose type says
 *    so (clang spells a `__attribute__((noreturn))` declaration's type,
 *    through a macro too: git's NORETURN, the kernel's __noreturn, "...
 *    __attribute__((noreturn))"), or that `_Noreturn` or `[[noreturn]]`
 *    declares (cfront/clang_noreturn.c: source->noreturn_names);
 *  - a function the file itself declares at file scope with
 *    `_Noreturn`, `[[noreturn]]`, `__attribute__((noreturn))`,
 *    `__noreturn`, `NORETURN`, or a macro the file #defines to one of
 *    these (read from the tokens: either parse), where the marker
 *    qualifies the declaration (not `int noreturn = ...`, nor a
 *    parameter's name).
 * A statement that is a macro's use counts by its expansion: clang's
 * tree of it (a macro of a header: openssh's `fatal_fr(r, ...)`, which
 * calls sshfatal()), else the body of the file's own #define of the
 * name (an expression, or a `do { ... exit(1); } while (0)`).  A
 * statement macro of a header (`do { } while (0)`) has no tree of its
 * expansion in clang's view: it goes on.
 * A call through a pointer, or whose declaration says nothing the file
 * shows, goes on as any call; so does a call inside a larger expression
 * (`x ? die() : 0;`, `(void)(c || die());`): only a statement that is
 * the call (past parentheses and a cast) ends a path.
 */
#include "noreturn.h"

#include <stdlib.h>
#include <string.h>

static const char *const fixed[] = {
	"exit", "abort", "_exit", "_Exit", "quick_exit", "longjmp",
	"siglongjmp", "__builtin_unreachable", "__builtin_trap", "panic",
	"BUG", NULL,
};

/* Words that mark a declaration as not returning. */
static bool marker_word(const char *text)
{
	return !strcmp(text, "_Noreturn") || !strcmp(text, "noreturn") ||
	       !strcmp(text, "__noreturn__") || !strcmp(text, "__noreturn") ||
	       !strcmp(text, "NORETURN");
}

/* A marker, or the name of a #define of the file whose body holds one
 * (`#define NORETURN __attribute__((__noreturn__))`). */
static bool is_marker(const struct cfix_source *src, const char *text)
{
	if (marker_word(text))
		return true;
	for (uint32_t i = 0; i < src->nmacros; i++) {
		const struct cfix_macro_def *d = &src->macros[i];

		if (!d->name || strcmp(d->name, text))
			continue;
		for (uint32_t t = d->first; t <= d->last && t < src->ntoks;
		     t++)
			if (marker_word(src->toks[t].text))
				return true;
	}
	return false;
}

/* Words followed by '(' that name no declared function. */
static bool attribute_word(const char *text)
{
	return !strcmp(text, "__attribute__") || !strcmp(text, "__attribute") ||
	       !strcmp(text, "__declspec") || !strcmp(text, "_Noreturn");
}

/* A token that ends a declarator: after a marker, it makes the marker
 * a declared name (`int noreturn = f();`), not a specifier. */
static bool ends_declarator(const struct cfix_source *src, uint32_t i,
			    uint32_t last)
{
	const char *text;

	while (i < last && (src->toks[i].flags & CFIX_TOKF_PP))
		i++;
	if (i >= last)
		return true;
	text = src->toks[i].text;
	return !strcmp(text, "=") || !strcmp(text, ",") || !strcmp(text, ";") ||
	       !strcmp(text, "[") || !strcmp(text, ")");
}

/*
 * The function a file-scope declaration [first, last) declares not to
 * return, or NULL.  Its name is the first name at parenthesis depth 0
 * followed by '(', before any '=' (`int noreturn = f();` declares no
 * function).  A marker counts where it qualifies the declaration: at
 * depth 0 as a specifier (`static NORETURN void die(...)`,
 * `[[noreturn]] void ...`, not a declared name: not followed by '=',
 * ',', ';', '[' or ')') or after the function's parameters (`void
 * die(void) NORETURN;`), or inside an attribute's parentheses (`void
 * die(void) __attribute__((noreturn));`); not a parameter's name.
 */
static const char *declared_function(const struct cfix_source *src,
				     uint32_t first, uint32_t last)
{
	const struct cfix_token *t = src->toks;
	const char *name = NULL;
	int depth = 0, attr_depth = -1;	/* depth an attribute opens at */
	bool marked = false;

	for (uint32_t i = first; i < last; i++) {
		if (t[i].flags & CFIX_TOKF_PP)
			continue;
		if (!strcmp(t[i].text, "(")) {
			depth++;
			continue;
		}
		if (!strcmp(t[i].text, ")")) {
			if (--depth <= attr_depth)
				attr_depth = -1;
			continue;
		}
		if (depth == 0 && !strcmp(t[i].text, "="))
			break;	/* an initializer: nothing declared past it */
		if (t[i].kind != CFIX_TOK_IDENT &&
		    t[i].kind != CFIX_TOK_KEYWORD)
			continue;	/* `__attribute__` is a keyword */
		if (is_marker(src, t[i].text)) {
			if ((attr_depth >= 0 && depth > attr_depth) ||
			    (depth == 0 &&
			     (name || !ends_declarator(src, i + 1, last))))
				marked = true;
		} else if (attribute_word(t[i].text)) {
			if (attr_depth < 0)
				attr_depth = depth;
		} else if (!name && depth == 0 && i + 1 < last &&
			   t[i].kind == CFIX_TOK_IDENT &&
			   !strcmp(t[i + 1].text, "(")) {
			name = t[i].text;
		}
	}
	return marked ? name : NULL;
}

/* The names the file declares at file scope as not returning, read
 * once per source into m: each declaration's head, up to its ';', or
 * its body's '{' (a definition's body is not read). */
static void scan_declarations(struct matcher *m)
{
	const struct cfix_source *src = m->source;
	uint32_t start = 0;
	int braces = 0;

	m->noreturn_names.len = 0;
	m->noreturn_of = src;
	for (uint32_t i = 0; i < src->ntoks; i++) {
		const struct cfix_token *t = &src->toks[i];
		bool ends;

		if (t->flags & CFIX_TOKF_PP)
			continue;
		ends = !strcmp(t->text, ";") || !strcmp(t->text, "{") ||
		       !strcmp(t->text, "}");
		if (braces == 0 && ends) {
			const char *name = declared_function(src, start, i);

			if (name)
				cfix_array_push(&m->noreturn_names, name);
		}
		if (!strcmp(t->text, "{"))
			braces++;
		else if (!strcmp(t->text, "}") && braces > 0)
			braces--;
		if (ends && braces == 0)
			start = i + 1;
	}
}

static bool declared_noreturn(struct matcher *m, const char *name)
{
	if (m->noreturn_of != m->source)
		scan_declarations(m);
	for (size_t i = 0; i < m->noreturn_names.len; i++)
		if (!strcmp(m->noreturn_names.items[i], name))
			return true;
	return false;
}

/* How many macros deep a call is followed (`fatal_fr()` is a macro
 * whose expansion calls sshfatal()). */
#define MAX_MACRO_DEPTH 8

static bool noreturn_expr(struct matcher *m, const struct cfix_node *e,
			  int depth);

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
	return declared_noreturn(m, callee->text);
}

/* A statement that never goes on: a noreturn call, or a block (a macro's
 * `do { ...; exit(1); } while (0)`) with one among its own statements. */
static bool noreturn_body_stmt(struct matcher *m, const struct cfix_node *s,
			       int depth)
{
	if (!s)
		return false;
	if (s->kind == CFIX_NODE_EXPR_STMT)
		return s->nkids && noreturn_expr(m, s->kids[0], depth);
	if (s->kind == CFIX_NODE_DO)
		return s->nkids && noreturn_body_stmt(m, s->kids[0], depth);
	if (s->kind != CFIX_NODE_COMPOUND)
		return false;
	for (uint32_t i = 0; i < s->nkids; i++)
		if (noreturn_body_stmt(m, s->kids[i], depth))
			return true;
	return false;
}

/* The body of a function-like macro the file #defines under the
 * callee's name (`#define die(...) exit_tool(1)`), when it calls a
 * function that does not return: the own parse, which keeps no
 * expansion, sees the macro's use as a call of its name. */
static bool noreturn_macro(struct matcher *m, const char *name, int depth)
{
	const struct cfix_source *src = m->source;

	for (uint32_t i = 0; i < src->nmacros; i++) {
		const struct cfix_macro_def *d = &src->macros[i];

		if (!d->name || !d->body || strcmp(d->name, name))
			continue;
		if (cfix_node_is_stmt(d->body))
			return noreturn_body_stmt(m, d->body, depth + 1);
		return noreturn_expr(m, d->body, depth + 1);
	}
	return false;
}

/*
 * Is e, past parentheses and a cast (`(void)f(x)`), a call that does
 * not return?  A macro's use counts by what it expands to: clang's tree
 * of the expansion (a macro of a header, openssh's `fatal_fr(r, ...)`,
 * which is `sshfatal(...)`, declared noreturn in log.h), else the
 * file's own #define of the name.
 */
static bool noreturn_expr(struct matcher *m, const struct cfix_node *e,
			  int depth)
{
	const struct cfix_node *callee;

	if (depth > MAX_MACRO_DEPTH)
		return false;
	while (e && ((e->kind == CFIX_NODE_PAREN && e->nkids) ||
		     (e->kind == CFIX_NODE_CAST && e->nkids > 1)))
		e = e->kids[e->kind == CFIX_NODE_CAST ? 1 : 0];
	if (!e)
		return false;
	if ((e->flags & CFIX_NODEF_MACRO_USE) && e->expansion)
		return noreturn_expr(m, e->expansion, depth + 1);
	if (e->kind != CFIX_NODE_CALL || !e->nkids ||
	    !(callee = e->kids[0]) || callee->kind != CFIX_NODE_IDENT ||
	    !callee->text)
		return false;
	/* a callee clang typed is a function, not a macro's name */
	return noreturn_callee(m, callee) ||
	       (!callee->type && noreturn_macro(m, callee->text, depth));
}

bool cfix__match_noreturn_stmt(struct matcher *m, const struct cfix_node *stmt)
{
	if (!stmt || stmt->kind != CFIX_NODE_EXPR_STMT || !stmt->nkids)
		return false;
	return noreturn_expr(m, stmt->kids[0], 0);
}

void cfix__match_noreturn_release(struct matcher *m)
{
	cfix_array_release(&m->noreturn_names);
	m->noreturn_of = NULL;
}
