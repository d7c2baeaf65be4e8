/*
 * attr_macros.c: header macros that stand for attributes only.  A
 * return type spelled `static __always_inline int` is an int to clang:
 * the macro's body is `inline __attribute__((__always_inline__))`.
 * Read from the one header that #defines it, every definition there
 * (clang takes one branch of its #ifs: each must be attributes only).
 */
#include "attr_macros.h"

#include <stdlib.h>
#include <string.h>

#include "base/base.h"
#include "header_records.h"
#include "header_tokens.h"
#include "state.h"

/* Words a return type may hold that are no part of its type. */
static const char *const plain[] = { "inline", "__inline", "__inline__",
				     "static", "extern", "__attribute__",
				     "__attribute", NULL };

/* A header's tokens (header_tokens.h): p, n bytes; nl, a line began. */
struct cursor {
	const char *p, *end;
	size_t n;
	bool nl;
};

static void step(struct cursor *c)
{
	c->nl = false;	/* cfix__htok_next() only sets it */
	c->p = cfix__htok_next(c->p + c->n, c->end, &c->n, &c->nl);
}

static bool is_word(const struct cursor *c)
{
	return c->p && (c->p[0] == '_' || (c->p[0] >= 'a' && c->p[0] <= 'z') ||
			(c->p[0] >= 'A' && c->p[0] <= 'Z'));
}

/* Attributes that change a type: no mere attribute to clang's type. */
static const char *const typing[] = { "mode", "__mode__", "vector_size",
				      "__vector_size__", "ext_vector_type",
				      "__ext_vector_type__", NULL };

/* From a `(` to its `)` on the same logical line, no word of typing
 * within; false where none. */
static bool skip_parens(struct cursor *c)
{
	int open = 0;

	for (; c->p; step(c)) {
		if (c->nl && open)
			return false;
		for (int i = 0; is_word(c) && typing[i]; i++)
			if (cfix__htok_is(c->p, c->n, typing[i]))
				return false;
		if (c->n == 1 && c->p[0] == '(')
			open++;
		else if (c->n == 1 && c->p[0] == ')' && --open == 0)
			return true;
	}
	return false;
}

/* Whether the rest of a definition's line is attributes only; c is
 * left on the next line's first token. */
static bool body_plain(struct cfix_header_search *hs, struct cursor *c,
		       unsigned depth)
{
	while (c->p && !c->nl) {
		char word[64];

		if (!is_word(c) || c->n >= sizeof(word))
			return false;
		memcpy(word, c->p, c->n);
		word[c->n] = '\0';
		if (!cfix__is_word_in(word, plain) &&
		    !cfix__attr_macro(hs, word, depth - 1))
			return false;
		step(c);
		if (c->p && !c->nl && c->n == 1 && c->p[0] == '(') {
			if (!skip_parens(c))	/* its arguments */
				return false;
			step(c);
		}
	}
	return true;
}

/* Whether each `#define name` of [text, end) is attributes only (one
 * at least). */
static bool all_plain(struct cfix_header_search *hs, const char *text,
		      const char *end, const char *name, unsigned depth)
{
	struct cursor c = { text, end, 0, true };
	bool first = true, seen = false;

	for (step(&c); c.p; first = false) {
		if (!(c.n == 1 && c.p[0] == '#' && (c.nl || first))) {
			step(&c);
			continue;
		}
		step(&c);
		if (!c.p || c.nl || !cfix__htok_is(c.p, c.n, "define"))
			continue;
		step(&c);
		if (!c.p || c.nl || !cfix__htok_is(c.p, c.n, name))
			continue;
		seen = true;
		if (c.p[c.n] == '(') {	/* function-like: its parameters */
			step(&c);
			if (!skip_parens(&c))
				return false;
		}
		step(&c);
		if (!body_plain(hs, &c, depth))
			return false;
	}
	return seen;
}

bool cfix__attr_macro(struct cfix_header_search *hs, const char *name,
		      unsigned depth)
{
	const char *why = NULL, *where = NULL;
	size_t len = 0;
	char *t, *text;
	bool ok;

	if (!hs || !depth)
		return false;
	t = cfix__header_decl_type(hs, name, false, &why, &where);
	if (t || !why || strcmp(why, "a header #defines it") || !where) {
		free(t);
		return false;
	}
	text = cfix__header_read(where, &len, NULL);
	ok = text && all_plain(hs, text, text + len, name, depth);
	free(text);
	return ok;
}
