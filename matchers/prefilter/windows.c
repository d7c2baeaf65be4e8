/*
 * A quick "no" without lexing the whole file: windows lexed from each
 * place where the bytes of a chain's first token stand.  Every true
 * occurrence starts at such a place, so when no window holds the chain
 * the file does not either.
 */
#define _GNU_SOURCE	/* memmem */
#include "prefilter_internal.h"

#include <stdlib.h>
#include <string.h>

enum {
	WINDOW_FIRST = 32,	/* bytes lexed after a first token, at first */
	WINDOW_GROWTH = 8,	/* then this many times more, up to the end */
	WINDOW_SHARE = 4,	/* give up when the windows would lex more
				   than len / WINDOW_SHARE bytes at first */
};

/*
 * The file's #define lines, for defines_hold(): every "define" of the
 * bytes is taken for one (in a comment too), and lexed to the end of
 * its line.
 */
static void scan_defines(struct lexed *defs, const char *text, size_t len)
{
	for (const char *p = memmem(text, len, "define", 6); p;
	     p = memmem(p + 6, len - (size_t)(p + 6 - text), "define", 6)) {
		struct scanner sc = { .text = text, .len = len,
				      .pos = (size_t)(p + 6 - text) };

		cfix__scan_define(&sc, defs);
		defs->unsure |= sc.unsure;
		if (len - (size_t)(p + 6 - text) < 6)
			break;
	}
}

/* Could the file's #define lines hold a token of the chain?  Then the
 * chain may be found in a macro body or in the code with macros
 * expanded, which windows do not see. */
static bool defines_hold(const struct chain *chain, const struct lexed *defs)
{
	if (defs->unsure)
		return true;
	for (size_t m = 0; m < defs->macros.len; m++) {
		const struct macro *mac = &defs->macros.items[m];

		for (uint32_t k = 0; k < chain->nelems; k++)
			if (chain->elems[k].kind != ELEM_GAP &&
			    cfix__tokens_hold(defs->defs.items + mac->body,
					      mac->nbody, &chain->elems[k]))
				return true;
	}
	return false;
}

/* Tokens a digraph may spell: the bytes do not show them. */
static bool has_digraph(const struct elem *e)
{
	return e->len == 1 && strchr("[]{}#", e->text[0]);
}

/* The next place at or after from where the bytes of the chain's first
 * token stand (a name as a whole word), or NULL. */
static const char *next_first(const struct elem *e, const char *text,
			      size_t len, const char *from)
{
	if (from >= text + len)
		return NULL;
	if (!ident_start((unsigned char)e->text[0]))
		return memmem(from, (size_t)(text + len - from), e->text, e->len);
	return cfix__find_word(text, len, from, e->text, e->len);
}

/*
 * Does the chain start at text[at] (taken for the start of a token in
 * the code)?  The bytes from there are lexed in a window that grows
 * while the search runs off it.  A binding that must end before the
 * chain's first token (lead_slot) is not checked: the window does not
 * hold it.
 */
static bool chain_at(const struct chain *chain, const char *text, size_t len,
		     size_t at, struct lexed *win, size_t *lexed)
{
	for (size_t size = WINDOW_FIRST;; size *= WINDOW_GROWTH) {
		bool open = at + size < len;
		struct search s = { .chain = chain, .window = true };
		bool found;

		*lexed += open ? size : len - at;
		if (*lexed > len)
			return true;	/* windows cost more than the file */
		win->code.len = 0;
		win->defs.len = 0;
		win->macros.len = 0;
		cfix__lex_file(win, text + at, open ? size : len - at);
		if (win->unsure)
			return true;
		s.toks = win->code.items;
		/* the last token may be cut by the window's end */
		s.ntoks = (uint32_t)win->code.len - (open && win->code.len);
		s.open_end = open;
		found = s.ntoks && cfix__elem_fits(&chain->elems[0], &s.toks[0]) &&
			cfix__search_from(&s, 1, 1);
		free(s.directives);
		if (!s.overflow || !open)
			return found;
	}
}

/*
 * A quick "no": true when no window of the file, lexed from a place
 * where the bytes of a chain's first token stand, holds the chain, for
 * every chain in maybe.  Each true occurrence of a chain in the code
 * starts at such a place, and a window lexed from a token of the code
 * reads the code's tokens; a place in a comment or string only makes a
 * window say "maybe".  False (lex the whole file) when a chain is not
 * of tokens, the file's #defines may hold a chain's tokens, or the
 * windows would read too much of the file.
 */
bool cfix__windows_say_no(const struct cfix_prefilter *filter,
			  const bool *maybe, const char *text, size_t len)
{
	struct lexed defs = { 0 }, win = { 0 };
	bool no = true, scanned = false;
	size_t lexed = 0;

	for (uint32_t i = 0; i < filter->nchains && no; i++) {
		const struct chain *chain = &filter->chains[i];
		const struct elem *e0 = &chain->elems[0];
		size_t budget = len / WINDOW_SHARE / WINDOW_FIRST + 1, n = 0;

		if (!maybe[i])
			continue;
		if (chain->mode != CHAIN_TOKENS || e0->kind != ELEM_TOKEN ||
		    has_digraph(e0)) {
			no = false;
			break;
		}
		if (!scanned)
			scan_defines(&defs, text, len);
		scanned = true;
		if (defines_hold(chain, &defs)) {
			no = false;
			break;
		}
		for (const char *p = next_first(e0, text, len, text); p && no;
		     p = next_first(e0, text, len, p + 1)) {
			if (++n > budget)
				no = false;
			else if (chain_at(chain, text, len, (size_t)(p - text), &win,
					  &lexed))
				no = false;
		}
	}
	cfix__lexed_release(&defs);
	cfix__lexed_release(&win);
	return no;
}

