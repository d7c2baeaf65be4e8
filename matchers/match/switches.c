/*
 * A switch statement's pattern against a switch: its case groups in any
 * order, as spatch takes the cases as the switch's branches; each group
 * a run of statements matched along control flow (flow.c) from the
 * source label it takes.
 */
#include "flow.h"
#include "structure.h"
#include "tokens.h"

#include <stdlib.h>

/*
 * The pattern's case group pbody->kids[from..to) (a label, then the
 * statements up to the next one) at the source's label body->kids[j]:
 * the label, then the statements from the one it holds on, along
 * control flow (a case without break falls through the next label).
 */
static bool match_case_group(struct matcher *m, const struct cfix_node *pbody,
			     uint32_t from, uint32_t to,
			     const struct cfix_node *body, uint32_t j)
{
	const struct cfix_node *plabel = pbody->kids[from], *label = body->kids[j];
	const struct cfix_node *first = cfix__match_label_stmt(plabel);
	struct cfix_node run = *pbody;
	struct seq sq = { .pat = &run, .limit = body };
	struct pos start = cfix__match_label_stmt(label) ? (struct pos){ cfix__match_label_stmt(label), 0, true }
					     : (struct pos){ body, j + 1, false };
	bool ok;

	if (plabel->kind != label->kind ||
	    (plabel->kind == CFIX_NODE_CASE &&
	     !cfix__match_node(m, plabel->kids[0], label->kids[0])) ||
	    !cfix__match_own_tokens(m, plabel, label) ||
	    !cfix__match_positions_hold(m, plabel, label))
		return false;
	run.nkids = 0;
	run.kids = cfix_xcalloc(to - from + 1, sizeof(*run.kids));
	if (first)
		run.kids[run.nkids++] = (struct cfix_node *)first;
	for (uint32_t i = from + 1; i < to; i++)
		run.kids[run.nkids++] = pbody->kids[i];
	ok = cfix__match_seq_match(m, &sq, 0, start);
	free(run.kids);
	return ok;
}

/* Case groups from on, each at a source label no other group took. */
static bool match_case_groups(struct matcher *m, const struct cfix_node *pbody,
			      uint32_t from, const struct cfix_node *body,
			      bool *used)
{
	uint32_t to = from + 1;

	if (from == pbody->nkids)
		return true;
	while (to < pbody->nkids && !cfix__match_is_case_label(pbody->kids[to]))
		to++;
	for (uint32_t j = 0; j < body->nkids; j++) {
		struct snapshot snap;

		if (used[j] || !cfix__match_is_case_label(body->kids[j]))
			continue;
		cfix__match_snapshot_take(m, &snap);
		used[j] = true;
		if (match_case_group(m, pbody, from, to, body, j) &&
		    match_case_groups(m, pbody, to, body, used)) {
			cfix__match_snapshot_release(&snap);
			return true;
		}
		used[j] = false;
		cfix__match_snapshot_restore(m, &snap);
		cfix__match_snapshot_release(&snap);
	}
	return false;
}

/* The index of the first case or default label among block's kids. */
static uint32_t first_label(const struct cfix_node *block)
{
	uint32_t i = 0;

	while (i < block->nkids && !cfix__match_is_case_label(block->kids[i]))
		i++;
	return i;
}

/*
 * A switch whose pattern body is case groups (`case FOO: ... break;`),
 * no dots between them: as in spatch, where the cases are the switch's
 * branches, each group matches a case of its own in any order, and the
 * source may have more (cocci-tests csw, switchdecl).  Statements before
 * the first label match the source's one by one.  Other bodies go in
 * order.
 */
bool cfix__match_switch(struct matcher *m, const struct cfix_node *pat,
			const struct cfix_node *src)
{
	const struct cfix_node *pbody = pat->kids[1], *body = src->kids[1];
	struct snapshot snap;
	uint32_t lead;
	bool *used, ok;

	cfix__match_snapshot_take(m, &snap);
	ok = cfix__match_same_kind(m, pat, src);
	if (!ok)
		cfix__match_snapshot_restore(m, &snap);
	cfix__match_snapshot_release(&snap);
	if (ok || !pbody || !body || pbody->kind != CFIX_NODE_COMPOUND ||
	    body->kind != CFIX_NODE_COMPOUND)
		return ok;
	lead = first_label(pbody);
	if (lead == pbody->nkids || first_label(body) != lead)
		return false;
	for (uint32_t i = 0; i < pbody->nkids; i++)
		if (!pbody->kids[i] || cfix__match_is_stmt_dots(pbody->kids[i]))
			return false;
	if (!cfix__match_node(m, pat->kids[0], src->kids[0]) ||
	    !cfix__match_own_tokens(m, pat, src))
		return false;
	for (uint32_t i = 0; i < lead; i++)
		if (!body->kids[i] || !cfix__match_item(m, pbody->kids[i], body->kids[i]))
			return false;
	used = cfix_xcalloc(body->nkids + 1, sizeof(*used));
	ok = match_case_groups(m, pbody, lead, body, used);
	free(used);
	if (ok) {
		cfix__match_map_token(m, pbody->first, body->first,
				      body->first);
		cfix__match_map_token(m, pbody->last, body->last, body->last);
	}
	return ok;
}
