/*
 * A statement `...` between the items of a run (flow.c): walked over
 * every path from where the item before it matched to where the one
 * after it can match (cfix__match_dots(), scan_from()), with its `when`
 * clauses, `exists` and `forall`, a nest's occurrences along the way,
 * and trailing dots up to the end.
 */
#include "flow_dots.h"
#include "changes.h"
#include "fresh.h"
#include "statements.h"
#include "tokens.h"
#include "structure.h"
#include "nests.h"
#include "explain.h"
#include "whens.h"
#include "noreturn.h"
#include "poslist.h"

#include <stdlib.h>
#include <string.h>

enum path {
	PATH_NEUTRAL,	/* nothing learned (a loop back, an error exit) */
	PATH_DONE,	/* every path from here reached the next item */
	PATH_FAIL,
};

/* One "..." being matched along control flow. */
struct scan {
	struct matcher *m;
	const struct seq *sq;
	uint32_t pi;			/* the dots item */
	const struct cfix_node *dots;
	bool forall, strict;
	bool any;			/* when any */
	int32_t nest;			/* a nest's scope, else -1 */
	unsigned completions, occurrences;
	struct memo memo;
	struct pos start;		/* where the dots begin */
	struct snapshot begin;		/* exists: the state there */
	/* the statement the dots start at whose head the item before
	 * matched: only its branches are scanned */
	const struct cfix_node *past_head;
	bool waited;			/* a when was passed over (when_waits()) */
	bool to_end;			/* trailing dots: the end is the goal */
	bool fell_off;			/* a completion reached the end */
};

/*
 * Dots that start at the statement a case label holds (`case FOO: ...
 * break;`) and end in the list holding the label cover that statement
 * and the ones after the label up to the end.
 */
static void map_labelled_dots(struct scan *sc, struct pos end)
{
	const struct cfix_node *stmt = sc->start.list, *label = stmt->parent;
	uint32_t at, last = stmt->last;

	if (sc->start.j != 0 || end.single || !cfix__match_is_case_label(label) ||
	    label->parent != end.list)
		return;
	at = cfix_node_kid_index(end.list, label);
	if (end.j <= at)
		return;
	for (uint32_t b = end.j; b > at + 1; b--)
		if (end.list->kids[b - 1]) {
			last = end.list->kids[b - 1]->last;
			break;
		}
	cfix__match_map_token(sc->m, sc->dots->first, stmt->first, last);
}

/*
 * `- ...` removes what the dots cover: statements start.j..j-1 of the
 * list the dots start in (the paths beyond it are not removed).  Kept
 * `...` are mapped the same way, so that code added before or after
 * them lands before or after what they cover.
 */
static void map_removed_dots(struct scan *sc, struct pos end)
{
	const struct cfix_node *list = sc->start.list;
	uint32_t tok = sc->dots->first;

	if (!sc->m->rule->remove[tok] &&
	    strcmp(sc->m->rule->toks[tok].text, "..."))
		return;
	if (sc->start.single) {
		map_labelled_dots(sc, end);
		return;
	}
	/* kept dots ending inside a branch: they stand for the statements
	 * up to the one holding it, so code added before them lands before
	 * the branching, not in the first path's branch */
	if (!sc->m->rule->remove[tok] && (end.single || end.list != list)) {
		const struct cfix_node *stmt = pos_stmt(end);

		if (!stmt && end.single)
			stmt = end.list;
		while (stmt && stmt->parent != list)
			stmt = stmt->parent;
		if (!stmt)
			return;
		end = (struct pos){ list,
				    cfix_node_kid_index(list, stmt) + 1,
				    false };
	}
	if (end.single || end.list != list || end.j <= sc->start.j)
		return;
	for (uint32_t a = sc->start.j, b = end.j; a < b; a++) {
		if (!list->kids[a])
			continue;
		while (b > a && !list->kids[b - 1])
			b--;
		cfix__match_map_token(sc->m, tok, list->kids[a]->first, list->kids[b - 1]->last);
		return;
	}
}

static bool memo_get(const struct memo *mm, const struct cfix_node *key,
		     enum path *out)
{
	uint8_t value;

	if (!cfix__match_memo_get(mm, key, &value))
		return false;
	*out = (enum path)value;
	return true;
}

static void memo_put(struct memo *mm, const struct cfix_node *key,
		     enum path value)
{
	cfix__match_memo_put(mm, key, (uint8_t)value);
}

static enum path combine(const struct scan *sc, enum path a, enum path b)
{
	if (!sc->forall)
		return a == PATH_DONE || b == PATH_DONE ? PATH_DONE : PATH_FAIL;
	if (a == PATH_FAIL || b == PATH_FAIL)
		return PATH_FAIL;
	return a == PATH_DONE || b == PATH_DONE ? PATH_DONE : PATH_NEUTRAL;
}

/* Whether pat matches node (any way, or only as it is written); the
 * bindings are left as they were. */
static bool tried(struct matcher *m, const struct cfix_node *pat,
		  const struct cfix_node *node, bool any_way)
{
	struct snapshot snap;
	bool hit;

	cfix__match_snapshot_take(m, &snap);
	hit = any_way ? cfix__match_node_any_way(m, pat, node)
		      : cfix__match_node(m, pat, node);
	cfix__match_snapshot_restore(m, &snap);
	cfix__match_snapshot_release(&snap);
	return hit;
}

/* In a nest, whether stmt holds an occurrence of the nest's pattern
 * (the statement is then the nest's own, not one the dots pass). */
static bool nest_owns(struct scan *sc, const struct cfix_node *stmt)
{
	return sc->nest >= 0 && cfix__match_find_occurrences(
					sc->m, sc->dots->kids[0], stmt, -1);
}

/*
 * `when != iter(..., E, ...) S`, `when != if (E) S`: a loop or if whose
 * body (and else) the pattern leaves to statement metavariables stands
 * for its head, as Coccinelle reads it, so it stops the path at a loop or
 * if of the same kind whose head matches.  A body written out (`when !=
 * if (...) { <+... put(d) ...+> }`) must match too: spatch's formula for
 * the clause holds at the head node when the whole statement matches
 * from there.  Bindings are not kept.
 */
static bool head_pattern_blocks(struct matcher *m, const struct cfix_node *pat,
				const struct cfix_node *stmt,
				const struct cfix_node *head)
{
	bool whole = false;

	if (pat->kind != stmt->kind || !pat->nkids || !pat->kids[0] ||
	    (pat->kind != CFIX_NODE_ITERATOR && pat->kind != CFIX_NODE_WHILE &&
	     pat->kind != CFIX_NODE_IF))
		return false;
	for (uint32_t k = 1; k < pat->nkids; k++)
		if (pat->kids[k] && pat->kids[k]->metavar < 0)
			whole = true;
	return whole ? tried(m, pat, stmt, true)
		     : tried(m, pat->kids[0], head, false);
}

/*
 * Does stmt, which the dots pass, go against one of their "when = P"
 * clauses (match no P)?  As in spatch, the statement as a whole must
 * match: an `if` or a block the dots enter is a statement of the path
 * too.  In a nest, a statement holding an occurrence of its pattern is
 * the nest's own.  Bindings are not kept.
 */
