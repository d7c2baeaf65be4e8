/*
 * A node's own tokens (its keywords, operators and punctuation, not its
 * kids') mapped to the source's, with the looseness Coccinelle allows
 * (qualifiers, annotation macros, sized `...`), and the position
 * metavariables (`E@p`) that record where a node matched.
 */
#include "tokens.h"
#include "list_commas.h"
#include "attributes.h"
#include "bindings.h"
#include "reparse.h"
#include "poslist.h"
#include "types.h"

#include <string.h>

/*
 * Maps the tokens a node owns itself (those of no kid: operators,
 * parentheses, keywords) in order.  Both sides must own the same tokens.
 */
bool cfix__match_collect_own_tokens(const struct cfix_node *node, uint32_t *out,
				    uint32_t max, uint32_t *count)
{
	uint32_t n = 0, k = 0;

	for (uint32_t t = node->first; t <= node->last && node->first <= node->last; t++) {
		while (k < node->nkids &&
		       (!node->kids[k] || node->kids[k]->first > node->kids[k]->last ||
			node->kids[k]->last + 1 == node->kids[k]->first ||
			node->kids[k]->last < t))
			k++;
		if (k < node->nkids && node->kids[k]->first <= t) {
			t = node->kids[k]->last;
			continue;
		}
		if (n == max)
			return false;
		out[n++] = t;
	}
	*count = n;
	return true;
}

/*
 * A declarator's own tokens without its names: an annotation macro
 * (`x __read_mostly = {...}`), which a pattern may leave out.  A name
 * the rule file declares `attribute name` is an attribute to spatch's
 * parser, left out under optional_attributes only.  Returns the count
 * left.
 */
static uint32_t drop_annotations(const struct matcher *m, uint32_t *toks,
				 uint32_t *from, uint32_t n)
{
	const struct cfix_source *source = m->source;
	bool attributes = cfix__iso_on(m->rule, CFIX_ISO_OPTIONAL_ATTRIBUTES);
	uint32_t k = 0, run = UINT32_MAX;

	for (uint32_t i = 0; i < n; i++) {
		if (source->toks[toks[i]].kind == CFIX_TOK_IDENT &&
		    (attributes || !cfix__match_is_attribute_name(m, toks[i]))) {
			if (run == UINT32_MAX)
				run = toks[i];
			continue;
		}
		/* the token after the annotation stands for it too, so that
		 * removing the one removes the other */
		from[k] = run == UINT32_MAX ? toks[i] : run;
		toks[k++] = toks[i];
		run = UINT32_MAX;
	}
	return k;
}

/*
 * A K&R-compatible prototype's parameters in a macro, `f __P((void))`
 * (the own parser reads them, matchers/syntax/cparse_grammar.c): the
 * macro's parentheses around the parameters' are left out, as its name
 * is (drop_annotations()), so `f(...)` matches it, as in spatch.
 */
static const struct cfix_node *params_of(const struct cfix_node *decl)
{
	for (uint32_t i = 0; i < decl->nkids; i++)
		if (decl->kids[i] && decl->kids[i]->kind == CFIX_NODE_PARAMS)
			return decl->kids[i];
	return NULL;
}

/* The macro's `(` before src's parameters, or 0 when there is none. */
static uint32_t params_macro_open(const struct matcher *m,
				  const struct cfix_node *src)
{
	const struct cfix_token *st = m->source->toks;
	const struct cfix_node *params = params_of(src);

	if (!params || params->first < 2 || params->last + 1 >= m->source->ntoks ||
	    strcmp(st[params->first - 1].text, "(") ||
	    strcmp(st[params->last + 1].text, ")") ||
	    st[params->first - 2].kind != CFIX_TOK_IDENT)
		return 0;
	return params->first - 1;
}

static uint32_t drop_params_macro(const struct matcher *m,
				  const struct cfix_node *src, uint32_t *toks,
				  uint32_t *from, uint32_t n)
{
	uint32_t open = params_macro_open(m, src), close, k = 0;

	if (!open)
		return n;
	close = params_of(src)->last + 1;
	for (uint32_t i = 0; i < n; i++) {
		if (toks[i] == open || toks[i] == close)
			continue;
		from[k] = from[i];
		toks[k++] = toks[i];
	}
	return k;
}

