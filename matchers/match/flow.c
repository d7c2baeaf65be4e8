/*
 * Runs of statements: a rule's statements matched one after the other
 * along a function's paths (cfix__match_seq_match()), their optional
 * items, disjunctions and conjunctions of runs, and the blocks such a
 * run fills (switches.c: a switch's case groups).  The `...` between
 * items follow control flow in flow_dots.c.  structure.c matches each
 * statement; this file and flow_dots.c decide which statements follow
 * which.
 */
#include "flow_dots.h"
#include "tokens.h"
#include "statements.h"
#include "structure.h"
#include "lists.h"

#include <stdlib.h>
#include <string.h>

const struct cfix_node *cfix__match_loop_body(const struct cfix_node *stmt)
{
	switch (stmt->kind) {
	case CFIX_NODE_WHILE:
	case CFIX_NODE_ITERATOR:
		return stmt->kids[1];
	case CFIX_NODE_FOR:
		return stmt->kids[3];
	case CFIX_NODE_DO:
		return stmt->kids[0];
	default:
		return NULL;
	}
}

/*
 * Moves p, when it is past the end of its list, to the statement
 * control reaches next: after the enclosing statement, up to the limit
 * block or the function.  Returns false at their end.  A NULL kid
 * (an absent statement) is stepped over.  With left, the end of a
 * loop's body (a loop inside the limit block) is a stop too: false,
 * *left the loop (else NULL), whose head control passes on its way out
 * (flow_dots.c's loop_exit()).
 */
bool cfix__match_pos_settle(const struct seq *sq, struct pos *p,
			    const struct cfix_node **left)
{
	if (left)
		*left = NULL;
	for (;;) {
		const struct cfix_node *stmt = p->list, *parent;

		if (pos_stmt(*p))
			return true;
		if (!p->single && p->j < p->list->nkids) {
			p->j++;		/* a NULL kid */
			continue;
		}
		if (!p->single && stmt == sq->limit)
			return false;
		for (;;) {
			/* the end of cfix__match_unbraced()'s block of one,
			 * which is no node's parent: the run may not go on
			 * past the branch it stands for */
			if (sq->limit && sq->limit->nkids == 1 &&
			    sq->limit->kids[0] == stmt &&
			    stmt->parent != sq->limit) {
				*p = (struct pos){ .list = sq->limit, .j = 1 };
				return false;
			}
			parent = stmt->parent;
			if (!parent || parent->kind == CFIX_NODE_FUNCTION ||
			    parent->kind == CFIX_NODE_TRANSLATION_UNIT ||
			    parent->kind == CFIX_NODE_STMT_EXPR)
				return false;
			if (left && cfix__match_loop_body(parent) == stmt &&
			    (!sq->limit || cfix__match_is_within(parent, sq->limit))) {
				*left = parent;
				return false;
			}
			if (parent->kind == CFIX_NODE_COMPOUND)
				break;
			stmt = parent;
		}
		*p = (struct pos){ .list = parent,
				   .j = cfix_node_kid_index(parent,
							    stmt) + 1 };
	}
}

/* Is node inside block?  By tokens: cfix__match_unbraced()'s block of one is
 * no node's parent. */
bool cfix__match_is_within(const struct cfix_node *node,
		      const struct cfix_node *block)
{
	return node->first >= block->first && node->last <= block->last;
}

/*
 * Has the run ended on a return the dots reached by a goto out of the
 * limit block, or on any return of a function body the rule writes?  Control goes no further, so the rest of the block need
 * not come, as in spatch, whose `if (...) { ... return ret; }` finds
 * `if (ret) goto err; ... err: return 1;` (cocci-tests kmc, retval).
 */
bool cfix__match_is_function_body(const struct cfix_node *block)
{
	const struct cfix_node *up = block ? block->parent : NULL;

	return up && up->kind == CFIX_NODE_FUNCTION && up->nkids > 3 &&
	       up->kids[3] == block;
}