static bool always_broken(struct scan *sc, const struct cfix_node *stmt)
{
	if (!cfix__match_when_has_always(sc->dots) || nest_owns(sc, stmt))
		return false;
	for (uint32_t w = 0; w < sc->dots->nkids; w++) {
		const struct cfix_node *when = sc->dots->kids[w];
		bool hit;

		if (!cfix__match_when_is_always(when))
			continue;
		hit = tried(sc->m, when->kids[0], stmt, true);
		if (cfix__explain_when(sc->m, when, stmt, !hit))
			return true;
	}
	return false;
}

/*
 * `when != true E` (which "!= true") or `when != false E`: does the path
 * taking that branch of cond go against one?  The whole condition must
 * match E, as in Coccinelle, where the clause names the test's value
 * along the path (`x == NULL || ...` matches `x == NULL || y == 2`).
 */
static bool branch_blocked(struct scan *sc, const struct cfix_node *cond,
			   const char *which)
{
	if (!cond)
		return false;
	for (uint32_t w = 0; w < sc->dots->nkids; w++) {
		const struct cfix_node *when = sc->dots->kids[w];
		bool hit;

		if (when->kind != CFIX_NODE_WHEN || !when->nkids ||
		    strcmp(when->op, which))
			continue;
		hit = tried(sc->m, when->kids[0], cond, true);
		if (hit)
			return true;
	}
	return false;
}

/*
 * A branch a `when != true/false E` forbids: the path fails, unless it is
 * an error path (the branch returns, not strict), which forall does not
 * require to reach the next item anyway (`if (E) return;`).
 */
static enum path blocked_branch(const struct scan *sc,
				const struct cfix_node *branch)
{
	if (branch && branch->kind == CFIX_NODE_COMPOUND && branch->nkids)
		branch = branch->kids[branch->nkids - 1];
	if (sc->forall && !sc->strict && branch &&
	    branch->kind == CFIX_NODE_RETURN)
		return PATH_NEUTRAL;
	return PATH_FAIL;
}

/* Do the items in rule tokens [after, end] bind mv: spelled there, or
 * attached with '@' (`v >@e 0` binds e)? */
static bool bound_in(const struct cfix_rule *rule, int32_t mv, uint32_t after,
		     uint32_t end)
{
	for (uint32_t u = after; u <= end; u++)
		if (rule->tok_metavar[u] == mv)
			return true;
	for (uint32_t k = 0; k < rule->npositions; k++)
		if (rule->positions[k].metavar == mv &&
		    rule->positions[k].tok >= after &&
		    rule->positions[k].tok <= end)
			return true;
	return false;
}

/*
 * Does a when clause name a metavariable that the items after the dots
 * bind and that is not bound yet (`... when != e1  return e1;`)?  In
 * spatch it holds the value bound there; the scan passes such a clause
 * over and recheck_waiting_whens() applies it once the value is known.
 */
static bool when_waits(const struct scan *sc, const struct cfix_node *when)
{
	const struct cfix_rule *rule = sc->m->rule;
	const struct cfix_node *pat = when->kids[0], *run = sc->sq->pat;
	uint32_t after, end;

	if (sc->pi + 1 >= run->nkids)
		return false;
	after = run->kids[sc->pi + 1]->first;
	end = run->kids[run->nkids - 1]->last;
	for (uint32_t t = pat->first; t <= pat->last; t++) {
		int32_t mv = rule->tok_metavar[t];

		if (mv >= 0 && !sc->m->bindings[mv].set &&
		    bound_in(rule, mv, after, end))
			return true;
	}
	return false;
}

/*
 * Does a statement split into nodes of the path: its head and each
 * statement under it one node each, as in spatch's control-flow graph?
 */
static bool splits_into_nodes(const struct cfix_node *node)
{
	switch (node->kind) {
	case CFIX_NODE_COMPOUND:
	case CFIX_NODE_IF:
	case CFIX_NODE_WHILE:
	case CFIX_NODE_DO:
	case CFIX_NODE_FOR:
	case CFIX_NODE_SWITCH:
	case CFIX_NODE_CASE:
	case CFIX_NODE_DEFAULT:
	case CFIX_NODE_LABEL:
	case CFIX_NODE_ITERATOR:
		return true;
	default:
		return false;
	}
}

/*
 * Does the path's node owner hold an occurrence of the nest's pattern?
 * An if's, a loop's or a switch's node is its head alone: an occurrence
 * in a branch is a node of its own, so `when != if (...) S1` stops the
 * path at `if (a) return -ENOMEM;` under `<+... -ENOMEM ...+>`.
 */
static bool node_holds_occurrence(struct scan *sc,
				  const struct cfix_node *owner)
{
	const struct cfix_node *pat = sc->dots->kids[0];
	uint32_t count;
	const struct cfix_node *head =
		owner ? cfix__match_stmt_head(owner, &count) : NULL;

	if (head && count == 3) {
		for (uint32_t i = 0; i < 3 && i < owner->nkids; i++)
			if (cfix__match_find_occurrences(sc->m, pat,
							 owner->kids[i], -1))
				return true;
		return false;
	}
	if (!head || head == owner || owner->kind == CFIX_NODE_DO)
		return cfix__match_find_occurrences(sc->m, pat, owner, -1);
	return cfix__match_find_occurrences(sc->m, pat, head, -1);
}

/*
 * Does when pattern pat match code under node (node too)?  owner is the
 * node of the path that holds node.  In a nest, a node of the path that
 * holds an occurrence of the nest's pattern is what the nest matched,
 * not what its dots pass over, so no when clause counts in it (spatch's
 * `Or(nest, whencodes(Not nest))`): spatch changes `h(x);` under `<+...
 * when != h(...); - x ...+>`, not `if (x) h(1);`, and removes `tmp`
 * under `- T tmp; <... when != tmp swap(i, tmp); ...>`.
 */
static bool when_found(struct scan *sc, const struct cfix_node *pat,
		       const struct cfix_node *node,
		       const struct cfix_node *owner)
{
	bool hit;

	if (cfix__match_name_in_unparsed(sc->m, pat, node))
		return true;
	if (sc->nest < 0)
		return cfix__match_find_occurrences(sc->m, pat, node, -1);
	if (!node)
		return false;
	if (cfix__match_kinds_compatible(pat, node) &&
	    !cfix_node_is_name(node)) {
		hit = tried(sc->m, pat, node, true);
		if (hit)
			return !node_holds_occurrence(sc, owner);
	}
	for (uint32_t k = 0; k < node->nkids; k++)
		if (when_found(sc, pat, node->kids[k],
			       splits_into_nodes(node) ? node->kids[k] : owner))
			return true;
	return false;
}

/*
 * when_found() trying each declarator of an `int a, b;` on the way: a
 * when clause is a test, not a part of the match, so a declaration of
 * one name is tried against every declarator here, not left to the
 * driver's next attempts (pick_more()), in which decl_pick > 0 would
 * keep the clause from every declaration of one declarator on the path
 * (`char *p = ...` in a later block was not seen: zstd's zstreamtest.c).
 */