/* The rule's parentheses of the parameters stand for the macro's name
 * and parentheses too, so that removing them removes those. */
static void widen_params_macro(struct matcher *m, const struct cfix_node *pat,
			       const struct cfix_node *src)
{
	const struct cfix_node *pp = params_of(pat), *sp = params_of(src);
	uint32_t open = params_macro_open(m, src);

	if (!open || !pp || pp->first > pp->last ||
	    m->map[pp->first].first != sp->first ||
	    m->map[pp->last].last != sp->last)
		return;
	m->map[pp->first].first = open - 1;
	m->map[pp->last].last = sp->last + 1;
}

/*
 * optional_storage on a declarer: `static DEFINE_MUTEX(m);` for the
 * pattern's `DEFINE_MUTEX(x);`.  The storage words the pattern does not
 * spell are left out, and go with the `;` when the pattern removes it.
 */
static uint32_t drop_declarer_storage(const struct matcher *m,
				      const uint32_t *ptoks, uint32_t np,
				      uint32_t *toks, uint32_t *from,
				      uint32_t n)
{
	uint32_t k = 0, storage = n ? from[0] : 0;

	if (!cfix__iso_on(m->rule, CFIX_ISO_OPTIONAL_STORAGE))
		return n;
	while (k + np < n && cfix__is_word_in(m->source->toks[toks[k]].text,
					       cfix_storage_words))
		k++;
	for (uint32_t i = k; i < n; i++) {
		toks[i - k] = toks[i];
		from[i - k] = from[i];
	}
	/* the item removed, `;` and all: its storage words go too */
	if (k && np && m->rule->remove[ptoks[np - 1]])
		from[n - k - 1] = storage;
	return n - k;
}

/*
 * optional_attributes: `static int x;` for `static int x
 * __attribute__((unused));`.  The source's `__attribute__((...))`
 * groups are left out when the pattern spells none; a group in a run
 * (`__attribute__((a)) __attribute__((b))`) stays, which spatch 1.1.1
 * does not leave out either.
 */
static uint32_t drop_attributes(const struct matcher *m, const uint32_t *ptoks,
				uint32_t np, uint32_t *toks, uint32_t *from,
				uint32_t n)
{
	const struct cfix_token *st = m->source->toks;
	uint32_t k = 0, end, prev_end = UINT32_MAX;

	if (!cfix__iso_on(m->rule, CFIX_ISO_OPTIONAL_ATTRIBUTES))
		return n;
	for (uint32_t i = 0; i < np; i++)
		if (cfix__is_word_in(m->rule->toks[ptoks[i]].text,
				     cfix_attribute_words))
			return n;
	for (uint32_t i = 0; i < n; i++) {
		end = cfix__attribute_group_end(st, toks, i, n);
		if (end != UINT32_MAX && (prev_end == UINT32_MAX ||
					  prev_end + 1 != i) &&
		    cfix__attribute_group_end(st, toks, end + 1, n) ==
			    UINT32_MAX) {
			i = end;	/* a lone group: left out */
			continue;
		}
		if (end != UINT32_MAX)
			prev_end = end;
		from[k] = from[i];
		toks[k++] = toks[i];
	}
	return k;
}

/* Is pattern own token i of ptoks the `...` of an array size, `[...]`? */
static bool size_dots(const struct matcher *m, const uint32_t *ptoks,
		      uint32_t i)
{
	return i > 0 && !strcmp(m->rule->toks[ptoks[i]].text, "...") &&
	       !strcmp(m->rule->toks[ptoks[i - 1]].text, "[");
}

/* Is own token i of the pattern a metavariable alone between '[' and
 * ']' (`T x[E];`), standing for the array's size? */
static bool size_metavar(const struct matcher *m, const uint32_t *ptoks,
			 uint32_t np, uint32_t i)
{
	return i > 0 && i + 1 < np && m->rule->tok_metavar[ptoks[i]] >= 0 &&
	       !strcmp(m->rule->toks[ptoks[i - 1]].text, "[") &&
	       !strcmp(m->rule->toks[ptoks[i + 1]].text, "]");
}