static bool returned_outside(const struct seq *sq, struct pos p)
{
	const struct cfix_node *last, *target;

	if (p.single)
		last = p.j == 1 ? p.list : NULL;
	else
		last = p.j > 0 && p.j <= p.list->nkids ? p.list->kids[p.j - 1]
						       : NULL;
	if (!last || !sq->limit)
		return false;
	/* any return or goto ends it, one in a block the limit block
	 * holds too (`if (E) { ... return; }` over `if (c) { if (d)
	 * return; b(); return; }`, as spatch:
	 * test/cases/dots-block-return-nested); a break or continue
	 * when it leaves the limit block (not an inner loop's) */
	switch (last->kind) {
	case CFIX_NODE_RETURN:
	case CFIX_NODE_GOTO:
		return true;
	case CFIX_NODE_BREAK:
	case CFIX_NODE_CONTINUE:
		target = cfix__match_jump_target(last,
						 last->kind == CFIX_NODE_BREAK);
		return target && !cfix__match_is_within(target, sq->limit);
	default:
		return false;
	}
}

bool cfix__match_is_stmt_dots(const struct cfix_node *pat)
{
	return (pat->kind == CFIX_NODE_DOTS || pat->kind == CFIX_NODE_NEST) &&
	       (pat->flags & CFIX_NODEF_STMT_DOTS);
}

/* A braceless run of statements (a disjunction branch of several). */
static bool is_braceless(const struct matcher *m, const struct cfix_node *pat)
{
	return pat->kind == CFIX_NODE_COMPOUND &&
	       (pat->first > pat->last ||
		strcmp(m->rule->toks[pat->first].text, "{"));
}

/* Whether item is an expression metavariable written alone among
 * statements without its ';' (`... E ...`): the rule's reader leaves it
 * a bare name, as it does a statement metavariable. */
static bool is_bare_expr_metavar(const struct matcher *m,
				 const struct cfix_node *item)
{
	if (item->kind != CFIX_NODE_IDENT || item->metavar < 0)
		return false;
	switch (m->rule->metavars[item->metavar].kind) {
	case CFIX_MV_EXPRESSION: case CFIX_MV_IDEXPRESSION:
	case CFIX_MV_IDENTIFIER: case CFIX_MV_CONSTANT:
		return true;
	default:
		return false;
	}
}

/* Is item an expression standing alone among statements (`... E`,
 * `... ( E->f | *E )`), which matches a statement holding it? */
bool cfix__match_is_expr_item(const struct matcher *m,
			      const struct cfix_node *item)
{
	return item && (is_bare_expr_metavar(m, item) ||
	       (item->kind == CFIX_NODE_EXPR_STMT &&
		(item->flags & CFIX_NODEF_BARE_EXPR)) ||
	       (item->kind == CFIX_NODE_DISJ &&
		!cfix__match_pattern_is_stmt(item) && item->nkids &&
		item->kids[0] && cfix_node_is_expr(item->kids[0])));
}

/* One item of a run of statements against a statement: an expression
 * disjunction standing there (`...` then `( x == NULL | x->f )`), or an
 * expression metavariable alone, is a bare expression: it matches a
 * statement holding it. */
bool cfix__match_item(struct matcher *m, const struct cfix_node *item,
		      const struct cfix_node *stmt)
{
	if (is_bare_expr_metavar(m, item))
		return cfix__match_bare_expr(m, item, stmt);
	if (item->kind == CFIX_NODE_DISJ &&
	    !cfix__match_pattern_is_stmt(item) && item->nkids &&
	    item->kids[0] && cfix_node_is_expr(item->kids[0]))
		return cfix__match_bare_expr(m, item, stmt);
	return cfix__match_node(m, item, stmt);
}

/* A branch that is, or holds, statement dots (`( ... f(); | g(); )`). */
bool cfix__match_branch_has_dots(const struct matcher *m,
			    const struct cfix_node *branch)
{
	if (cfix__match_is_stmt_dots(branch))
		return true;
	if (!is_braceless(m, branch))
		return false;
	for (uint32_t i = 0; i < branch->nkids; i++)
		if (branch->kids[i] && cfix__match_is_stmt_dots(branch->kids[i]))
			return true;
	return false;
}

/*
 * Branch k with dots, then the rest: the branch's items spliced in
 * place of the disjunction, matched as one run (the dots need the
 * items after them).  The branch's end is not known then, so the
 * disjunction's close maps to its first statement's end.
 */