static bool when_found_any(struct scan *sc, const struct cfix_node *pat,
			   const struct cfix_node *node)
{
	struct matcher *m = sc->m;
	uint32_t pick = m->decl_pick;
	bool more = m->decl_more, hit;

	m->decl_pick = 0;
	for (;;) {
		m->decl_more = false;
		hit = when_found(sc, pat, node, node);
		if (hit || !m->decl_more)
			break;
		m->decl_pick++;
	}
	m->decl_pick = pick;
	m->decl_more = more;
	return hit;
}

/*
 * `when != S`, S a statement metavariable: a block, an if, a loop or a
 * switch the path enters is a statement of the path (its head is
 * spatch's node), which S matches whole, as spatch 1.1.1 does not pass
 * `if (x) return 2;` nor `{ }` under `... when != S`.  In a nest, a
 * statement holding an occurrence is the nest's own.
 */
static bool stmt_metavar_blocks(struct scan *sc, const struct cfix_node *stmt)
{
	uint32_t count;

	if (cfix__match_stmt_head(stmt, &count) == stmt ||
	    stmt->kind == CFIX_NODE_LABEL || cfix__match_is_case_label(stmt) ||
	    nest_owns(sc, stmt))
		return false;
	for (uint32_t w = 0; w < sc->dots->nkids; w++) {
		const struct cfix_node *when = sc->dots->kids[w];
		bool hit;

		if (!cfix__match_when_is_plain(when) ||
		    !cfix__match_is_stmt_metavar(sc->m->rule, when->kids[0]))
			continue;
		hit = tried(sc->m, when->kids[0], stmt, false);
		if (cfix__explain_when(sc->m, when, stmt, hit))
			return true;
	}
	return false;
}

/* Does a "when != P" of the dots occur in the part of stmt on the path?
 * Also collects a nest's occurrences there, with collect. */
static bool head_blocked(struct scan *sc, const struct cfix_node *stmt,
			 bool collect)
{
	uint32_t count;
	const struct cfix_node *head = cfix__match_stmt_head(stmt, &count);
	const struct cfix_node *parts[3] = { head, NULL, NULL };

	if (stmt_metavar_blocks(sc, stmt))
		return true;
	if (!head)
		return false;
	if (count == 3)
		for (uint32_t i = 0; i < 3; i++)
			parts[i] = i < stmt->nkids ? stmt->kids[i] : NULL;
	for (uint32_t i = 0; i < 3; i++) {
		if (!parts[i])
			continue;
		if (sc->nest >= 0 && collect)
			sc->occurrences += cfix__match_find_occurrences(
				sc->m, sc->dots->kids[0], parts[i], sc->nest);
		for (uint32_t w = 0; w < sc->dots->nkids; w++) {
			const struct cfix_node *when = sc->dots->kids[w];

			if (!cfix__match_when_is_plain(when))
				continue;
			if (when_waits(sc, when)) {
				sc->waited = true;
				continue;
			}
			if (cfix__explain_when(sc->m, when, parts[i],
					       when_found_any(sc, when->kids[0],
							      parts[i])) ||
			    (count == 1 && head_pattern_blocks(
						   sc->m, when->kids[0], stmt,
						   head)))
				return true;
		}
	}
	return false;
}

/* A nest whose pattern is a run of statements (`<... A; ... B; ...>`):
 * its occurrence starting at p, a statement of a block, if any. */
static void run_occurrence_at(struct scan *sc, struct pos p)
{
	if (sc->nest < 0 || p.single ||
	    !cfix__match_is_run(sc->m->rule, sc->dots->kids[0]))
		return;
	sc->occurrences += cfix__match_run_at(sc->m, sc->dots->kids[0],
					      p.list, p.j, sc->nest);
}

/* Does the plain statement item pi of the run match stmt?  A block, a
 * statement metavariable, an optional line or a disjunction with dots
 * in a branch counts as no match; a disjunction without (`( iter(E,
 * ...) S | E->f )`) matches where a branch does, so the dots stop at
 * the loop as spatch's do, rather than going on into its body.
 * Bindings are not kept.  Any way of the item's lists counts: an
 * attempt that takes a later way (list_pick) must not see the loop as
 * no match and go on into its body (null/deref_null's `E->f` in the
 * body of the `list_for_each_entry_safe(E, ...)` a goto reaches). */
/*
 * Is metavariable mv, bound in the item before the dots, that item's
 * alone: written nowhere else in the rule (its other items, when
 * clauses, code added elsewhere), not inherited, and (but for a position) read
 * by no rule below?  spatch quantifies such a metavariable inside the
 * item, so its shortest-path check matches the item with it free:
 * `x = E; ... h(x);` stops at `c = g();` on the way from `c = 1;`,
 * E used in that item only (test/cases/dots-shortest-path-item-local-
 * metavar); E read by a script below stays bound.
 */
static bool item_local_metavar(const struct matcher *m,
			       const struct cfix_node *item, uint32_t mv)
{
	const struct cfix_rule *rule = m->rule;
	const struct cfix_metavar *v = &rule->metavars[mv];
	bool inside = false;

	if (v->from_rule >= 0 || item->first > item->last)
		return false;
	for (uint32_t t = 0; t < rule->ntoks; t++) {
		if (rule->tok_metavar[t] != (int32_t)mv)
			continue;
		if (t < item->first || t > item->last)
			return false;
		inside = true;
	}
	for (uint32_t k = 0; k < rule->npositions; k++) {
		if (rule->positions[k].metavar != (int32_t)mv)
			continue;
		if (rule->positions[k].tok < item->first ||
		    rule->positions[k].tok > item->last)
			return false;
		inside = true;
	}
	/* added code is the item's when it hangs on the item's tokens
	 * (`- g(E);` `+ h(E);`) or between it and the dots (`x = E;` `+
	 * use(E);` `...`): spatch attaches it to the item's node, so E
	 * stays quantified there */
	for (uint32_t i = 0; i < rule->ninsertions; i++) {
		const struct cfix_insertion *ins = &rule->insertions[i];

		if ((ins->anchor >= item->first && ins->anchor <= item->last) ||
		    (!ins->after && ins->anchor == item->last + 1 &&
		     !strcmp(rule->toks[ins->anchor].text, "...")))
			continue;
		for (uint32_t t = ins->first; t <= ins->last && t < rule->nplus; t++)
			if (rule->plus_metavar[t] == (int32_t)mv)
				return false;
	}
	if (!inside || v->kind == CFIX_MV_POSITION)
		return inside;
	for (uint32_t r = m->rule_index + 1; r < m->set->nrules; r++) {
		const struct cfix_rule *below = m->set->rules[r];

		for (uint32_t k = 0; k < below->nmetavars; k++)
			if (below->metavars[k].from_rule == (int32_t)m->rule_index &&
			    below->metavars[k].from_mv == (int32_t)mv)
				return false;
	}
	return true;
}

