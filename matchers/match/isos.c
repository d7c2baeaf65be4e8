/*
 * The parts of the isomorphisms the structural match applies that do
 * not recurse: which expressions are NULL-like tests and where a test
 * stands (the NULL and not_int2 isomorphisms), whether an isomorphism's
 * changes fit the code it matched, undoing a token map, pointer types
 * seen through a field, and the operands of a chain of `&&` or `||`.
 */
#include "isos.h"
#include "lists.h"
#include "types.h"

#include <stdlib.h>
#include <string.h>

/* Is base, the left of a rule's `E.fld`, a typed expression
 * metavariable the rule leaves in place (fld_to_ptr's `pure T E`)? */
bool cfix__match_pure_typed_base(const struct matcher *m,
				 const struct cfix_node *base)
{
	const struct cfix_metavar *mv;

	if (!base || base->metavar < 0 || base->first != base->last)
		return false;
	mv = &m->rule->metavars[base->metavar];
	if ((mv->kind != CFIX_MV_EXPRESSION &&
	     mv->kind != CFIX_MV_IDEXPRESSION) || !mv->type ||
	    m->rule->remove[base->first])
		return false;
	for (uint32_t i = 0; i < m->rule->ninsertions; i++)
		if (m->rule->insertions[i].anchor == base->first)
			return false;
	return true;
}

/* mv with each of its types made a pointer to it (`T` to `T *`); the
 * strings are the caller's to free (cfix__match_free_pointer_types()). */
struct cfix_metavar cfix__match_pointer_types(const struct cfix_metavar *mv)
{
	struct cfix_metavar star = *mv;

	star.type = cfix_xasprintf("%s *", mv->type);
	if (mv->ntypes) {
		star.types = cfix_xcalloc(mv->ntypes, sizeof(*star.types));
		for (uint32_t k = 0; k < mv->ntypes; k++)
			star.types[k] = cfix_xasprintf("%s *", mv->types[k]);
	}
	return star;
}

void cfix__match_free_pointer_types(struct cfix_metavar *star)
{
	for (uint32_t k = 0; k < star->ntypes; k++)
		free((char *)star->types[k]);
	if (star->ntypes)
		free((void *)star->types);
	free((char *)star->type);
}

/* NULL, in the rule or in the code (where it may be a macro use).
 * (0 is is_zero and isnt_zero's: cfix__match_is_literal_zero().) */
bool cfix__match_is_null_like(const struct cfix_node *node)
{
	while (node && node->kind == CFIX_NODE_PAREN && node->nkids)
		node = node->kids[0];
	if (!node)
		return false;
	return node->kind == CFIX_NODE_IDENT && node->text &&
	       !strcmp(node->text, "NULL");
}

/* Is call likely(x) or unlikely(x)? */
static bool is_likely_call(const struct cfix_node *call)
{
	const struct cfix_node *callee = call->kids[0];

	return call->nkids == 2 && callee && callee->kind == CFIX_NODE_IDENT &&
	       callee->text && (!strcmp(callee->text, "likely") ||
				!strcmp(callee->text, "unlikely"));
}

/* Is src where C tests a value for truth: a condition, an operand of
 * '!', '&&' or '||', or the argument of likely()/unlikely() in such a
 * place (spatch's annotate_test_expressions)? */
bool cfix__match_in_test_position(const struct cfix_node *src)
{
	const struct cfix_node *parent = src->parent;

	while (parent && parent->kind == CFIX_NODE_PAREN) {
		src = parent;
		parent = parent->parent;
	}
	if (!parent || !parent->nkids)
		return false;
	switch (parent->kind) {
	case CFIX_NODE_CALL:
		return parent->kids[0] != src && is_likely_call(parent) &&
		       cfix__match_in_test_position(parent);
	case CFIX_NODE_IF:
	case CFIX_NODE_WHILE:
	case CFIX_NODE_COND:
		return parent->kids[0] == src;
	case CFIX_NODE_DO:
		return parent->nkids > 1 && parent->kids[1] == src;
	case CFIX_NODE_FOR:
		return parent->nkids > 1 && parent->kids[1] == src;
	case CFIX_NODE_UNARY:
		return parent->op && !strcmp(parent->op, "!");
	case CFIX_NODE_BINARY:
		return parent->op && (!strcmp(parent->op, "&&") ||
				      !strcmp(parent->op, "||"));
	default:
		return false;
	}
}

/*
 * The rule tokens an isomorphism leaves without code of their own
 * (`!= NULL` when `X != NULL` matches `X`) must not carry a change of
 * their own: the rule keeps them, removes the whole pattern, or removes
 * them without adding code in their place.
 */