/* The array size stoks[j, k) of a declarator (near) against the
 * pattern's size metavariable at own token ptok: bound to the size
 * parsed as an expression, as spatch binds `E` of `T x[E];`. */
static bool bind_size(struct matcher *m, uint32_t ptok, const uint32_t *stoks,
		      uint32_t j, uint32_t k, const struct cfix_node *near)
{
	struct cfix_node *size, pat = { .kind = CFIX_NODE_IDENT,
					.metavar = m->rule->tok_metavar[ptok],
					.first = ptok, .last = ptok };

	if (k == j || stoks[k - 1] - stoks[j] != k - 1 - j)
		return false;
	size = cfix__match_reparse_source(m, stoks[j], stoks[k - 1], false,
					  near);
	return size && cfix__match_bind(m, &pat, size);
}

/* The pattern's token ptok spelled as the code's next one (stoks[*j]
 * of ns): mapped, and *j moves past it. */
static bool same_token(struct matcher *m, uint32_t ptok,
		       const uint32_t *stoks, uint32_t ns, uint32_t *j)
{
	if (*j == ns || strcmp(m->rule->toks[ptok].text,
			       m->source->toks[stoks[*j]].text))
		return false;
	cfix__match_map_token(m, ptok, stoks[*j], stoks[*j]);
	(*j)++;
	return true;
}

/*
 * A declarator's own tokens where the pattern writes an array size as
 * `...` (`T buf[...];`) or a metavariable (`T buf[E];`): the dots stand
 * for whatever the code has up to the matching ']', nothing included;
 * the metavariable binds it (near: the declarator).
 */
static bool match_sized_tokens(struct matcher *m, const uint32_t *ptoks,
			       uint32_t np, const uint32_t *stoks, uint32_t ns,
			       const struct cfix_node *near)
{
	const struct cfix_token *stext = m->source->toks;
	uint32_t j = 0;

	for (uint32_t i = 0; i < np; i++) {
		uint32_t k = j, depth = 0;
		bool mv = size_metavar(m, ptoks, np, i);

		if (!mv && !size_dots(m, ptoks, i)) {
			if (!same_token(m, ptoks[i], stoks, ns, &j))
				return false;
			continue;
		}
		for (; k < ns && (depth || strcmp(stext[stoks[k]].text, "]")); k++)
			depth += !strcmp(stext[stoks[k]].text, "[") -
				 !strcmp(stext[stoks[k]].text, "]");
		if (k == ns || (mv && !bind_size(m, ptoks[i], stoks, j, k, near)))
			return false;
		if (k > j)
			cfix__match_map_token(m, ptoks[i], stoks[j],
					      stoks[k - 1]);
		j = k;
	}
	return j == ns;
}

/* Is own token i of the pattern a type metavariable standing alone for
 * a parameter of a function pointer declarator (`(*f)(T1, T2)`)? */
static bool param_type_metavar(const struct matcher *m, const uint32_t *ptoks,
			       uint32_t np, uint32_t i)
{
	int32_t mv = m->rule->tok_metavar[ptoks[i]];
	const char *before, *after;

	if (mv < 0 || m->rule->metavars[mv].kind != CFIX_MV_TYPE || i == 0 ||
	    i + 1 >= np)
		return false;
	before = m->rule->toks[ptoks[i - 1]].text;
	after = m->rule->toks[ptoks[i + 1]].text;
	return (!strcmp(before, "(") || !strcmp(before, ",")) &&
	       (!strcmp(after, ")") || !strcmp(after, ","));
}

/* Does the parameter stoks[j, k) name itself (`int a`, `char *buf`)?
 * Its last token is then a plain identifier after more of the type, not
 * a tag's name (`struct page`). */
