/*
 * A declarer followed by an attribute, `DEFINE_LOCK(a, b) __lockattr;`:
 * both front ends read a declaration whose type is the macro use and
 * whose name is the attribute, in the rule as in the code (spatch reads
 * a declarer with an attribute, cocci_syntax.tex's attr after a
 * declarer).  The type's words would only match as spelt, so the macro
 * use is parsed here on both sides, the rule's with its metavariables,
 * and matched as a call: `D(...)`, `D(E, x)` match as they do where the
 * declarer stands alone.
 */
#include "declarer_type.h"
#include "reparse.h"

#include <string.h>

/* In toks [first, last], ending with ')': the name before the matching
 * '(' when only words come before it, else UINT32_MAX. */
static uint32_t declarer_name(const struct cfix_token *toks, uint32_t first,
			      uint32_t last)
{
	uint32_t depth = 0, t = last;

	if (first >= last || strcmp(toks[last].text, ")"))
		return UINT32_MAX;
	for (;; t--) {
		depth += !strcmp(toks[t].text, ")");
		depth -= !strcmp(toks[t].text, "(");
		if (!depth || t == first)
			break;
	}
	if (depth || t == first || toks[t - 1].kind != CFIX_TOK_IDENT)
		return UINT32_MAX;
	for (uint32_t k = first; k + 1 < t; k++)
		if (toks[k].kind != CFIX_TOK_IDENT &&
		    toks[k].kind != CFIX_TOK_KEYWORD)
			return UINT32_MAX;
	return t - 1;
}

int cfix__match_declarer_split(struct matcher *m, const struct cfix_node *pat,
			       const struct cfix_node *src,
			       struct typeof_args *uses)
{
	uint32_t p, s, sfirst, n;
	struct cfix_node *puse, *suse;

	if (pat->nkids || pat->first > pat->last)
		return -1;
	p = declarer_name(m->rule->toks, pat->first, pat->last);
	if (p == UINT32_MAX)
		return -1;
	if (src->kind != CFIX_NODE_TYPE || src->first > src->last)
		return 0;
	s = declarer_name(m->source->toks, src->first, src->last);
	if (s == UINT32_MAX)
		return 0;
	/* a storage word the rule does not name may stand first */
	n = p - pat->first;
	sfirst = src->first;
	while (s - sfirst > n &&
	       cfix__is_word_in(m->source->toks[sfirst].text,
				cfix_type_extra_words))
		sfirst++;
	if (s - sfirst != n)
		return 0;
	for (uint32_t i = 0; i < n; i++)
		if (m->rule->tok_metavar[pat->first + i] >= 0 ||
		    strcmp(m->rule->toks[pat->first + i].text,
			   m->source->toks[sfirst + i].text))
			return 0;
	puse = cfix__match_reparse_rule(m, p, pat->last);
	suse = puse ? cfix__match_reparse_source(m, s, src->last, false, src)
		    : NULL;
	if (!suse || puse->kind != CFIX_NODE_CALL)
		return 0;
	for (uint32_t i = 0; i < n; i++)
		cfix__match_map_token(m, pat->first + i, sfirst + i,
				      sfirst + i);
	*uses = (struct typeof_args){ puse, suse };
	return 1;
}
