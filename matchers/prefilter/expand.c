/*
 * The file's code with its own macros expanded once, for chains that
 * only a macro's expansion can hold (NOT(d) & C, NOT(d) being !(d)->f).
 * Only macros whose body holds a token of the chain are expanded.
 */
#include "prefilter_internal.h"

#include <stdlib.h>
#include <string.h>

enum { EXPAND_DEPTH = 4, EXPAND_MAX = 4000000 };

static const struct macro *find_macro(const struct lexed *lx,
				      const struct ptok *tok)
{
	if (tok->kind != PTOK_WORD)
		return NULL;
	for (size_t i = 0; i < lx->macros.len; i++) {
		const struct macro *m = &lx->macros.items[i];

		if (m->interesting && m->name_len == tok->len &&
		    !memcmp(m->name, tok->text, tok->len))
			return m;
	}
	return NULL;
}

/* The index of the ')' closing the '(' at open in toks[0, n), or n. */
static uint32_t closing_paren(const struct ptok *toks, uint32_t n,
			      uint32_t open)
{
	int depth = 0;

	for (uint32_t i = open; i < n; i++) {
		if (tok_is(&toks[i], "("))
			depth++;
		else if (tok_is(&toks[i], ")") && --depth == 0)
			return i;
	}
	return n;
}

static void expand(struct lexed *lx, const struct ptok *toks, uint32_t n,
		   int depth);

/* A function-like macro's body with its arguments toks(open, close) put
 * in place of its parameters. */
static void expand_call(struct lexed *lx, const struct macro *m,
			const struct ptok *toks, uint32_t open,
			uint32_t close, int depth)
{
	CFIX_ARRAY(uint32_t) starts = { 0 };	/* each argument's first token */
	ptok_array body = { 0 };
	int nest = 0;

	cfix_array_push(&starts, open + 1);
	for (uint32_t i = open + 1; i < close; i++) {
		if (tok_is(&toks[i], "(") || tok_is(&toks[i], "[") || tok_is(&toks[i], "{"))
			nest++;
		else if (tok_is(&toks[i], ")") || tok_is(&toks[i], "]") || tok_is(&toks[i], "}"))
			nest--;
		else if (!nest && tok_is(&toks[i], ","))
			cfix_array_push(&starts, i + 1);
	}
	cfix_array_push(&starts, close + 1);
	for (uint32_t b = 0; b < m->nbody; b++) {
		const struct ptok *tok = &lx->defs.items[m->body + b];
		uint32_t p = 0, arg_first, arg_end;

		while (p < m->nparams && !(tok->kind == PTOK_WORD &&
					   tok->len == lx->defs.items[m->params + p].len &&
					   !memcmp(tok->text, lx->defs.items[m->params + p].text, tok->len)))
			p++;
		if (tok_is(tok, "__VA_ARGS__") && m->nparams)
			p = m->nparams - 1;
		if (p == m->nparams || p + 1 >= starts.len) {
			cfix_array_push(&body, *tok);
			continue;
		}
		arg_first = starts.items[p];
		/* "..." and __VA_ARGS__ take the rest of the arguments */
		arg_end = tok_is(tok, "__VA_ARGS__") ? close : starts.items[p + 1] - 1;
		for (uint32_t a = arg_first; a < arg_end; a++)
			cfix_array_push(&body, toks[a]);
	}
	expand(lx, body.items, (uint32_t)body.len, depth + 1);
	cfix_array_release(&body);
	cfix_array_release(&starts);
}

static void expand(struct lexed *lx, const struct ptok *toks, uint32_t n,
		   int depth)
{
	for (uint32_t i = 0; i < n && !lx->unsure; i++) {
		const struct macro *m = depth < EXPAND_DEPTH ? find_macro(lx, &toks[i]) : NULL;
		uint32_t close;

		if (lx->expanded.len > EXPAND_MAX ||
		    lx->steps + lx->expanded.len > FILE_BUDGET)
			lx->unsure = true;	/* "maybe": see FILE_BUDGET */
		if (m && !m->function_like) {
			expand(lx, lx->defs.items + m->body, m->nbody, depth + 1);
			continue;
		}
		if (m && i + 1 < n && tok_is(&toks[i + 1], "(")) {
			close = closing_paren(toks, n, i + 1);
			if (close < n) {
				expand_call(lx, m, toks, i + 1, close, depth);
				i = close;
				continue;
			}
		}
		cfix_array_push(&lx->expanded, toks[i]);
	}
}

/*
 * Expands only the macros whose bodies hold a token of the chain: a
 * match the code as written does not show needs one of those (the
 * others' names already stand as operands in the code).
 */
void cfix__expand_macros(struct lexed *lx, const struct chain *chain)
{
	bool any = false, same = lx->expanded_built;

	for (size_t i = 0; i < lx->macros.len; i++) {
		struct macro *m = &lx->macros.items[i];

		m->interesting = false;
		for (uint32_t k = 0; k < chain->nelems && !m->interesting; k++)
			m->interesting = chain->elems[k].kind != ELEM_GAP &&
					 cfix__tokens_hold(lx->defs.items + m->body,
							   m->nbody,
							   &chain->elems[k]);
		any |= m->interesting;
	}
	/* and those whose bodies use one of them */
	for (int round = 0; any && round < EXPAND_DEPTH; round++) {
		for (size_t i = 0; i < lx->macros.len; i++) {
			struct macro *m = &lx->macros.items[i];

			for (uint32_t k = 0; k < m->nbody && !m->interesting; k++)
				m->interesting = find_macro(lx, &lx->defs.items[m->body + k]);
		}
	}
	/*
	 * The chains of one rule's disjunction branches often pick the
	 * same macros: then the last chain's expansion serves.
	 */
	for (size_t i = 0; i < lx->macros.len; i++) {
		struct macro *m = &lx->macros.items[i];

		same &= m->interesting == m->expanded;
		m->expanded = m->interesting;
	}
	if (same)
		return;
	lx->expanded.len = 0;
	lx->expanded_built = false;
	if (!any)
		return;
	expand(lx, lx->code.items, (uint32_t)lx->code.len, 0);
	lx->steps += lx->expanded.len;
	lx->expanded_built = true;
	for (size_t i = 0; i < lx->expanded.len; i++)
		lx->expanded.items[i].partner = -1;
	cfix__link_brackets(&lx->expanded);
}