static bool plain_item_matches(struct scan *sc, uint32_t pi,
			       const struct cfix_node *stmt)
{
	const struct cfix_node *item = sc->sq->pat->kids[pi];
	struct matcher *m = sc->m;
	uint32_t pick = m->list_pick, seen = m->list_seen;
	bool more = m->list_more;
	struct snapshot snap;
	bool hit;

	if (item->kind == CFIX_NODE_DISJ) {
		for (uint32_t k = 0; k < item->nkids; k++)
			if (!item->kids[k] || cfix__match_branch_has_dots(sc->m, item->kids[k]))
				return false;
	} else if (!cfix_node_is_stmt(item) ||
		   item->kind == CFIX_NODE_COMPOUND ||
		   item->kind == CFIX_NODE_UNKNOWN || item->metavar >= 0 ||
		   (item->flags & CFIX_NODEF_OPTIONAL)) {
		return false;
	}
	cfix__match_snapshot_take(m, &snap);
	m->list_pick = m->list_seen = 0;
	if (pi + 1 == sc->pi)
		for (uint32_t mv = 0; mv < m->rule->nmetavars; mv++)
			if (m->bindings[mv].set &&
			    item_local_metavar(m, item, mv))
				m->bindings[mv].set = false;
	hit = cfix__match_item(m, item, stmt);
	cfix__match_snapshot_restore(m, &snap);
	cfix__match_snapshot_release(&snap);
	m->list_pick = pick;
	m->list_seen = seen;
	m->list_more = more;
	return hit;
}

/*
 * The shortest path: the dots may not pass a statement the item before
 * or the item after them matches (`f(X) ... g(X) ... h(X)` takes the
 * first g(1), then may not go past a second; cocci-tests test11),
 * unless `when any`.
 */
static bool item_before_matches(struct scan *sc, const struct cfix_node *stmt)
{
	return !sc->any && sc->pi > 0 && !sc->past_head &&
	       plain_item_matches(sc, sc->pi - 1, stmt);
}

static bool off_shortest_path(struct scan *sc, const struct cfix_node *stmt)
{
	if (sc->any)
		return false;
	return item_before_matches(sc, stmt) ||
	       (sc->nest < 0 && !sc->to_end &&
		plain_item_matches(sc, sc->pi + 1, stmt));
}

/*
 * Trailing dots, walked without a scan: the same shortest path for the
 * item before them, anywhere in stmt (`{ ... - g(x); ... }` over
 * `g(1); if (a) g(1);` changes nothing, as in spatch: the path from
 * the first g(1) to the end passes another).
 */
static bool item_before_within(struct scan *sc, const struct cfix_node *stmt)
{
	if (!stmt)
		return false;
	if (cfix_node_is_stmt(stmt) && item_before_matches(sc, stmt))
		return true;
	for (uint32_t i = 0; i < stmt->nkids; i++)
		if (stmt->kids[i] && cfix_node_is_stmt(stmt->kids[i]) &&
		    item_before_within(sc, stmt->kids[i]))
			return true;
	return false;
}

/*
 * The function's end stands for `return;`, as spatch's exit node does:
 * a last item `return;` or `return ...;` that the rule keeps, adding
 * code before it only, matches where control falls off the end of the
 * function (no statement expression's), the code going before its
 * closing brace, which its '*' marks.  In a block (`if (...) { ...
 * return ...; }`) only a path that left it by a goto gets there, as
 * spatch's dots follow the goto to the exit node (locks/mini_lock's
 * `goto out_free;` to a void function's end).
 */
static bool exit_return_as(struct scan *sc, const struct cfix_node *ret,
			   const struct cfix_node *body)
{
	const struct cfix_rule *rule = sc->m->rule;

	bool removed = rule->remove[ret->first] || rule->remove[ret->last];

	if (!cfix_node_is_bare_return(ret) ||
	    (!removed && (cfix__match_adds_after(rule, ret->first) ||
			  cfix__match_adds_after(rule, ret->last))))
		return false;
	/* `return@r ...;`: r is the closing brace, as spatch's exit
	 * node's place (mini_lock's report at `}`, column 0-1) */
	for (uint32_t k = 0; k < rule->npositions; k++) {
		const struct cfix_position *pos = &rule->positions[k];

		if ((pos->node == ret ||
		     (!pos->node && pos->tok >= ret->first &&
		      pos->tok <= ret->last)) &&
		    !cfix__match_position_bind(sc->m, pos->metavar, body->last,
					       body->last))
			return false;
	}
	/* `- return;` `+ goto out;`: nothing to remove there, what
	 * replaces it goes before the closing brace, as spatch's */
	for (uint32_t i = ret->first; i <= ret->last; i++) {
		if (removed)
			sc->m->map[i] = (struct span){
				.first = 1, .last = 0, .anchor = true,
				.exit = true,
				.virtual_at = sc->m->source->toks[body->last].begin + 1 };
		else
			cfix__match_map_token(sc->m, i, body->last, body->last);
	}
	return true;
}

static bool exit_return(struct scan *sc, struct pos p)
{
	const struct cfix_node *ret = sc->sq->pat->kids[sc->pi + 1];
	const struct cfix_node *up = p.list, *body;
	const struct cfix_node *limit = sc->sq->limit;

	/* a function body the rule writes (`f(...) { ... }`) is no block
	 * whose end is short of the function's */
	if (cfix__match_is_function_body(limit))
		limit = NULL;
	if ((limit && (!p.list || cfix__match_is_within(p.list, limit))) ||
	    sc->pi + 2 != sc->sq->pat->nkids || !ret)
		return false;
	while (up && up->kind != CFIX_NODE_FUNCTION &&
	       up->kind != CFIX_NODE_STMT_EXPR)
		up = up->parent;
	if (!up || up->kind != CFIX_NODE_FUNCTION || up->nkids < 4 ||
	    !(body = up->kids[3]) || body->kind != CFIX_NODE_COMPOUND)
		return false;
	if (ret->kind != CFIX_NODE_DISJ)
		return exit_return_as(sc, ret, body);
	/* `( return 0; | * return ...; )`: the first branch the end can
	 * be, as spatch's exit node (no branch of a conjunction: every
	 * one would have to be a bare return) */
	if (ret->op && !strcmp(ret->op, "&"))
		return false;
	for (uint32_t k = 0; k < ret->nkids; k++) {
		struct snapshot snap;

		cfix__match_snapshot_take(sc->m, &snap);
		if (exit_return_as(sc, ret->kids[k], body)) {
			cfix__match_branch_taken(sc->m, ret, k, body->last,
						 body->last);
			cfix__match_snapshot_release(&snap);
			return true;
		}
		cfix__match_snapshot_restore(sc->m, &snap);
		cfix__match_snapshot_release(&snap);
	}
	return false;
}

/*
 * `exists`: a further path is matched from the bindings the dots
 * started with, and its bindings (`... return@p2 ...;` reaching two
 * returns) are a match of their own, as in spatch, where a script rule
 * runs once per path (free/put_device reports each return).  They are
 * kept among the nest environments, marked by the slot after the last
 * metavariable; record_match() adds each as an environment.  Under
 * forall, every path must agree with the first one's bindings.
 */
static struct binding *path_env_copy(const struct scan *sc, bool differs)
{
	uint32_t n = sc->m->rule->nmetavars;
	struct binding *now;

