/*
 * Nests and their occurrences: `<... P ...>` and `<+... P ...+>` as an
 * expression, each place under some code where P matches (a run of
 * statements from a statement of a block on), each occurrence's changes,
 * stars and bindings kept.  Part of the structural matcher's recursion
 * (structure.c matches P).
 */
#include "nests.h"
#include "structure.h"
#include "statements.h"
#include "changes.h"
#include "fresh.h"
#include "bindings.h"
#include "flow.h"

#include <stdlib.h>
#include <string.h>

/*
 * An occurrence of a nest's pattern has just matched (snap: the state
 * before it).  With nest >= 0 its changes are kept as extra actions,
 * what its '*' lines matched as extra stars (null/badzero's `<... * E
 * == 0@p1 ...>`), and its bindings as an environment of their own;
 * either way the state goes back to snap.
 */
static void keep_occurrence(struct matcher *m, int32_t nest,
			    struct snapshot *snap)
{
	action_list acts = { 0 };
	star_list stars = { 0 };
	struct binding *now = NULL;

	if (nest >= 0) {
		cfix__match_fresh_names(m);
		cfix__match_collect_actions(m, m->rule->scopes[nest].open,
					    m->rule->scopes[nest].close, nest,
					    &acts);
		/* (a nest on a '*' line is inside that line's span
		 * already: `* f(..., <+... E->F ...+>, ...);`) */
		if (m->rule->stars && !m->rule->star[m->rule->scopes[nest].open])
			cfix__match_collect_stars_in(
				m, m->rule->scopes[nest].open,
				m->rule->scopes[nest].close, &stars);
		/* the occurrence's map is undone below: its parentheses
		 * matched away are added now (misc/minmax's `<...
		 * -((x) cmp (y) ...) ...>`) */
		cfix__match_add_virtual_parens_in(m, &acts,
						  m->rule->scopes[nest].open,
						  m->rule->scopes[nest].close);
		now = cfix_xmalloc((m->rule->nmetavars + 1) * sizeof(*now));
		memcpy(now, m->bindings, m->rule->nmetavars * sizeof(*now));
		/* the slot past the metavariables marks a path's
		 * environment (path_env_copy()) */
		now[m->rule->nmetavars] = (struct binding){ 0 };
	}
	cfix__match_snapshot_restore(m, snap);
	cfix__match_snapshot_release(snap);
	if (now) {
		cfix__match_keep_outer_bindings(m, now, nest);
		cfix_array_push(&m->nest_envs, now);
	}
	cfix__match_keep_extras(m, &acts, &stars);
}

bool cfix__match_is_run(const struct cfix_rule *rule,
			const struct cfix_node *pat)
{
	return pat->kind == CFIX_NODE_COMPOUND && pat->first <= pat->last &&
	       strcmp(rule->toks[pat->first].text, "{") != 0;
}

unsigned cfix__match_run_at(struct matcher *m, const struct cfix_node *run,
			    const struct cfix_node *block, uint32_t j,
			    int32_t nest)
{
	struct seq sq = { .pat = run, .limit = block };
	struct snapshot snap;

	cfix__match_snapshot_take(m, &snap);
	if (cfix__match_seq_match(m, &sq, 0,
				  (struct pos){ .list = block, .j = j })) {
		keep_occurrence(m, nest, &snap);
		return 1;
	}
	cfix__match_snapshot_restore(m, &snap);
	cfix__match_snapshot_release(&snap);
	return 0;
}

/* A run of statements: the occurrences starting in block src. */
static unsigned runs_in_block(struct matcher *m, const struct cfix_node *run,
			      const struct cfix_node *src, int32_t nest)
{
	unsigned found = 0;

	for (uint32_t j = 0; j < src->nkids && !(found && nest < 0); j++)
		if (src->kids[j])
			found += cfix__match_run_at(m, run, src, j, nest);
	return found;
}

/* pat against src itself: each way is an occurrence of its own (`E &&
 * ...` on `a && b`: a, b and `a && b`), as spatch's alternatives are;
 * with nest < 0 the first will do. */
static unsigned ways_at(struct matcher *m, const struct cfix_node *pat,
			const struct cfix_node *src, int32_t nest)
{
	unsigned found = 0;
	bool more = true;
	struct snapshot snap;

	for (uint32_t way = 0; more && !(found && nest < 0); way++) {
		cfix__match_snapshot_take(m, &snap);
		if (cfix__match_node_way(m, pat, src, way, &more)) {
			keep_occurrence(m, nest, &snap);
			found++;
		} else {
			cfix__match_snapshot_restore(m, &snap);
			cfix__match_snapshot_release(&snap);
		}
	}
	return found;
}

/*
 * Each place under src (src too) where pat matches.  With `nest` >= 0,
 * each occurrence's changes are kept as extra actions and its bindings
 * dropped; with nest < 0, the search stops at the first occurrence and
 * nothing is kept.  Returns the number of occurrences.  A run of
 * statements (`<... A; ... B; ...>`) occurs from a statement of a block
 * on; a name where no expression stands (cfix_node_is_name()) holds
 * none.
 */
unsigned cfix__match_find_occurrences(struct matcher *m,
				      const struct cfix_node *pat,
				      const struct cfix_node *src,
				      int32_t nest)
{
	unsigned found = 0;

	if (!src || (m->budget && --m->budget == 0))
		return 0;
	if (cfix__match_is_run(m->rule, pat)) {
		if (src->kind == CFIX_NODE_COMPOUND)
			found = runs_in_block(m, pat, src, nest);
	} else if ((cfix__match_is_stmt_metavar(m->rule, pat) ? cfix_node_is_stmt(src)
					: cfix__match_kinds_compatible(pat, src)) &&
		   !cfix_node_is_name(src)) {
		/* a when clause's or nest's pattern is an expression (or
		 * statement) to spatch, never a member's, label's or
		 * declared name: `when != ret` passes `d->ret` */
		found = ways_at(m, pat, src, nest);
		if (found)
			return found;
	}
	for (uint32_t i = 0; i < src->nkids && !(found && nest < 0); i++)
		found += cfix__match_find_occurrences(m, pat, src->kids[i],
						      nest);
	return found;
}

/* `<... P ...>` standing for an expression: any expression, with every
 * occurrence of P in it changed; `<+... P ...+>` needs one.  A braced
 * initializer list is no expression (spatch 1.1.1: `T x = <+... f(...)
 * ...+>;` leaves `T x[] = { f(), };`). */
bool cfix__match_nest(struct matcher *m, const struct cfix_node *pat,
		     const struct cfix_node *src)
{
	int32_t scope = cfix__match_nest_scope(m->rule, pat);
	unsigned found;

	if (!pat->nkids || scope < 0 || src->kind == CFIX_NODE_INIT_LIST)
		return false;
	found = cfix__match_find_occurrences(m, pat->kids[0], src, scope);
	if (!found && strcmp(pat->op, "<..."))
		return false;
	/* `- x = <+... f(...) ...+>;`: the nest removed is all it spans */
	if (m->rule->remove[pat->first] && m->rule->remove[pat->last] &&
	    src->first <= src->last)
		cfix__match_map_token(m, pat->first, src->first, src->last);
	return true;
}
