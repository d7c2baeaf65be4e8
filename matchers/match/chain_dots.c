/*
 * comm_assoc's Nested: the rule's `A op ...` (op `&&`, `||`, `|`, `&`,
 * `+` or `*`) against a chain of op in the code.  Coccinelle's
 * parsing_cocci/comm_assoc.ml turns `A op ...` into Nested(A, op, ...),
 * and engine/cocci_vs_c.ml matches that against the code's `eb1 op eb2`
 * as A against eb1 or eb2 (the dots taking the other), or A anywhere
 * in eb1 or eb2 in turn: so A matches any operand of the chain, or any
 * part of it the chain's own `op` nodes make (`a && b` in `a && b &&
 * c`, clang's tree being `(a && b) && c`), never inside parentheses.
 * Each of these is a way of its own, counted with the lists' ways
 * (list_pick): a rule's `(E != NULL) && ... && E->f` is `((E != NULL)
 * && ...) && E->f`, whose E->f decides which operand E != NULL had to
 * take, so every operand is tried (test/cases/chain-dots-later-operand).
 *
 * A against the whole code is a way too: for `|`, `&`, `+`, `*`
 * anywhere, for `&&` and `||` where C tests the code for truth
 * (structure.c's match_without_rest() takes it when the code is no
 * chain of op).
 *
 * spatch makes the Nested only where the rule removes the whole `A op
 * ...` or leaves its op and dots as they are, and not with `disable
 * comm_assoc`; otherwise it is matched as written.
 */
#include "chain_dots.h"
#include "isos.h"
#include "structure.h"
#include "tokens.h"
#include "types.h"

#include <string.h>

/* `A op ...` with op one of comm_assoc's, dots with no when. */
static bool is_nested_shape(const struct cfix_node *pat)
{
	return pat->kind == CFIX_NODE_BINARY && pat->op && pat->nkids == 2 &&
	       (!strcmp(pat->op, "|") || !strcmp(pat->op, "&") ||
		!strcmp(pat->op, "+") || !strcmp(pat->op, "*") ||
		!strcmp(pat->op, "&&") || !strcmp(pat->op, "||")) &&
	       pat->kids[0] && pat->kids[1] &&
	       pat->kids[1]->kind == CFIX_NODE_DOTS &&
	       pat->kids[1]->nkids == 0 && pat->kids[0]->last < pat->last;
}

/* Does spatch make pat a Nested: the whole on minus lines, or its op
 * and dots left as they are? */
static bool nested_applies(const struct matcher *m,
			   const struct cfix_node *pat)
{
	uint32_t op = pat->kids[0]->last + 1;
	bool all = true;

	if (!m->rule->minus[op] && !m->rule->minus[pat->last])
		return true;
	/* minus lines, shared with the plus side or not: `- E && ... &&
	 * E->x` `+ has_x(E)` removes the whole, E too */
	for (uint32_t i = pat->first; i <= pat->last; i++)
		all &= m->rule->minus[i] || m->rule->structural[i];
	return all;
}

/* `&&` or `||` (the others are one character) */
static bool is_logical(const struct cfix_node *pat)
{
	return pat->op[0] && pat->op[0] == pat->op[1];
}

/* Is src a node of op's chain: `x op y` as written, not parenthesised? */
static bool is_chain_node(const struct cfix_node *src, const char *op)
{
	return src->kind == CFIX_NODE_BINARY && src->nkids == 2 &&
	       src->kids[0] && src->kids[1] &&
	       cfix__match_same_text(src->op, op);
}

bool cfix__match_nested_for(const struct matcher *m,
			    const struct cfix_node *pat,
			    const struct cfix_node *src)
{
	if (m->rule->no_comm_assoc || !is_nested_shape(pat) ||
	    !nested_applies(m, pat))
		return false;
	if (is_chain_node(src, pat->op))
		return true;
	/* A alone: `&&` and `||` where C tests src (match_without_rest) */
	return !is_logical(pat) && cfix_node_is_expr(src) &&
	       src->first <= src->last;
}

