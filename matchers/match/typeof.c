/*
 * `typeof (E)` and `typeof (T)` in a rule's type (cocci_syntax.tex's
 * generic_ctype).  Neither front end gives the argument of a typeof a
 * node of its own (it is part of a type's words), so both arguments are
 * parsed here when a rule's typeof meets the code's: the rule's with its
 * metavariables, the code's as an expression or, when the rule's is a
 * type, as a type.  The structural matcher then matches them like any
 * code, so `typeof(E)` binds E and a later E must be the same.
 */
#include "typeof.h"
#include "reparse.h"

#include <string.h>

/* Where a typeof stands in tokens [first, last]: its word, its '(' and
 * its ')'. */
struct typeof_at {
	uint32_t word, open, close;
};

static bool is_typeof_word(const char *text)
{
	return cfix__is_word_in(text, cfix_typeof_words);
}

/* The first `typeof (` ... `)` of toks [first, last]; false if none. */
static bool find_typeof(const struct cfix_token *toks, uint32_t first,
			uint32_t last, struct typeof_at *at)
{
	for (uint32_t t = first; t + 1 <= last; t++) {
		uint32_t depth = 0;

		if (!is_typeof_word(toks[t].text) || strcmp(toks[t + 1].text, "("))
			continue;
		for (uint32_t k = t + 1; k <= last; k++) {
			depth += !strcmp(toks[k].text, "(");
			depth -= !strcmp(toks[k].text, ")");
			if (!depth) {
				*at = (struct typeof_at){ t, t + 1, k };
				return k > t + 2;	/* an argument */
			}
		}
		return false;
	}
	return false;
}

/* Do the n rule tokens from pf spell the n source tokens from sf?
 * Maps them when they do. */
static bool same_words(struct matcher *m, uint32_t pf, uint32_t sf,
		       uint32_t n)
{
	for (uint32_t i = 0; i < n; i++)
		if (m->rule->tok_metavar[pf + i] >= 0 ||
		    strcmp(m->rule->toks[pf + i].text,
			   m->source->toks[sf + i].text))
			return false;
	for (uint32_t i = 0; i < n; i++)
		cfix__match_map_token(m, pf + i, sf + i, sf + i);
	return true;
}

/* The words before and after the typeofs p (in pat) and s (in src),
 * as written; `static` or `const` the rule does not name may stand
 * first in the code. */
static bool same_words_around(struct matcher *m, const struct cfix_node *pat,
			      const struct typeof_at *p,
			      const struct cfix_node *src,
			      const struct typeof_at *s)
{
	uint32_t sfirst = src->first;

	while (s->word - sfirst > p->word - pat->first &&
	       cfix__is_word_in(m->source->toks[sfirst].text,
				cfix_type_extra_words))
		sfirst++;
	return s->word - sfirst == p->word - pat->first &&
	       pat->last - p->close == src->last - s->close &&
	       same_words(m, pat->first, sfirst, p->word - pat->first) &&
	       same_words(m, p->close, s->close, pat->last - p->close + 1);
}

int cfix__match_typeof_split(struct matcher *m, const struct cfix_node *pat,
			     const struct cfix_node *src,
			     struct typeof_args *args)
{
	struct typeof_at p, s;
	struct cfix_node *parg, *sarg;

	if (pat->nkids || pat->first > pat->last ||
	    !find_typeof(m->rule->toks, pat->first, pat->last, &p))
		return -1;
	if (src->kind != CFIX_NODE_TYPE || src->first > src->last ||
	    !find_typeof(m->source->toks, src->first, src->last, &s) ||
	    !same_words_around(m, pat, &p, src, &s))
		return 0;
	parg = cfix__match_reparse_rule(m, p.open + 1, p.close - 1);
	sarg = parg ? cfix__match_reparse_source(m, s.open + 1, s.close - 1,
				       parg->kind == CFIX_NODE_TYPE, src) : NULL;
	if (!sarg)
		return 0;
	cfix__match_map_token(m, p.word, s.word, s.word);
	cfix__match_map_token(m, p.open, s.open, s.open);
	*args = (struct typeof_args){ parg, sarg };
	return 1;
}