static bool seq_branch_spliced(struct matcher *m, const struct seq *sq,
			       uint32_t pi, struct pos p, uint32_t k)
{
	const struct cfix_node *disj = sq->pat->kids[pi];
	const struct cfix_node *branch = disj->kids[k];
	const struct cfix_node *first = pos_stmt(p);
	bool single = !is_braceless(m, branch);
	uint32_t nb = single ? 1 : branch->nkids;
	struct cfix_node run = *sq->pat;
	struct seq spliced = *sq;
	bool ok;

	run.nkids = nb + sq->pat->nkids - pi - 1;
	run.kids = cfix_xcalloc(run.nkids + 1, sizeof(*run.kids));
	for (uint32_t i = 0; i < nb; i++)
		run.kids[i] = single ? (struct cfix_node *)branch
				     : branch->kids[i];
	for (uint32_t i = pi + 1; i < sq->pat->nkids; i++)
		run.kids[nb + i - pi - 1] = sq->pat->kids[i];
	spliced.pat = &run;
	ok = cfix__match_seq_match(m, &spliced, 0, p);
	free(run.kids);
	if (ok)
		cfix__match_branch_taken(m, disj, k, first->first, first->last);
	return ok;
}

/*
 * A label and the statement it holds (`l:` `<... - g(E); ...>` `return
 * 0;`): in spatch the label is a node of its own that control flows on
 * from, so dots there stand for the statements from the one the source
 * label holds on, not for that one alone, and a statement there is the
 * item before the dots after it (the shortest path).  The held pattern
 * is spliced into the run, with the items after it, and matched from
 * the statement the source label holds.
 */
static bool seq_label_spliced(struct matcher *m, const struct seq *sq,
			      uint32_t pi, struct pos p)
{
	const struct cfix_node *plabel = sq->pat->kids[pi];
	const struct cfix_node *label = pos_stmt(p), *held;
	struct cfix_node run = *sq->pat;
	struct seq spliced = *sq;
	bool ok;

	if (label->kind != CFIX_NODE_LABEL || !label->nkids ||
	    !cfix__match_node(m, plabel->kids[0], label->kids[0]) ||
	    !cfix__match_own_tokens(m, plabel, label) ||
	    !cfix__match_positions_hold(m, plabel, label))
		return false;
	held = cfix__match_label_stmt(label);
	/* a label last in the rule (`goto l; ... l:`) holds nothing */
	run.nkids = sq->pat->nkids - pi - !plabel->kids[1];
	run.kids = cfix_xcalloc(run.nkids + 1, sizeof(*run.kids));
	if (plabel->kids[1])
		run.kids[0] = plabel->kids[1];
	for (uint32_t i = pi + 1; i < sq->pat->nkids; i++)
		run.kids[i - pi - !plabel->kids[1]] = sq->pat->kids[i];
	spliced.pat = &run;
	ok = cfix__match_seq_match(m, &spliced, 0,
				   held ? pos_single(held) : pos_step(p));
	free(run.kids);
	return ok;
}

/* Is item a label holding a statement (`l: S`, `l: ...`), or a label
 * last in the rule, holding nothing? */
static bool is_label_item(const struct cfix_node *item)
{
	return item->kind == CFIX_NODE_LABEL && item->nkids > 1;
}

/*
 * The place after stmt, matched at p: the next of p's list, or, for a
 * statement alone that a label holds (`out: foo(); bar();`, a run
 * started at foo()), the one after the label in its block, as spatch's
 * control flow goes on from the label's statement.
 */
static struct pos pos_next(struct pos p, const struct cfix_node *stmt)
{
	const struct cfix_node *label = stmt ? stmt->parent : NULL;

	if (!p.single || p.j)
		return pos_step(p);
	while (label && label->kind == CFIX_NODE_LABEL && label->parent &&
	       label->parent->kind == CFIX_NODE_LABEL)
		label = label->parent;
	if (!label || label->kind != CFIX_NODE_LABEL || !label->parent ||
	    label->parent->kind != CFIX_NODE_COMPOUND)
		return pos_step(p);
	for (uint32_t j = 0; j < label->parent->nkids; j++)
		if (label->parent->kids[j] == label)
			return (struct pos){ .list = label->parent, .j = j + 1 };
	return pos_step(p);
}

