/*
 * noreturn_decls.c: the functions a file declares at file scope as not
 * returning, read from its tokens (either parse): `_Noreturn`,
 * `[[noreturn]]`, `__attribute__((noreturn))`, `__noreturn`, `NORETURN`,
 * or a macro the file #defines to one of these, where the marker
 * qualifies the declaration (not `int noreturn = ...`, nor a
 * parameter's name).  noreturn.c asks.
 */
#include "noreturn.h"

#include <string.h>

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
 * into m->noreturn_names: each declaration's head, up to its ';', or
 * its body's '{' (a definition's body is not read). */
void cfix__match_noreturn_declared(struct matcher *m)
{
	const struct cfix_source *src = m->source;
	uint32_t start = 0;
	int braces = 0;

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