	if (sc->forall && !differs)
		return NULL;
	now = cfix_xmalloc((n + 1) * sizeof(*now));
	memcpy(now, sc->m->bindings, n * sizeof(*now));
	now[n] = (struct binding){ .set = true };
	return now;
}

/* Back to the bindings and token map the dots started with. */
static void path_restart(struct scan *sc)
{
	struct matcher *m = sc->m;

	if (!sc->begin.bindings)
		return;
	memcpy(m->bindings, sc->begin.bindings,
	       m->rule->nmetavars * sizeof(*m->bindings));
	memcpy(m->map, sc->begin.map, m->rule->ntoks * sizeof(*m->map));
	memcpy(m->taken, sc->begin.taken, m->rule->nscopes * sizeof(bool));
}

/* Is metavariable mv printed by code added before the item after the
 * dots (`g(); + f(Y, 0); ... f(X, Y);`): one value for all paths? */
static bool added_before(const struct scan *sc, uint32_t mv)
{
	const struct cfix_rule *rule = sc->m->rule;
	uint32_t limit = sc->sq->pat->kids[sc->pi + 1]->first;

	for (uint32_t k = 0; k < rule->ninsertions; k++) {
		const struct cfix_insertion *ins = &rule->insertions[k];

		if (ins->anchor >= limit)
			continue;
		for (uint32_t t = ins->first; t <= ins->last; t++)
			if (rule->plus_metavar[t] == (int32_t)mv)
				return true;
	}
	return false;
}

/*
 * A further path's bindings against the first's (in first): names the
 * items after the dots bound may differ from path to path (each path's
 * `h(Y)` has its own Y), unless code added before the dots prints them.
 * Sets *differs when some do.
 */
static bool paths_agree(const struct scan *sc, const struct binding *first,
			bool *differs)
{
	const struct matcher *m = sc->m;

	*differs = false;
	for (uint32_t k = 0; k < m->rule->nmetavars; k++) {
		const struct binding *a = &first[k], *b = &m->bindings[k];

		if (!a->set || !b->set || sc->begin.bindings[k].set)
			continue;
		if (cfix__match_same_binding(m, m->rule->metavars[k].kind, a,
					     b))
			continue;
		if (added_before(sc, k))
			return false;
		*differs = true;
	}
	return true;
}

/*
 * The rest of the pattern from p, or, fell_off, at the end p reached.
 * After the dots, items of `?` lines alone (null/badzero's `<... ...>
 * ?E = E1`) end the path where the first occurs, else at the path's
 * end: absent at once, they would cut a nest short.
 */
static bool rest_matches(struct scan *sc, struct pos p, bool fell_off)
{
	const struct cfix_node *stmt = pos_stmt(p);
	uint32_t next = sc->pi + 1;

	if (cfix__match_rest_optional(sc->sq->pat, next))
		return fell_off ? cfix__match_seq_match(sc->m, sc->sq, next, p) :
		       stmt && cfix__match_item(sc->m, sc->sq->pat->kids[next], stmt) &&
		       cfix__match_seq_match(sc->m, sc->sq, next + 1, pos_step(p));
	return fell_off ? exit_return(sc, p)
			: cfix__match_seq_match(sc->m, sc->sq, next, p);
}

/*
 * Does the rest of the pattern (the items after the dots) match from p,
 * or, fell_off, at the function's end p reached (exit_return(),
 * rest_matches())?
 * The first completion's bindings and token map stay; a further one
 * (another path) starts from the bindings the dots began with, adds its
 * changes as extra actions (and what its '*' lines matched as extra
 * stars) and is undone.
 */
static bool try_completion(struct scan *sc, struct pos p, bool fell_off)
{
	struct matcher *m = sc->m;
	const struct seq *sq = sc->sq;
	struct snapshot snap;
	action_list acts = { 0 };
	star_list stars = { 0 };
	struct binding *now;
	bool differs;

	cfix__match_snapshot_take(m, &snap);
	if (sc->completions)
		path_restart(sc);
	if (!rest_matches(sc, p, fell_off)) {
		cfix__match_snapshot_restore(m, &snap);
		cfix__match_snapshot_release(&snap);
		return false;
	}
	/* the end is one place: a further path there changes it again
	 * (`+ unlock(); return;` twice before the `}`) */
	if (fell_off && sc->fell_off && sc->completions) {
		cfix__match_snapshot_restore(m, &snap);
		cfix__match_snapshot_release(&snap);
		return true;
	}
	sc->fell_off |= fell_off;
	if (sc->completions++ == 0) {
		map_removed_dots(sc, p);
		cfix__match_snapshot_release(&snap);
		return true;
	}
	if (!paths_agree(sc, snap.bindings, &differs)) {
		cfix__match_snapshot_restore(m, &snap);
		cfix__match_snapshot_release(&snap);
		return false;
	}
	cfix__match_fresh_names(m);
	cfix__match_collect_actions(m, sq->pat->kids[sc->pi + 1]->first,
				    sq->pat->kids[sq->pat->nkids - 1]->last,
				    -1, &acts);
	if (m->rule->stars)
		cfix__match_collect_stars(m, &stars);
	now = path_env_copy(sc, differs);
	cfix__match_snapshot_restore(m, &snap);
	cfix__match_snapshot_release(&snap);
	if (now)
		cfix_array_push(&m->nest_envs, now);
	cfix__match_keep_extras(m, &acts, &stars);
	return true;
}

/* Does a break or continue to target leave the block the dots may not
 * leave (the path does not reach the block's next item)?  A goto out is
 * followed: a return there may end the run (returned_outside()). */
static bool leaves_limit(const struct scan *sc, const struct cfix_node *target)
{
	return sc->sq->limit && !cfix__match_is_within(target, sc->sq->limit);
}

static enum path scan_from(struct scan *sc, struct pos p);

/* The place of stmt among its block's statements, or alone. */
static struct pos pos_of(const struct cfix_node *stmt)
{
	const struct cfix_node *parent = stmt->parent;

	if (parent && parent->kind == CFIX_NODE_COMPOUND)
		return (struct pos){ parent,
				     cfix_node_kid_index(parent, stmt),
				     false };
	return pos_single(stmt);
}

/* The item after the dots, or NULL (trailing dots). */
static const struct cfix_node *next_item(const struct scan *sc)
{
	return sc->pi + 1 < sc->sq->pat->nkids ? sc->sq->pat->kids[sc->pi + 1]
					       : NULL;
}

/* A key for the memo no node has: a loop's way out through its head. */
static const struct cfix_node *exit_key(const struct cfix_node *loop)
{
	return (const struct cfix_node *)(const void *)&loop->kids;
}

/* "// paths: no-loops" or spatch's --no-loops: no way round a loop */
static bool no_loops(const struct scan *sc)
{
	return sc->m->rule->no_loops || sc->m->set->no_loops;
}