static bool param_named(const struct cfix_source *source,
			const uint32_t *stoks, uint32_t j, uint32_t k)
{
	const char *before;

	if (k - j < 2 || source->toks[stoks[k - 1]].kind != CFIX_TOK_IDENT)
		return false;
	before = source->toks[stoks[k - 2]].text;
	return !cfix__match_is_tag_word(before, strlen(before));
}

/*
 * A function pointer declarator's own tokens where the pattern writes a
 * parameter as a type metavariable (`typedef int (*f)(T1, T2);`): the
 * metavariable binds the code's parameter up to its `,` or `)`, a type
 * without a name (spatch's T matches `const char *`, not `int a`).
 */
static bool match_param_types(struct matcher *m, const uint32_t *ptoks,
			      uint32_t np, const uint32_t *stoks, uint32_t ns)
{
	const struct cfix_token *stext = m->source->toks;
	uint32_t j = 0;

	for (uint32_t i = 0; i < np; i++) {
		uint32_t k = j;
		int depth = 0;
		struct cfix_node ptype, stype;

		if (!param_type_metavar(m, ptoks, np, i)) {
			if (!same_token(m, ptoks[i], stoks, ns, &j))
				return false;
			continue;
		}
		for (; k < ns; k++) {
			const char *t = stext[stoks[k]].text;

			if (!depth && (!strcmp(t, ",") || !strcmp(t, ")")))
				break;
			depth += (!strcmp(t, "(") || !strcmp(t, "[")) -
				 (!strcmp(t, ")") || !strcmp(t, "]"));
		}
		if (k == ns || k == j || stoks[k - 1] - stoks[j] != k - 1 - j ||
		    param_named(m->source, stoks, j, k))
			return false;
		ptype = (struct cfix_node){ .kind = CFIX_NODE_TYPE,
					    .metavar = m->rule->tok_metavar[ptoks[i]],
					    .first = ptoks[i], .last = ptoks[i] };
		stype = (struct cfix_node){ .kind = CFIX_NODE_TYPE,
					    .metavar = -1, .first = stoks[j],
					    .last = stoks[k - 1] };
		if (!cfix__match_bind(m, &ptype, &stype))
			return false;
		j = k;
	}
	return j == ns;
}

bool cfix__match_is_qualifier(const char *word)
{
	return !strcmp(word, "const") || !strcmp(word, "volatile");
}

/*
 * A declarator's own tokens without the qualifiers that the pattern's
 * own tokens ptoks do not name at that place: a rule's `(*f)(int)`
 * matches `(*f)(const int)`, as in spatch.  Returns the count left.
 */
static uint32_t drop_qualifiers(const struct matcher *m, const uint32_t *ptoks,
				uint32_t np, uint32_t *toks, uint32_t *from,
				uint32_t n)
{
	const bool *removed = m->rule->remove;
	uint32_t k = 0, p = 0, run = UINT32_MAX;

	for (uint32_t i = 0; i < n; i++) {
		const char *text = m->source->toks[toks[i]].text;

		if (cfix__match_is_qualifier(text) &&
		    (p >= np || strcmp(text, m->rule->toks[ptoks[p]].text))) {
			if (run == UINT32_MAX)
				run = from[i];
			continue;
		}
		/* amid removed code the qualifier goes with the next token;
		 * next to a change it stays (`(const long)`) */
		from[k] = run != UINT32_MAX && p > 0 && p < np &&
				  removed[ptoks[p - 1]] && removed[ptoks[p]]
			  ? run : from[i];
		toks[k++] = toks[i];
		run = UINT32_MAX;
		p++;
	}
	return k;
}

/*
 * A rule's `t (*y)(...)`: the "..." among a declarator's own tokens
 * stands for the source's parameters, which become one entry (from[d]
 * to toks[d]) there; none: the "..." is dropped from ptoks.  Counts are
 * updated.
 */
