/*
 * The isomorphisms that take the code apart in another shape than the
 * rule's and match the parts with the structural match: decl_init and
 * its kin (a declarator without its initializer), neg_if_exp (the
 * branches of `!E ? A : B` swapped) and the associativity family (the
 * code's left operand in parentheses).
 */
#include "iso_shapes.h"
#include "structure.h"
#include "isos.h"
#include "types.h"

#include <string.h>

/*
 * standard.iso's decl_init (and its extern and static kin): the rule's
 * `T Z;` also matches `T Z = E;`, the initializer left as it is; the
 * declarator is the code's up to its `=`, array brackets included.
 */
bool cfix__match_without_init(struct matcher *m, const struct cfix_node *pat,
			      const struct cfix_node *src)
{
	struct cfix_node bare = *src;
	struct cfix_node *kids[3];

	if (src->kind != CFIX_NODE_DECLARATOR || src->nkids != 3 ||
	    !src->kids[2] || pat->nkids > 3 ||
	    !(cfix__iso_applies(m->rule, CFIX_ISO_DECL_INIT, pat, 0) ||
	      cfix__iso_applies(m->rule, CFIX_ISO_EXTERN_DECL_INIT, pat, 0) ||
	      cfix__iso_applies(m->rule, CFIX_ISO_STATIC_DECL_INIT, pat, 0)))
		return false;
	kids[0] = src->kids[0];
	kids[1] = src->kids[1];
	kids[2] = NULL;
	bare.kids = kids;
	bare.nkids = pat->nkids;
	/* up to the '=': `T I[E];` matches `int a[N] = { 1 };` too */
	bare.last = src->kids[2]->first >= 2 + src->first &&
		    !strcmp(m->source->toks[src->kids[2]->first - 1].text, "=")
		? src->kids[2]->first - 2
		: src->kids[1] ? src->kids[1]->last : src->last;
	return cfix__match_same_kind(m, pat, &bare);
}

/*
 * standard.iso's neg_if_exp: the rule's `E1 ? E2 : E3` also matches
 * `!E1 ? E3 : E2`, the branches swapped (tried when the code does not
 * match as written).  The code's `!` goes only with the whole pattern.
 * Code the rule adds next to its `?` or `:`, or their removal alone,
 * has no exact place once the branches swap: no match then (spatch
 * 1.1.1 makes some of them).
 */
static bool all_minus(const struct matcher *m, const struct cfix_node *pat)
{
	for (uint32_t i = pat->first; i <= pat->last; i++)
		if (!m->rule->minus[i])
			return false;
	return true;
}

static bool cond_changes_fit(const struct matcher *m,
			     const struct cfix_node *pat, uint32_t quest,
			     uint32_t colon)
{
	if (all_minus(m, pat))
		return true;
	if (m->rule->minus[quest] || m->rule->remove[colon])
		return false;
	for (uint32_t i = 0; i < m->rule->ninsertions; i++)
		if (m->rule->insertions[i].anchor == quest ||
		    m->rule->insertions[i].anchor == colon)
			return false;
	return true;
}

bool cfix__match_negated_cond(struct matcher *m, const struct cfix_node *pat,
			      const struct cfix_node *src)
{
	const struct cfix_node *not = src->nkids == 3 ? src->kids[0] : NULL;
	uint32_t quest = pat->kids[0]->last + 1, colon = pat->kids[1]->last + 1;

	if (!not || not->kind != CFIX_NODE_UNARY || !not->op ||
	    strcmp(not->op, "!") || not->nkids != 1 || !not->kids[0] ||
	    !src->kids[1] || !src->kids[2] ||
	    quest >= colon || colon > pat->last ||
	    strcmp(m->rule->toks[quest].text, "?") ||
	    strcmp(m->rule->toks[colon].text, ":") ||
	    !cond_changes_fit(m, pat, quest, colon) ||
	    !cfix__iso_applies(m->rule, CFIX_ISO_NEG_IF_EXP, pat, 0))
		return false;
	if (!cfix__match_node(m, pat->kids[0], not->kids[0]) ||
	    !cfix__match_node(m, pat->kids[1], src->kids[2]) ||
	    !cfix__match_node(m, pat->kids[2], src->kids[1]))
		return false;
	cfix__match_map_token(m, quest, not->last + 1, not->last + 1);
	cfix__match_map_token(m, colon, src->kids[1]->last + 1,
			      src->kids[1]->last + 1);
	if (all_minus(m, pat))	/* removed whole */
		cfix_array_push(&m->extra, ((struct cfix_action){
			.kind = CFIX_ACTION_REMOVE,
			.begin = m->source->toks[not->first].begin,
			.end = m->source->toks[not->first].end }));
	return true;
}

