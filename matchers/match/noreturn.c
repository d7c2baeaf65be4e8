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
 *    these (read from the tokens: either parse).
 * A call through a pointer, or whose declaration says nothing the file
 * shows, goes on as any call.
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

/* The name a file-scope declaration [first, last) declares as a
 * function: its first name at parenthesis depth 0 followed by '('. */
static const char *declared_function(const struct cfix_source *src,
				     uint32_t first, uint32_t last)
{
	const struct cfix_token *t = src->toks;
	int depth = 0;

	for (uint32_t i = first; i < last; i++) {
		if (t[i].flags & CFIX_TOKF_PP)
			continue;
		if (!strcmp(t[i].text, "("))
			depth++;
		else if (!strcmp(t[i].text, ")"))
			depth--;
		else if (depth == 0 && t[i].kind == CFIX_TOK_IDENT &&
			 i + 1 < last && !strcmp(t[i + 1].text, "(") &&
			 !attribute_word(t[i].text) && !is_marker(src, t[i].text))
			return t[i].text;
	}
	return NULL;
}

/* The names the file declares at file scope as not returning, read
 * once per source into m. */
static void scan_declarations(struct matcher *m)
{
	const struct cfix_source *src = m->source;
	uint32_t start = 0;
	int braces = 0;
	bool marked = false;

	m->noreturn_names.len = 0;
	m->noreturn_of = src;
	for (uint32_t i = 0; i < src->ntoks; i++) {
		const struct cfix_token *t = &src->toks[i];
		bool ends;

		if (t->flags & CFIX_TOKF_PP)
			continue;
		ends = !strcmp(t->text, ";") || !strcmp(t->text, "{") ||
		       !strcmp(t->text, "}");
		if (braces == 0 && !ends && t->kind == CFIX_TOK_IDENT &&
		    is_marker(src, t->text))
			marked = true;
		if (braces == 0 && ends && marked) {
			const char *name = declared_function(src, start, i);

			if (name)
				cfix_array_push(&m->noreturn_names, name);
		}
		if (!strcmp(t->text, "{"))
			braces++;
		else if (!strcmp(t->text, "}") && braces > 0)
			braces--;
		if (ends && braces == 0) {
			start = i + 1;
			marked = false;
		} else if (ends && braces == 1 && !strcmp(t->text, "{")) {
			marked = false;	/* a body: its words are not the head's */
		}
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

/* The call an expression statement makes, past parentheses and a cast
 * (`(void)f(x);`), or NULL. */
static const struct cfix_node *stmt_call(const struct cfix_node *stmt)
{
	const struct cfix_node *e;

	if (!stmt || stmt->kind != CFIX_NODE_EXPR_STMT || !stmt->nkids)
		return NULL;
	e = stmt->kids[0];
	while (e && ((e->kind == CFIX_NODE_PAREN && e->nkids) ||
		     (e->kind == CFIX_NODE_CAST && e->nkids > 1)))
		e = e->kids[e->kind == CFIX_NODE_CAST ? 1 : 0];
	return e && e->kind == CFIX_NODE_CALL && e->nkids ? e : NULL;
}

bool cfix__match_noreturn_stmt(struct matcher *m, const struct cfix_node *stmt)
{
	const struct cfix_node *call = stmt_call(stmt), *callee;

	if (!call || !(callee = call->kids[0]) ||
	    callee->kind != CFIX_NODE_IDENT || !callee->text)
		return false;
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

void cfix__match_noreturn_release(struct matcher *m)
{
	cfix_array_release(&m->noreturn_names);
	m->noreturn_of = NULL;
}