/* Branch k of a statement disjunction at p, then the rest. */
static bool seq_branch(struct matcher *m, const struct seq *sq, uint32_t pi,
		       struct pos p, uint32_t k)
{
	const struct cfix_node *disj = sq->pat->kids[pi];
	const struct cfix_node *branch = disj->kids[k];
	const struct cfix_node *first = pos_stmt(p), *last = first;

	if (!first)
		return false;
	if (cfix__match_branch_has_dots(m, branch))
		return seq_branch_spliced(m, sq, pi, p, k);
	if (!is_braceless(m, branch)) {
		if (!cfix__match_item(m, branch, first))
			return false;
		p = pos_step(p);
	} else {
		for (uint32_t i = 0; i < branch->nkids; i++) {
			const struct cfix_node *stmt = pos_stmt(p);

			if (!stmt || (i && !cfix__match_falls_through(last)) ||
			    !cfix__match_item(m, branch->kids[i], stmt))
				return false;
			last = stmt;
			p = pos_step(p);
		}
	}
	if (!cfix__match_seq_match(m, sq, pi + 1, p))
		return false;
	cfix__match_branch_taken(m, disj, k, first->first, last->last);
	return true;
}

static bool seq_disj(struct matcher *m, const struct seq *sq, uint32_t pi,
		     struct pos p)
{
	for (uint32_t k = 0; k < sq->pat->kids[pi]->nkids; k++) {
		struct snapshot snap;

		cfix__match_snapshot_take(m, &snap);
		if (seq_branch(m, sq, pi, p, k)) {
			cfix__match_snapshot_release(&snap);
			return true;
		}
		cfix__match_snapshot_restore(m, &snap);
		cfix__match_snapshot_release(&snap);
	}
	return false;
}

/*
 * A conjunction of runs of statements (`( f(...,3,...); ... g(...,3,...);
 * & f(...,8,...); ... g(...,8,...); )`): every branch matches from p,
 * with the bindings and changes of all kept; the rest of the pattern
 * goes on after the last (cocci-tests testand2).
 */
static bool seq_conj(struct matcher *m, const struct seq *sq, uint32_t pi,
		     struct pos p)
{
	const struct cfix_node *conj = sq->pat->kids[pi];
	const struct cfix_node *first = pos_stmt(p);
	uint32_t last = conj->nkids - 1;

	for (uint32_t k = 0; k < last; k++) {
		struct cfix_node *branch = conj->kids[k];
		struct cfix_node one = *sq->pat;
		struct seq alone = { .pat = branch, .limit = sq->limit };

		if (!is_braceless(m, branch)) {
			one.kids = &branch;
			one.nkids = 1;
			alone.pat = &one;
		}
		if (!cfix__match_seq_match(m, &alone, 0, p))
			return false;
		cfix__match_branch_taken(m, conj, k, first->first, first->last);
	}
	return seq_branch_spliced(m, sq, pi, p, last);
}

/* A conjunction some branch of which is a run or holds dots. */
static bool is_run_conj(const struct matcher *m, const struct cfix_node *item)
{
	if (item->kind != CFIX_NODE_DISJ || !item->op || strcmp(item->op, "&") ||
	    !item->nkids)
		return false;
	for (uint32_t k = 0; k < item->nkids; k++)
		if (item->kids[k] && (is_braceless(m, item->kids[k]) ||
				      cfix__match_branch_has_dots(m, item->kids[k])))
			return true;
	return false;
}

/*
 * An expression item (no ';') matched in the head of an if, a loop or a
 * switch, then `...`: the dots go on from the head, into the branches,
 * as in spatch's control flow (api/atomic_as_refcounter's
 * `atomic_dec_and_test(...) ... schedule_delayed_work(...);` finds
 * `if (atomic_dec_and_test(&c->n)) schedule_delayed_work(...);`).
 * The scan then starts at the statement itself, whose branches it
 * walks.
 */