/*
 * The end of a loop's body, or a continue: in spatch's control flow,
 * control goes back to the loop's head (a do's `while (C)` tail), and
 * from there into the body again or out of the loop, so the path passes
 * the head: the item after the dots may match there (`for (; p; p =
 * p->next) free(p);` uses p), a "when != P" there stops both ways
 * (`while ((p = *pp) != NULL)` assigns p, and a for's head holds its
 * init too, as spatch's single for node does), a while's or for's
 * `when != false C` the way out and `when != true C` the way round.
 * The way round meets the body's statements again, those before where
 * the dots began too: the memo ends a turn where it began, and the
 * item before the dots met again stops the path (off_shortest_path()),
 * so a forall path that starts in a body and leaves the loop has a
 * second, round the loop (test/cases/dots-loop-exit-forall), and an
 * exists one finds the body's statements on the next turn
 * (test/cases/dots-loop-back-edge).
 */
static enum path loop_exit(struct scan *sc, const struct cfix_node *loop)
{
	const struct cfix_node *key = exit_key(loop), *cond;
	const struct cfix_node *next = next_item(sc), *body = cfix__match_loop_body(loop);
	enum path r, seen, round;

	if (memo_get(&sc->memo, key, &r))
		return r;
	memo_put(&sc->memo, key, PATH_NEUTRAL);
	/* a do's way out is no false branch in spatch: `when != false C`
	 * does not stop it */
	cond = loop->kind == CFIX_NODE_FOR ? loop->kids[1]
	       : loop->kind == CFIX_NODE_WHILE ? loop->kids[0] : NULL;
	/* a do's tail holds its condition only: no do statement starts
	 * there */
	if (!sc->to_end && next && (loop->kind != CFIX_NODE_DO ||
				    cfix__match_is_expr_item(sc->m, next)) &&
	    try_completion(sc, pos_of(loop), false)) {
		r = PATH_DONE;
	/* a nest's occurrences in the head were collected if the dots
	 * came into the loop through it (not a do's: its tail) */
	} else if (head_blocked(sc, loop, loop->kind == CFIX_NODE_DO ||
					   !memo_get(&sc->memo, loop, &seen))) {
		r = PATH_FAIL;
	} else if (no_loops(sc)) {
		r = branch_blocked(sc, cond, "!= false")
			    ? PATH_FAIL
			    : scan_from(sc, pos_after(loop));
	} else {
		round = !body || branch_blocked(sc, cond, "!= true")
				? PATH_FAIL
				: scan_from(sc, pos_single(body));
		r = combine(sc, round,
			    branch_blocked(sc, cond, "!= false")
				    ? PATH_FAIL
				    : scan_from(sc, pos_after(loop)));
	}
	memo_put(&sc->memo, key, r);
	return r;
}

/* The paths through a statement that branches or jumps; *next is set
 * (and PATH_NEUTRAL returned) when control simply goes on after it. */
static enum path scan_stmt(struct scan *sc, struct pos p,
			   const struct cfix_node *stmt, bool *go_on)
{
	const struct cfix_node *kid, *target, *cond;
	enum path r = PATH_NEUTRAL;
	bool has_default = false;

	*go_on = false;
	switch (stmt->kind) {
	case CFIX_NODE_IF:
		if (branch_blocked(sc, stmt->kids[0], "!= true"))
			r = blocked_branch(sc, stmt->kids[1]);
		else
			r = stmt->kids[1] ? scan_from(sc, pos_single(stmt->kids[1]))
					  : scan_from(sc, pos_step(p));
		if (branch_blocked(sc, stmt->kids[0], "!= false"))
			return combine(sc, r, blocked_branch(sc, stmt->kids[2]));
		return combine(sc, r, stmt->kids[2]
					      ? scan_from(sc, pos_single(stmt->kids[2]))
					      : scan_from(sc, pos_step(p)));
	case CFIX_NODE_WHILE:
	case CFIX_NODE_FOR:
	case CFIX_NODE_ITERATOR:
		kid = stmt->kids[stmt->kind == CFIX_NODE_FOR ? 3 : 1];
		cond = stmt->kind == CFIX_NODE_FOR ? stmt->kids[1]
		       : stmt->kind == CFIX_NODE_WHILE ? stmt->kids[0] : NULL;
		if (branch_blocked(sc, cond, "!= true"))
			r = PATH_FAIL;
		else if (kid)
			r = scan_from(sc, pos_single(kid));
		return combine(sc, r, branch_blocked(sc, cond, "!= false")
					      ? PATH_FAIL
					      : scan_from(sc, pos_step(p)));
	case CFIX_NODE_DO:
		return stmt->kids[0] ? scan_from(sc, pos_single(stmt->kids[0]))
				     : loop_exit(sc, stmt);
	case CFIX_NODE_SWITCH:
		kid = stmt->kids[1];
		for (uint32_t k = 0; kid && kid->kind == CFIX_NODE_COMPOUND &&
				     k < kid->nkids; k++) {
			const struct cfix_node *label = kid->kids[k];

			if (!label || (label->kind != CFIX_NODE_CASE &&
				       label->kind != CFIX_NODE_DEFAULT))
				continue;
			has_default |= label->kind == CFIX_NODE_DEFAULT;
			r = combine(sc, r, scan_from(sc, (struct pos){ kid, k, false }));
		}
		if (!has_default)
			r = combine(sc, r, scan_from(sc, pos_step(p)));
		return r;
	case CFIX_NODE_COMPOUND:
		return scan_from(sc, (struct pos){ stmt, 0, false });
	case CFIX_NODE_LABEL:
	case CFIX_NODE_CASE:
	case CFIX_NODE_DEFAULT:
		kid = stmt->kids[stmt->kind == CFIX_NODE_DEFAULT ? 0 : 1];
		return kid ? scan_from(sc, pos_single(kid))
			   : scan_from(sc, pos_step(p));
	case CFIX_NODE_RETURN:
		if (sc->to_end)
			return PATH_DONE;
		/* the path's end: where the `?` items may be absent */
		if (cfix__match_rest_optional(sc->sq->pat, sc->pi + 1))
			return try_completion(sc, p, true) ? PATH_DONE : PATH_FAIL;
		if (!sc->forall)
			return PATH_FAIL;
		return !sc->strict && cfix__match_inside_if(stmt) ?
			       PATH_NEUTRAL :
			       PATH_FAIL;
	case CFIX_NODE_BREAK:
	case CFIX_NODE_CONTINUE:
		target = cfix__match_jump_target(stmt,
						 stmt->kind == CFIX_NODE_BREAK);
		if (!target || leaves_limit(sc, target))
			return PATH_FAIL;
		if (stmt->kind == CFIX_NODE_BREAK)
			return scan_from(sc, pos_after(target));
		/* a continue goes to the loop's head (a do's tail); under
		 * forall, not strict, one in an if that fails (round the
		 * loop to the item before, say) ends the path as an error
		 * path's return does: spatch's dots may stop early at a
		 * continue in an if branch (asttoctl2.ml's dots_au) */
		r = loop_exit(sc, target);
		return r == PATH_FAIL && sc->forall && !sc->strict &&
			       cfix__match_inside_if(stmt)
			       ? PATH_NEUTRAL : r;
	case CFIX_NODE_GOTO:
		target = cfix__match_goto_target(sc->m, stmt);
		return target ? scan_from(sc, pos_single(target)) : PATH_FAIL;
	default:
		*go_on = true;
		return PATH_NEUTRAL;
	}
}