static void fold_param_dots(const struct matcher *m, uint32_t *ptoks,
			    uint32_t *np, uint32_t *toks, uint32_t *from,
			    uint32_t *n)
{
	uint32_t d = 1, close;
	int depth = 1;

	while (d + 1 < *np && !(!strcmp(m->rule->toks[ptoks[d]].text, "...") &&
				!strcmp(m->rule->toks[ptoks[d - 1]].text, "(")))
		d++;
	if (d + 1 >= *np || d >= *n ||
	    strcmp(m->source->toks[toks[d - 1]].text, "("))
		return;
	for (close = d; close < *n; close++) {
		const char *t = m->source->toks[toks[close]].text;

		depth += !strcmp(t, "(") ? 1 : !strcmp(t, ")") ? -1 : 0;
		if (depth == 0)
			break;
	}
	if (close == *n)
		return;
	if (close == d) {	/* `()` */
		memmove(ptoks + d, ptoks + d + 1, (*np - d - 1) * sizeof(*ptoks));
		(*np)--;
		return;
	}
	toks[d] = toks[close - 1];
	memmove(toks + d + 1, toks + close, (*n - close) * sizeof(*toks));
	memmove(from + d + 1, from + close, (*n - close) * sizeof(*from));
	*n -= close - d - 1;
}

bool cfix__match_own_tokens(struct matcher *m, const struct cfix_node *pat,
			    const struct cfix_node *src)
{
	uint32_t ptoks[64], stoks[64], from[64], np, ns;

	/* Inside an expansion every node spans the macro use's tokens. */
	if (src->flags & CFIX_NODEF_MACRO)
		return true;
	/* Leaves were compared by text (0 matches 0x00): map them whole. */
	if (!pat->nkids && (pat->kind == CFIX_NODE_IDENT ||
			    pat->kind == CFIX_NODE_NUMBER ||
			    pat->kind == CFIX_NODE_CHAR ||
			    pat->kind == CFIX_NODE_STRING)) {
		for (uint32_t t = pat->first; t <= pat->last; t++)
			cfix__match_map_token(m, t, src->first, src->last);
		return true;
	}
	if (!cfix__match_collect_own_tokens(pat, ptoks, 64, &np) ||
	    !cfix__match_collect_own_tokens(src, stoks, 64, &ns))
		return false;
	for (uint32_t i = 0; i < np; i++)
		if (src->kind == CFIX_NODE_DECLARATOR &&
		    (size_dots(m, ptoks, i) || size_metavar(m, ptoks, np, i)))
			return match_sized_tokens(m, ptoks, np, stoks, ns, src);
	for (uint32_t i = 0; i < np; i++)
		if (src->kind == CFIX_NODE_DECLARATOR &&
		    param_type_metavar(m, ptoks, np, i))
			return match_param_types(m, ptoks, np, stoks, ns);
	for (uint32_t i = 0; i < ns; i++)
		from[i] = stoks[i];
	if (cfix__match_has_attribute_metavar(m, ptoks, np))
		return cfix__match_attribute_tokens(m, ptoks, np, stoks, from,
						    ns);
	if (np != ns && (src->kind == CFIX_NODE_DECLARATOR ||
			 src->kind == CFIX_NODE_PARAM))
		ns = drop_attributes(m, ptoks, np, stoks, from, ns);
	if (np != ns && src->kind == CFIX_NODE_DECLARATOR)
		ns = drop_annotations(m, stoks, from, ns);
	if (np != ns && src->kind == CFIX_NODE_DECLARATOR)
		ns = drop_params_macro(m, src, stoks, from, ns);
	if (np != ns && src->kind == CFIX_NODE_DECLARATOR)
		ns = drop_qualifiers(m, ptoks, np, stoks, from, ns);
	if (np < ns && src->kind == CFIX_NODE_EXPR_STMT)
		ns = drop_declarer_storage(m, ptoks, np, stoks, from, ns);
	if (src->kind == CFIX_NODE_DECLARATOR)
		fold_param_dots(m, ptoks, &np, stoks, from, &ns);
	if (np > ns && src->kind == CFIX_NODE_PARAM)
		return cfix__match_trailing_attributes(m, ptoks, np, stoks, ns,
						       src->last);
	if (np != ns)
		return false;
	for (uint32_t i = 0; i < np; i++) {
		const char *ptext = m->rule->toks[ptoks[i]].text;
		const char *stext = m->source->toks[stoks[i]].text;

		/* a rule's "......" is C's "..." */
		if (strcmp(ptext, stext) && strcmp(ptext, "...") &&
		    (strcmp(ptext, "......") || strcmp(stext, "...")))
			return false;
		cfix__match_map_token(m, ptoks[i], from[i], stoks[i]);
	}
	cfix__match_take_leading_comma(m, pat, src);
	if (src->kind == CFIX_NODE_DECLARATOR)
		widen_params_macro(m, pat, src);
	return true;
}