bool cfix__match_iso_changes_fit(const struct matcher *m,
				 const struct cfix_node *pat, uint32_t first,
				 uint32_t last)
{
	bool any = false, all = true;

	for (uint32_t i = first; i <= last; i++)
		any |= m->rule->remove[i];
	if (!any)
		return true;
	for (uint32_t i = pat->first; i <= pat->last; i++)
		all &= m->rule->remove[i] || m->rule->structural[i];
	if (all)
		return true;
	/* removed, and nothing added in their place: they go with nothing */
	for (uint32_t i = 0; i < m->rule->ninsertions; i++)
		if (m->rule->insertions[i].anchor >= first &&
		    m->rule->insertions[i].anchor <= last)
			return false;
	return true;
}

void cfix__match_unmap_tokens(struct matcher *m, uint32_t first, uint32_t last)
{
	for (uint32_t i = first; i <= last && i < m->rule->ntoks; i++)
		m->map[i] = (struct span){ .first = 1, .last = 0 };
}

bool cfix__match_is_literal_zero(const struct cfix_node *node)
{
	return node && node->kind == CFIX_NODE_NUMBER && node->text &&
	       !strcmp(node->text, "0");
}

/* A removed X takes the code's `!= 0` with it (`- x` `+ y` against
 * `x != 0` gives `y`): its edge token's span grows over them.  An X on
 * `-` lines that the plus code writes again (`- x` `+ f(x)`) stays in
 * place, its tokens kept, and the `!= 0` goes by a removal of its own:
 * `f(x)`, as spatch. */
void cfix__match_take_test_rest(struct matcher *m, const struct cfix_node *pat,
				const struct cfix_node *src,
				const struct cfix_node *x)
{
	struct span *edge = x->first == src->first ? &m->map[pat->last] :
						     &m->map[pat->first];
	const struct cfix_token *toks = m->source->toks;

	if (!cfix__match_all_removed(m, pat)) {
		for (uint32_t t = pat->first; t <= pat->last; t++)
			if (!m->rule->minus || !m->rule->minus[t])
				return;
		cfix_array_push(&m->extra, ((struct cfix_action){
			.kind = CFIX_ACTION_REMOVE,
			.begin = x->first == src->first ? toks[x->last].end
							: toks[src->first].begin,
			.end = x->first == src->first ? toks[src->last].end
						      : toks[x->first].begin }));
		return;
	}
	if (!span_set(*edge))
		return;
	if (x->first == src->first)
		edge->last = src->last;
	else
		edge->first = src->first;
}

/* The operands of a chain of op (`a | b | c` is `(a | b) | c`), left to
 * right; parenthesised ones stay whole.  Returns their count (at most
 * max; the rest are dropped). */
uint32_t cfix__match_chain_operands(const struct cfix_node *src, const char *op,
				    const struct cfix_node **out, uint32_t n,
				    uint32_t max)
{
	if (src->kind != CFIX_NODE_BINARY ||
	    !cfix__match_same_text(src->op, op) || src->nkids != 2 ||
	    !src->kids[0] || !src->kids[1]) {
		if (n < max)
			out[n++] = src;
		return n;
	}
	n = cfix__match_chain_operands(src->kids[0], op, out, n, max);
	return cfix__match_chain_operands(src->kids[1], op, out, n, max);
}

/* The tokens of an increment e besides its name: before it (`++i`) or
 * after it (`i++`, `i += 1`, `i = i + 1`). */
static void inc_rest(const struct cfix_node *e, const struct cfix_node *name,
		     uint32_t *first, uint32_t *last)
{
	if (name->first == e->first) {
		*first = name->last + 1;
		*last = e->last;
	} else {
		*first = e->first;
		*last = name->first - 1;
	}
}

bool cfix__match_inc_fits(const struct matcher *m, const struct cfix_node *pat,
			  const struct cfix_node *name)
{
	uint32_t first, last;

	inc_rest(pat, name, &first, &last);
	return cfix__match_iso_changes_fit(m, pat, first, last);
}

void cfix__match_inc_map(struct matcher *m, const struct cfix_node *pat,
			 const struct cfix_node *pname,
			 const struct cfix_node *src,
			 const struct cfix_node *sname)
{
	uint32_t pfirst, plast, sfirst, slast;

	inc_rest(pat, pname, &pfirst, &plast);
	inc_rest(src, sname, &sfirst, &slast);
	cfix__match_unmap_tokens(m, pfirst, plast);
	cfix__match_map_token(m, pfirst, sfirst, slast);
}

/* Does the rule change none of pat's tokens first..last (removes none,
 * adds no code among them)? */