/*
 * Are pat's op and dots kept, with code added among pat's tokens?  Then
 * they stand for no code before A's: mapped to the code before it, they
 * would draw `- HDR` `+ HDR_SIZE` `+ ...`'s addition there
 * (anchor_offset() in changes.c looks forward first).
 */
static bool kept_with_insertion(const struct matcher *m,
				const struct cfix_node *pat)
{
	uint32_t op = pat->kids[0]->last + 1;

	if (m->rule->minus[op] || m->rule->minus[pat->last])
		return false;
	for (uint32_t i = 0; i < m->rule->ninsertions; i++)
		if (m->rule->insertions[i].anchor >= pat->first &&
		    m->rule->insertions[i].anchor <= pat->last)
			return true;
	return false;
}

/*
 * The op and dots tokens of pat stand for the code of chain src besides
 * the part c that A took: the op for what lies before c, the dots for
 * what follows it (when c is at an end, the operator next to c and the
 * operands beyond it).  Star lines and a removal of the whole pattern
 * so cover all of src.  Not where kept_with_insertion().
 */
static void map_rest(struct matcher *m, const struct cfix_node *pat,
		     const struct cfix_node *src, const struct cfix_node *c)
{
	uint32_t op = pat->kids[0]->last + 1, dots = pat->last;
	bool before = c->first > src->first, after = c->last < src->last;
	bool keep = kept_with_insertion(m, pat);

	if (before && after && !keep) {
		cfix__match_map_token(m, op, src->first, c->first - 1);
		cfix__match_map_token(m, dots, c->last + 1, src->last);
	} else if (after) {
		cfix__match_map_token(m, op, c->last + 1, c->last + 1);
		cfix__match_map_token(m, dots, c->last + 2, src->last);
	} else if (!keep) {
		cfix__match_map_token(m, op, c->first - 1, c->first - 1);
		cfix__match_map_token(m, dots, src->first, c->first - 2);
	}
}

/*
 * A against c, a part of chain src (or src itself): is it the way this
 * attempt takes?  Outside a when or a nest (own), the ways before the
 * attempt's list_pick-th are passed over, as lists' are; inside one,
 * any way will do.
 */
static bool way_at(struct matcher *m, const struct cfix_node *pat,
		   const struct cfix_node *src, const struct cfix_node *c,
		   bool own)
{
	struct snapshot snap;
	bool ok;

	if (c == src &&
	    (!cfix__match_iso_changes_fit(m, pat, pat->kids[0]->last + 1,
					  pat->last) ||
	     (is_logical(pat) && !cfix__match_in_test_position(src))))
		return false;
	cfix__match_snapshot_take(m, &snap);
	ok = cfix__match_node(m, pat->kids[0], c);
	if (ok && c == src)
		cfix__match_unmap_tokens(m, pat->kids[0]->last + 1, pat->last);
	else if (ok)
		map_rest(m, pat, src, c);
	if (ok && own && !cfix__match_take_way(m))
		ok = false;
	if (!ok)
		cfix__match_snapshot_restore(m, &snap);
	cfix__match_snapshot_release(&snap);
	return ok;
}

/* Every way A matches node c of chain src or a node below it, each
 * binary node before its operands, left to right. */
static bool ways_in(struct matcher *m, const struct cfix_node *pat,
		    const struct cfix_node *src, const struct cfix_node *c,
		    bool own)
{
	if (way_at(m, pat, src, c, own))
		return true;
	if (!is_chain_node(c, pat->op))
		return false;
	return ways_in(m, pat, src, c->kids[0], own) ||
	       ways_in(m, pat, src, c->kids[1], own);
}

bool cfix__match_nested(struct matcher *m, const struct cfix_node *pat,
			const struct cfix_node *src, bool own)
{
	return ways_in(m, pat, src, src, own);
}