static bool header_then_dots(const struct seq *sq, uint32_t pi,
			     const struct cfix_node *stmt)
{
	const struct cfix_node *item = sq->pat->kids[pi];
	bool expr_item;

	if (pi + 1 >= sq->pat->nkids || !cfix__match_is_stmt_dots(sq->pat->kids[pi + 1]))
		return false;
	switch (stmt->kind) {
	case CFIX_NODE_IF: case CFIX_NODE_WHILE: case CFIX_NODE_FOR:
	case CFIX_NODE_SWITCH:
		break;
	default:
		return false;
	}
	expr_item = (item->kind == CFIX_NODE_EXPR_STMT &&
		     (item->flags & CFIX_NODEF_BARE_EXPR)) ||
		    (item->kind == CFIX_NODE_DISJ &&
		     !cfix__match_pattern_is_stmt(item) && item->nkids &&
		     item->kids[0] && cfix_node_is_expr(item->kids[0]));
	return expr_item;
}

/* Pattern items pi.. against the statements from p on. */
bool cfix__match_seq_match(struct matcher *m, const struct seq *sq, uint32_t pi,
			   struct pos p)
{
	const struct cfix_node *item, *stmt;

	if (pi == sq->pat->nkids) {
		const struct cfix_node *loop;

		/* at the block's end; not where control goes back to the
		 * head of a loop whose body the run ended in (spatch's
		 * next node is the loop's head, not the block's `}`) */
		return !sq->whole || returned_outside(sq, p) ||
		       (!cfix__match_pos_settle(sq, &p, &loop) && !loop);
	}
	item = sq->pat->kids[pi];
	if (item->flags & CFIX_NODEF_OPTIONAL) {
		/* `?` lines: the statement, or nothing */
		struct snapshot snap;

		cfix__match_snapshot_take(m, &snap);
		stmt = pos_stmt(p);
		if (stmt && cfix__match_item(m, item, stmt) &&
		    cfix__match_seq_match(m, sq, pi + 1, pos_step(p))) {
			cfix__match_snapshot_release(&snap);
			return true;
		}
		cfix__match_snapshot_restore(m, &snap);
		cfix__match_snapshot_release(&snap);
		return cfix__match_seq_match(m, sq, pi + 1, p);
	}
	if (cfix__match_is_stmt_dots(item))
		return cfix__match_dots(m, sq, pi, p);
	stmt = pos_stmt(p);
	if (!stmt)
		return false;
	if (is_label_item(item))
		return seq_label_spliced(m, sq, pi, p);
	if (is_run_conj(m, item))
		return seq_conj(m, sq, pi, p);
	/* a conjunction's branches all match the one statement */
	if (item->kind == CFIX_NODE_DISJ && cfix__match_pattern_is_stmt(item) &&
	    !(item->op && !strcmp(item->op, "&")))
		return seq_disj(m, sq, pi, p);
	if (!cfix__match_item(m, item, stmt))
		return false;
	if (header_then_dots(sq, pi, stmt)) {
		m->past_head = stmt;
		return cfix__match_seq_match(m, sq, pi + 1, p);
	}
	/* after a goto the dots go on at its label, as in spatch's
	 * control flow (cocci-tests dropenderr's `- goto l; ... l:`) */
	if (stmt->kind == CFIX_NODE_GOTO && pi + 1 < sq->pat->nkids &&
	    cfix__match_is_stmt_dots(sq->pat->kids[pi + 1])) {
		const struct cfix_node *target = cfix__match_goto_target(m, stmt);

		return target && cfix__match_seq_match(m, sq, pi + 1,
						       pos_single(target));
	}
	/* the next statement is no path's next after a return, or an if
	 * or switch all of whose ways end so: spatch's `S; ;` does not take
	 * the dead `;` of `return x;;` (misc/semicolon) */
	if (pi + 1 < sq->pat->nkids &&
	    !cfix__match_is_stmt_dots(sq->pat->kids[pi + 1]) &&
	    !cfix__match_falls_through(stmt))
		return false;
	return cfix__match_seq_match(m, sq, pi + 1, pos_next(p, stmt));
}

bool cfix__match_is_case_label(const struct cfix_node *stmt)
{
	return stmt && (stmt->kind == CFIX_NODE_CASE ||
			stmt->kind == CFIX_NODE_DEFAULT);
}

const struct cfix_node *cfix__match_label_stmt(const struct cfix_node *label)
{
	uint32_t k = label->kind == CFIX_NODE_DEFAULT ? 0 : 1;

	return k < label->nkids ? label->kids[k] : NULL;
}