/*
 * The associativity family: the rule's `X - Y - Z` (its left operand
 * `X - Y` not parenthesised) against the code's `(a - b) - c`, tried
 * when the code does not match as written.  The code's parentheses stand
 * for no rule token (cfix__iso_assoc() lets the rule change nothing of
 * the expression, or remove it whole).
 */
static bool match_assoc(struct matcher *m, const struct cfix_node *pat,
			const struct cfix_node *src)
{
	const struct cfix_node *left = src->kids[0];

	if (!cfix__match_node(m, pat->kids[0], left->kids[0]) ||
	    !cfix__match_node(m, pat->kids[1], src->kids[1]))
		return false;
	cfix__match_map_token(m, pat->kids[0]->last + 1, left->last + 1,
			      left->last + 1);
	if (all_minus(m, pat))	/* removed whole: the parentheses too */
		for (uint32_t t = left->first; t <= left->last;
		     t += left->last - left->first)
			cfix_array_push(&m->extra, ((struct cfix_action){
				.kind = CFIX_ACTION_REMOVE,
				.begin = m->source->toks[t].begin,
				.end = m->source->toks[t].end }));
	return true;
}

bool cfix__match_same_or_assoc(struct matcher *m, const struct cfix_node *pat,
			       const struct cfix_node *src)
{
	const struct cfix_node *left = src->kind == CFIX_NODE_BINARY &&
				       src->nkids == 2 ? src->kids[0] : NULL;

	if (pat->kind != CFIX_NODE_BINARY || !left ||
	    left->kind != CFIX_NODE_PAREN || left->nkids != 1 ||
	    !left->kids[0] || !src->kids[1] ||
	    !cfix__match_same_text(pat->op, src->op) ||
	    cfix__iso_assoc(m->rule, pat) == CFIX_ISO_COUNT)
		return cfix__match_same_kind(m, pat, src);
	return cfix__match_same_kind_or(m, pat, src, match_assoc);
}

/*
 * standard.iso's ptr_to_array: the rule's `E1->fld` also matches the
 * code's `a[i].fld` (E1 binds a; the rule's `->` stands for `[i].`).
 * Only where the rule keeps its `->`, or removes `E1->fld` whole without
 * writing E1 again: spatch 1.1.1 writes `- E->count` `+ E->size` as
 * `arr->size`, the index lost, and cfix does not make that change.
 */
bool cfix__match_ptr_to_array(struct matcher *m, const struct cfix_node *pat,
			      const struct cfix_node *src)
{
	const struct cfix_node *index = src->nkids == 2 ? src->kids[0] : NULL;
	struct snapshot snap;
	bool ok;

	if (src->kind != CFIX_NODE_MEMBER || !cfix__match_same_text(src->op, ".") ||
	    !index || index->kind != CFIX_NODE_INDEX || index->nkids != 2 ||
	    !index->kids[0] || !index->kids[1] || !src->kids[1] ||
	    pat->nkids != 2 || !pat->kids[0] || !pat->kids[1] ||
	    !cfix__iso_applies(m->rule, CFIX_ISO_PTR_TO_ARRAY, pat,
			       pat->kids[0]->last + 1))
		return false;
	cfix__match_snapshot_take(m, &snap);
	ok = cfix__match_node(m, pat->kids[0], index->kids[0]) &&
	     cfix__match_node(m, pat->kids[1], src->kids[1]);
	if (ok)
		cfix__match_map_token(m, pat->kids[0]->last + 1,
				      index->kids[0]->last + 1,
				      src->kids[1]->first - 1);
	else
		cfix__match_snapshot_restore(m, &snap);
	cfix__match_snapshot_release(&snap);
	return ok;
}