bool cfix__match_untouched(const struct matcher *m, uint32_t first,
			   uint32_t last)
{
	for (uint32_t i = first; i <= last && i < m->rule->ntoks; i++)
		if (m->rule->remove[i])
			return false;
	for (uint32_t i = 0; i < m->rule->ninsertions; i++)
		if (m->rule->insertions[i].anchor >= first &&
		    m->rule->insertions[i].anchor <= last &&
		    !(m->rule->insertions[i].anchor == first &&
		      !m->rule->insertions[i].after) &&
		    !(m->rule->insertions[i].anchor == last &&
		      m->rule->insertions[i].after))
			return false;
	return true;
}

/* ---- commutative isomorphisms: the fix in the rule's order ------------ */

/* The next piece of a fix, at output keys lo..hi (twice a source
 * token's index, +1 for the token itself): after what came before? */
static bool next_in_order(uint64_t *key, uint64_t lo, uint64_t hi)
{
	if (lo < *key)
		return false;
	*key = hi;
	return true;
}

/* The insertions anchored before (or after) rule token t: in order? */
static bool insertions_in_order(const struct matcher *m, uint32_t t,
				bool after, uint64_t *key)
{
	const struct cfix_rule *rule = m->rule;
	const struct span *s = &m->map[t];

	for (uint32_t i = 0; i < rule->ninsertions; i++) {
		const struct cfix_insertion *ins = &rule->insertions[i];
		uint64_t at;

		if (ins->anchor != t || ins->after != after)
			continue;
		if (s->first > s->last)
			return false;	/* placed by virtual_at: not checked */
		at = after ? 2 * (uint64_t)s->last + 2 : 2 * (uint64_t)s->first;
		if (!next_in_order(key, at, at))
			return false;
	}
	return true;
}

/*
 * Whether a swapped match of pat gives the fix spatch gives.  cfix
 * edits the code's bytes around the tokens the rule keeps, so these
 * stay in the code's order; spatch too where pat lies on context lines,
 * but where it lies on '-' lines spatch writes the plus code, in the
 * rule's order.  There the swap stands only if what pat keeps and adds
 * comes out in the rule's order anyway: `- E + 1` / `+ inc(E)` on
 * `1 + a` keeps a alone, but `- !(E & C)` / `+ !E & C` on `!(4 & a)`
 * keeps `4 & a` and gave `!4 & a` for spatch's `!a & 4` (the kernel's
 * plant check, in thinkpad_acpi.c).
 */
bool cfix__match_swap_writes_rule_order(const struct matcher *m,
					const struct cfix_node *pat)
{
	const struct cfix_rule *rule = m->rule;
	uint64_t key = 0;
	bool minus = false;

	for (uint32_t i = pat->first; rule->minus && i <= pat->last; i++)
		minus |= rule->minus[i];
	for (uint32_t i = pat->first; minus && i <= pat->last; i++) {
		const struct span *s = &m->map[i];

		if (!insertions_in_order(m, i, false, &key) ||
		    (!rule->remove[i] && s->first <= s->last &&
		     !next_in_order(&key, 2 * (uint64_t)s->first + 1,
				    2 * (uint64_t)s->last + 1)) ||
		    !insertions_in_order(m, i, true, &key))
			return false;
	}
	return true;
}

bool cfix__match_sizeof_expr(struct matcher *m, const struct cfix_node *pat,
			     const struct cfix_node *src)
{
	const struct cfix_node *type = pat->nkids ? pat->kids[0] : NULL;
	const struct cfix_node *e = src->nkids == 1 ? src->kids[0] : NULL;
	uint32_t open = pat->first + 1, close = pat->last;

	if (src->kind != CFIX_NODE_SIZEOF || !e || e->kind == CFIX_NODE_TYPE ||
	    !cfix_node_is_expr(e) || e->first > e->last ||
	    !cfix__match_same_text(pat->op, src->op) || !type ||
	    open >= type->first || close <= type->last ||
	    !cfix__iso_applies(m->rule, CFIX_ISO_SIZEOF_TYPE_EXPR, pat, 0))
		return false;
	cfix__match_map_token(m, pat->first, src->first, src->first);
	if (e->kind == CFIX_NODE_PAREN && e->nkids == 1 && e->kids[0]) {
		cfix__match_map_token(m, open, e->first, e->first);
		cfix__match_map_token(m, close, e->last, e->last);
		e = e->kids[0];
	} else if (!cfix__match_iso_changes_fit(m, pat, open, open) ||
		   !cfix__match_iso_changes_fit(m, pat, close, close)) {
		return false;	/* `sizeof n`: no parentheses to change */
	}
	cfix__match_map_token(m, type->first, e->first, e->last);
	return true;
}