/* Does the rule remove the braces of block pattern pat? */
static bool removes_braces(const struct cfix_rule *rule,
			   const struct cfix_node *pat)
{
	return pat->first <= pat->last &&
	       !strcmp(rule->toks[pat->first].text, "{") &&
	       (rule->remove[pat->first] || rule->remove[pat->last]);
}

/* `{ ... }` against a block: its statements, all of them. */
bool cfix__match_block(struct matcher *m, const struct cfix_node *pat,
		       const struct cfix_node *src)
{
	struct seq sq = { .pat = pat, .limit = src, .whole = true };
	const struct cfix_node *list = cfix__match_lone_stmt_list(m, pat);

	/* a function's body keeps its braces: spatch matches it with a
	 * block pattern, but not with one that removes the braces (unless
	 * the rule's block is a function's body too) */
	if (src->parent && src->parent->kind == CFIX_NODE_FUNCTION &&
	    !(pat->parent && pat->parent->kind == CFIX_NODE_FUNCTION) &&
	    removes_braces(m->rule, pat))
		return false;
	if (list ? !cfix__match_bind_stmt_list(m, list, src)
		 : !cfix__match_seq_match(m, &sq, 0,
					  (struct pos){ src, 0, false }))
		return false;
	if (pat->first <= pat->last && src->first <= src->last &&
	    !strcmp(m->rule->toks[pat->first].text, "{")) {
		cfix__match_map_token(m, pat->first, src->first, src->first);
		cfix__match_map_token(m, pat->last, src->last, src->last);
	}
	cfix__match_note_macro(m, src);
	return true;
}

/* Is src, a statement but not a block, the branch of an if or a loop
 * (where braces are optional)? */

/*
 * Are block pattern pat's braces removed while some of what they hold
 * stays?  Coccinelle's braces isomorphisms apply to a block that is all
 * minus (plus code allowed) or all context (iso_pattern.ml: "braces
 * must be all minus ... or all context"): `- if (E) { free(E); - }`
 * keeps its braces, while minmax's `- if (C) { - m = x; - } else ...`
 * goes whole.
 */
static bool removes_braces_only(const struct cfix_rule *rule,
				const struct cfix_node *pat)
{
	if (!rule->remove[pat->first] && !rule->remove[pat->last])
		return false;
	/* minus, not remove: the minimal diff keeps tokens the added code
	 * shares (`min_val =` of `+ min_val = min(x, y);`) */
	for (uint32_t t = pat->first; t <= pat->last; t++)
		if (!rule->minus[t])
			return true;
	return false;
}

/*
 * Coccinelle's braces isomorphism: a block the rule writes, `if (C) {
 * ... return ...; }`, also matches a branch written without braces,
 * `if (c) return x;` (free/put_device, free/clk_put).  The statement is
 * matched as a block of one; the rule's braces map to nothing, so a
 * rule that removes them but not all they hold, or anchors added code
 * at them, does not match this way, nor does `{ ... }@p`.  A block
 * removed whole maps its braces to nothing removed.
 */
bool cfix__match_unbraced(struct matcher *m, const struct cfix_node *pat,
			  const struct cfix_node *src)
{
	struct cfix_node *kids[1] = { (struct cfix_node *)src };
	struct cfix_node block = { .kind = CFIX_NODE_COMPOUND, .metavar = -1,
				   .first = src->first, .last = src->last,
				   .parent = src->parent, .kids = kids,
				   .nkids = 1 };
	struct seq sq = { .pat = pat, .limit = &block, .whole = true };

	if (pat->first > pat->last ||
	    strcmp(m->rule->toks[pat->first].text, "{") ||
	    !cfix_node_is_branch(src,
				 CFIX_BRANCH_UNBRACED | CFIX_BRANCH_STMT) ||
	    removes_braces_only(m->rule, pat) ||
	    !cfix__braces_on(m->rule, pat))
		return false;
	for (uint32_t i = 0; i < m->rule->ninsertions; i++)
		if (m->rule->insertions[i].anchor == pat->first ||
		    m->rule->insertions[i].anchor == pat->last)
			return false;
	/* `{ ... }@p`: no brace for p to be on (spatch does not match) */
	for (uint32_t k = 0; k < m->rule->npositions; k++)
		if (m->rule->positions[k].node == pat)
			return false;
	return cfix__match_seq_match(m, &sq, 0,
				     (struct pos){ &block, 0, false });
}