/* A position constraint ("p != r.p"): is src's place among the places
 * the rules named bound their position to in this file? */
static bool position_allowed(struct matcher *m, const struct cfix_metavar *mv,
			     uint32_t first, uint32_t last)
{
	bool found = false;

	if (mv->constraint == CFIX_MVC_SCRIPT) {
		struct binding cand = { .set = true, .first = first,
					.last = last };

		return cfix__match_script_allows(m, mv, &cand);
	}
	if (!mv->nrefs)
		return true;
	for (uint32_t k = 0; k < mv->nrefs && !found; k++) {
		const struct rule_result *r = &m->results[mv->ref_rule[k]];

		for (size_t e = 0; e < r->envs.len && !found; e++) {
			const struct binding *b = &r->envs.items[e][mv->ref_mv[k]];

			found = b->set && !b->value &&
				cfix__match_position_in(b, first, last);
		}
	}
	return found == (mv->constraint == CFIX_MVC_IN);
}

/* "if@p (...)", "return@p ...;": a position on the keyword that leads
 * a statement (no pattern node ends at it, so pos->node is NULL).  It
 * is the keyword, as in Coccinelle (misc/cond_no_effect, free/clk_put,
 * free/put_device report it). */
static bool keyword_leads(const struct cfix_position *pos,
			  const struct cfix_node *pat)
{
	switch (pat->kind) {
	case CFIX_NODE_IF: case CFIX_NODE_WHILE: case CFIX_NODE_DO:
	case CFIX_NODE_FOR: case CFIX_NODE_SWITCH: case CFIX_NODE_RETURN:
	case CFIX_NODE_GOTO: case CFIX_NODE_BREAK: case CFIX_NODE_CONTINUE:
		return !pos->node && pos->tok == pat->first &&
		       pat->first <= pat->last;
	default:
		return false;
	}
}

bool cfix__match_position_bind(struct matcher *m, int32_t metavar,
			       uint32_t first, uint32_t last)
{
	struct binding *b = &m->bindings[metavar];

	if (b->set && !cfix__match_position_in(b, first, last))
		return false;
	/* checked when bound here or inherited ("position r.p != s.q") */
	if (!position_allowed(m, &m->rule->metavars[metavar], first, last))
		return false;
	/* an inherited list stays the list: the rule matches at each of
	 * its places, and passes the list on */
	if (!b->nmore)
		*b = (struct binding){ .set = true, .first = first,
				       .last = last };
	return true;
}

/* What "X@e" binds e to, X having matched src: src, but for a
 * statement metavariable (`foo(E@S)`) the closest statement holding
 * src, as the grammar says (NULL-safe: src itself without one). */
static const struct cfix_node *at_target(const struct matcher *m,
					 const struct cfix_position *pos,
					 const struct cfix_node *src)
{
	const struct cfix_node *up = src;

	if (m->rule->metavars[pos->metavar].kind != CFIX_MV_STATEMENT)
		return src;
	while (up && !cfix_node_is_stmt(up))
		up = up->parent;
	return up ? up : src;
}

/*
 * "x =@p y", "T x =@p E;", "a <=@p b": a position on an operator or
 * other token pat owns itself (no kid holds it, no node ends at it) is
 * the source token that pattern token matched, which the match of pat
 * has just mapped (misc/uninitialized_var reports the '=', misc/doubleinit
 * the '=' of `struct I s =@p0 {...}`).  False when
 * pos is not such a token of pat.
 */