/*
 * `when any`, after the item following the dots matched at stmt (at
 * p): the paths going on from there, for further matches.  Their
 * result does not change this path's, which is done.  Under forall
 * they count only where every path from stmt on meets the item again,
 * as spatch's A[true U item] takes its witnesses where it holds
 * (`x(); ... when any  - y();` leaves the `y();` of `if (c) y();` when
 * the else way reaches no y(): test/cases/dots-when-any-forall-branch).
 */
static void scan_on(struct scan *sc, struct pos p, const struct cfix_node *stmt)
{
	struct snapshot snap;
	enum path r = PATH_FAIL;
	bool go_on, fell_off = sc->fell_off;

	cfix__match_snapshot_take(sc->m, &snap);
	if (!head_blocked(sc, stmt, true)) {
		r = scan_stmt(sc, p, stmt, &go_on);
		if (go_on)
			r = scan_from(sc, pos_step(p));
	}
	if (sc->forall && r == PATH_FAIL) {
		cfix__match_snapshot_restore(sc->m, &snap);
		sc->fell_off = fell_off;
	}
	cfix__match_snapshot_release(&snap);
}

/* A call that does not return, in a rule that asks to end its paths
 * there (`// paths: noreturn`, noreturn.c)? */
static bool ends_here(struct scan *sc, const struct cfix_node *stmt)
{
	return sc->m->rule->noreturn_ends &&
	       cfix__match_noreturn_stmt(sc->m, stmt);
}

/* Such a path ends as at the function's end, the item after the dots
 * not reached: trailing dots are done, an exists path just does not go
 * on, and forall has no path there that must reach the item (as an
 * error path's return). */
static enum path noreturn_end(const struct scan *sc)
{
	if (sc->to_end)
		return PATH_DONE;
	return sc->forall ? PATH_NEUTRAL : PATH_FAIL;
}

/* Follows control from p until the item after the dots matches on
 * every path (forall) or on one (exists). */
static enum path scan_from(struct scan *sc, struct pos p)
{
	CFIX_ARRAY(const struct cfix_node *) seen = { 0 };
	enum path r = PATH_FAIL;

	for (;;) {
		const struct cfix_node *stmt, *loop;
		bool go_on, tail, expr_tail;

		if (sc->m->budget && --sc->m->budget == 0) {
			r = PATH_FAIL;
			break;
		}
		if (!cfix__match_pos_settle(sc->sq, &p, &loop)) {
			if (loop) {
				r = loop_exit(sc, loop);
				break;
			}
			/* the end, and the item never came (but for the
			 * function's exit, a `return;`) */
			r = sc->to_end || try_completion(sc, p, true)
				    ? PATH_DONE : PATH_FAIL;
			break;
		}
		stmt = pos_stmt(p);
		if (memo_get(&sc->memo, stmt, &r))
			break;
		memo_put(&sc->memo, stmt, PATH_NEUTRAL);	/* a loop back */
		cfix_array_push(&seen, stmt);
		if (stmt == sc->past_head) {
			/* its head is the item before: on to its branches */
			r = scan_stmt(sc, p, stmt, &go_on);
			if (!go_on)
				break;
			p = pos_step(p);
			continue;
		}
		/* a do's head is its tail, which the path meets after the
		 * body (loop_exit()): an expression item is not looked for
		 * there yet */
		tail = stmt->kind == CFIX_NODE_DO;
		expr_tail = tail && cfix__match_is_expr_item(sc->m, next_item(sc));
		if (!sc->to_end && !expr_tail && try_completion(sc, p, false)) {
			r = PATH_DONE;
			/* `when any`: the dots may pass the next item's
			 * matches, so the ones further on are found too */
			if (sc->any)
				scan_on(sc, p, stmt);
			break;
		}
		run_occurrence_at(sc, p);
		if (always_broken(sc, stmt) ||
		    (!tail && head_blocked(sc, stmt, true)) ||
		    (expr_tail ? item_before_matches(sc, stmt)
			       : off_shortest_path(sc, stmt))) {
			r = PATH_FAIL;
			break;
		}
		if (ends_here(sc, stmt)) {
			r = noreturn_end(sc);
			break;
		}
		r = scan_stmt(sc, p, stmt, &go_on);
		if (!go_on)
			break;
		p = pos_step(p);
	}
	for (size_t i = 0; i < seen.len; i++)
		memo_put(&sc->memo, seen.items[i], r);
	cfix_array_release(&seen);
	return r;
}

/* Does node hold code one of the dots' "when !=" clauses names? */
static bool when_occurs(struct scan *sc, const struct cfix_node *node)
{
	for (uint32_t w = 0; node && w < sc->dots->nkids; w++) {
		const struct cfix_node *when = sc->dots->kids[w];

		if (cfix__match_when_is_plain(when) &&
		    cfix__explain_when(sc->m, when, node,
				       when_found_any(sc, when->kids[0], node)))
			return true;
	}
	return false;
}

/*
 * Trailing dots leaving a loop's body (loop_exit()): does a "when !="
 * occur in the loop's head, which the way out passes?  A nest's
 * occurrences there are collected.
 */
static bool head_on_way_out(struct scan *sc, const struct cfix_node *loop)
{
	uint32_t count;
	const struct cfix_node *head = cfix__match_stmt_head(loop, &count);

	for (uint32_t i = 0; head && i < count; i++) {
		const struct cfix_node *part = count == 3 ? loop->kids[i] : head;

		if (!part)
			continue;
		if (when_occurs(sc, part))
			return true;
		if (sc->nest >= 0)
			sc->occurrences += cfix__match_find_occurrences(
				sc->m, sc->dots->kids[0], part, sc->nest);
	}
	return false;
}

/*
 * `exists` trailing dots: is there a path from p to the function's end
 * on which no "when !=" occurs?  An `if` offers its branches, a loop
 * that need not run its body is passed by its head alone.
 */
static bool clean_path_to_end(struct scan *sc, struct pos p)
{
	for (;;) {
		const struct cfix_node *stmt, *loop;

		if (sc->m->budget && --sc->m->budget == 0)
			return false;
		if (!cfix__match_pos_settle(sc->sq, &p, &loop)) {
			if (!loop)
				return true;
			if (head_on_way_out(sc, loop))
				return false;
			p = pos_after(loop);
			continue;
		}
		stmt = pos_stmt(p);
		if (item_before_matches(sc, stmt))
			return false;
		switch (stmt->kind) {
		case CFIX_NODE_IF:
			if (when_occurs(sc, stmt->kids[0]))
				return false;
			if (stmt->kids[1] &&
			    clean_path_to_end(sc, pos_into(stmt->kids[1])))
				return true;
			if (stmt->nkids > 2 && stmt->kids[2])
				return clean_path_to_end(sc,
							 pos_into(stmt->kids[2]));
			break;
		case CFIX_NODE_WHILE:
			if (when_occurs(sc, stmt->kids[0]))
				return false;
			break;
		case CFIX_NODE_FOR:
			for (uint32_t k = 0; k < 3 && k < stmt->nkids; k++)
				if (when_occurs(sc, stmt->kids[k]))
					return false;
			break;
		case CFIX_NODE_COMPOUND:
			p = pos_into(stmt);
			continue;
		case CFIX_NODE_RETURN:
			return !when_occurs(sc, stmt);
		default:
			if (when_occurs(sc, stmt))
				return false;
			if (ends_here(sc, stmt))
				return true;
			break;
		}
		p = pos_step(p);
	}
}