static bool own_token_matched(const struct matcher *m,
			      const struct cfix_position *pos,
			      const struct cfix_node *pat,
			      const struct cfix_node *src, uint32_t *tok)
{
	struct span s;

	if (pos->node || pos->tok < pat->first || pos->tok > pat->last ||
	    pat->first > pat->last || pos->tok >= m->rule->ntoks)
		return false;
	for (uint32_t i = 0; i < pat->nkids; i++)
		if (pat->kids[i] && pat->kids[i]->first <= pos->tok &&
		    pos->tok <= pat->kids[i]->last)
			return false;
	/* the span may start earlier, at an annotation or qualifier left
	 * out before the token (`z __initdata =` for `s =`: it goes with
	 * the '=' when that is removed); the token matched is its last */
	s = m->map[pos->tok];
	if (!span_set(s) || s.last < src->first || s.last > src->last ||
	    strcmp(m->source->toks[s.last].text, m->rule->toks[pos->tok].text))
		return false;
	*tok = s.last;
	return true;
}

/* Does an '@' on pat bind a metavariable other than a position
 * (`f(...)@E`), so that a position chained after it (`f(...)@E@p`) is
 * that code's, as after a metavariable? */
static bool at_binds_code(const struct matcher *m, const struct cfix_node *pat)
{
	for (uint32_t k = 0; k < m->rule->npositions; k++)
		if (m->rule->positions[k].node == pat &&
		    !cfix__is_place_kind(m->rule->metavars[
			    m->rule->positions[k].metavar].kind))
			return true;
	return false;
}

/* "E@p": records where pat matched in each position metavariable that
 * annotates it, or checks that it is where an earlier match put it. */
bool cfix__match_positions_hold(struct matcher *m, const struct cfix_node *pat,
				const struct cfix_node *src)
{
	uint32_t first, last;

	for (uint32_t k = 0; k < m->rule->npositions; k++) {
		const struct cfix_position *pos = &m->rule->positions[k];

		if (pos->node == pat &&
		    !cfix__is_place_kind(m->rule->metavars[pos->metavar].kind)) {
			/* "X@e": e binds the code X matched, as well */
			if (!cfix__match_bind_code(m, pos->metavar,
						   at_target(m, pos, src)))
				return false;
			continue;
		}
		if (keyword_leads(pos, pat)) {
			first = last = src->first;
		} else if (own_token_matched(m, pos, pat, src, &first)) {
			last = first;
		} else if (pos->node == pat) {
			/* as in Coccinelle: "E@p" is E's code, "f(x)@p"
			 * the ")" */
			first = pat->metavar >= 0 || at_binds_code(m, pat)
					? src->first
					: src->last;
			last = src->last;
		} else {
			continue;
		}
		if (!cfix__match_position_bind(m, pos->metavar, first, last))
			return false;
	}
	return true;
}

/* "cmp@p" after an operator token, which no pattern node ends at: p is
 * the source token pattern token pat_tok matched. */
bool cfix__match_token_positions_hold(struct matcher *m, uint32_t pat_tok,
				      uint32_t src_tok)
{
	for (uint32_t k = 0; k < m->rule->npositions; k++) {
		const struct cfix_position *pos = &m->rule->positions[k];
		struct binding *b = &m->bindings[pos->metavar];

		if (pos->node || pos->tok != pat_tok)
			continue;
		if (b->set && (b->first != src_tok || b->last != src_tok))
			return false;
		if (!position_allowed(m, &m->rule->metavars[pos->metavar],
				      src_tok, src_tok))
			return false;
		*b = (struct binding){ .set = true, .first = src_tok,
				       .last = src_tok };
	}
	return true;
}

/* "binary operator cmp = {<, <=};" (or "!=", "=~ re", "{r.b1, r.b2}",
 * several joined by "&&" or "||"): may B be op? */
bool cfix__match_op_allowed(const struct matcher *m,
			    const struct cfix_metavar *mv, const char *op)
{
	bool ok = cfix__match_text_and_refs_hold(m, mv, op);

	for (; mv->next_constraint; mv = mv->next_constraint)
		if (ok == mv->next_or)
			break;
		else
			ok = cfix__match_text_and_refs_hold(
				m, mv->next_constraint, op);
	return ok;
}