/* Trailing dots: the rest of the code up to the end, where no "when !="
 * may occur (with `exists`, on one path); a nest's occurrences there are
 * changed. */
static bool dots_to_end(struct scan *sc, struct pos p)
{
	struct pos end = p;

	if (!p.single)
		end.j = p.list->nkids;
	map_removed_dots(sc, end);
	if (!sc->forall && sc->nest < 0)
		return clean_path_to_end(sc, p);
	for (;;) {
		const struct cfix_node *stmt, *loop, *target;

		if (!cfix__match_pos_settle(sc->sq, &p, &loop)) {
			if (!loop)
				break;
			/* forall: a path round the loop, as in loop_exit() */
			if ((sc->forall && !no_loops(sc)) ||
			    head_on_way_out(sc, loop))
				return false;
			p = pos_after(loop);
			continue;
		}
		stmt = pos_stmt(p);
		if (when_occurs(sc, stmt) || item_before_within(sc, stmt))
			return false;
		run_occurrence_at(sc, p);
		if (sc->nest >= 0)
			sc->occurrences += cfix__match_find_occurrences(
				sc->m, sc->dots->kids[0], stmt, sc->nest);
		/* a return ends the path, a break leaves its loop without
		 * passing the head: neither goes round the loop */
		if (stmt->kind == CFIX_NODE_RETURN)
			break;
		target = stmt->kind == CFIX_NODE_BREAK
				 ? cfix__match_jump_target(stmt, true) : NULL;
		p = target && !leaves_limit(sc, target) ? pos_after(target)
							 : pos_step(p);
	}
	return true;
}

/* Follows control from p, as the dots' scan sc says. */
static bool scan_dots(struct scan *sc, struct pos p)
{
	if (sc->forall)
		return scan_from(sc, p) == PATH_DONE;
	scan_from(sc, p);
	return sc->completions > 0;
}

/* The paths again, with the metavariables the first scan bound after the
 * dots now bound for the when clauses that waited for them (allex3's
 * `... when != e1  return e1;`).  Only the verdict is kept. */
static bool recheck_waiting_whens(const struct scan *sc, struct pos p)
{
	struct scan again = *sc;
	struct snapshot snap;
	bool ok;

	again.memo = (struct memo){ 0 };
	again.completions = again.occurrences = 0;
	again.waited = false;
	cfix__match_snapshot_take(sc->m, &snap);
	cfix__match_snapshot_take(sc->m, &again.begin);
	ok = scan_dots(&again, p) && !again.waited;
	cfix__match_memo_release(&again.memo);
	cfix__match_snapshot_release(&again.begin);
	cfix__match_snapshot_restore(sc->m, &snap);
	cfix__match_snapshot_release(&snap);
	return ok;
}

/* Trailing dots under exists: one path to the end that meets no "when
 * != P" will do (cocci-tests noa's `f(...) { ... when != a() }` changes
 * a function one of whose branches calls no a()). */
static bool path_to_end(struct scan *sc, struct pos p)
{
	struct pos end = p;

	if (!p.single)
		end.j = p.list->nkids;
	map_removed_dots(sc, end);
	sc->to_end = true;
	return scan_from(sc, p) == PATH_DONE;
}

bool cfix__match_dots(struct matcher *m, const struct seq *sq, uint32_t pi,
		       struct pos p)
{
	const struct cfix_node *dots = sq->pat->kids[pi];
	struct cfix_node bare;
	struct scan sc;
	bool ok;

	/* `{ ... when != break; }` as a loop's body matches any body
	 * (spatch's braces0 isomorphism): the dots, whens dropped */
	if (cfix__iso_applies(m->rule, CFIX_ISO_BRACES0, sq->pat,
			      sq->pat->first)) {
		bare = *dots;
		bare.nkids = 0;
		bare.flags = (uint16_t)(bare.flags &
					~(CFIX_NODEF_WHEN_ANY |
					  CFIX_NODEF_WHEN_STRICT |
					  CFIX_NODEF_WHEN_EXISTS |
					  CFIX_NODEF_WHEN_FORALL));
		dots = &bare;
	}
	sc = (struct scan){
		.m = m, .sq = sq, .pi = pi, .dots = dots,
		/* forall but for exists, a rule's '*' lines, or (neither
		 * exists nor forall said) a '*' line anywhere in the file,
		 * as spatch's Flag.sgrep_mode2 */
		.forall = !m->rule->exists && !m->rule->stars &&
			  (m->rule->forall || !cfix__match_file_starred(m)),
		.strict = dots->flags & CFIX_NODEF_WHEN_STRICT,
		.any = dots->flags & CFIX_NODEF_WHEN_ANY,
		.nest = dots->kind == CFIX_NODE_NEST
				? cfix__match_nest_scope(m->rule, dots)
				: -1,
		.start = p,
		.past_head = m->past_head == pos_stmt(p) ? m->past_head : NULL,
	};
	m->past_head = NULL;
	/* what the dots cover starts after that statement */
	if (sc.past_head)
		sc.start = pos_step(p);

	if (m->rule->forall || (dots->flags & CFIX_NODEF_WHEN_FORALL))
		sc.forall = true;
	if (dots->flags & CFIX_NODEF_WHEN_EXISTS)
		sc.forall = false;
	/* spatch's path from or to the function's braces meets them, and
	 * a brace is no P: leading or trailing dots with `when = P` match
	 * nothing */
	if (cfix__match_when_has_always(dots) &&
	    (pi == 0 || pi + 1 == sq->pat->nkids))
		return false;
	if (pi + 1 < sq->pat->nkids)
		cfix__match_snapshot_take(m, &sc.begin);
	/* trailing dots after an item matched where a goto out of the
	 * block led: that path never comes back to the block's closing
	 * brace (spatch's `I(x,...) { ... x == NULL ... when any }` does
	 * not take the `!x` after a label outside the loop) */
	if (pi + 1 == sq->pat->nkids && sq->limit && p.list &&
	    p.list != sq->limit && !cfix__match_is_within(p.list, sq->limit))
		return false;
	if (pi + 1 == sq->pat->nkids)
		ok = !sc.forall && sc.nest < 0 &&
				     cfix__match_when_has_plain(dots)
			     ? path_to_end(&sc, p) : dots_to_end(&sc, p);
	else
		ok = scan_dots(&sc, p) &&
		     (!sc.waited || recheck_waiting_whens(&sc, p));
	if (dots->kind == CFIX_NODE_NEST && !strcmp(dots->op, "<+...") &&
	    !sc.occurrences)
		ok = false;
	cfix__match_memo_release(&sc.memo);
	if (sc.begin.bindings)
		cfix__match_snapshot_release(&sc.begin);
	return ok;
}

