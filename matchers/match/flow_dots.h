/*
 * flow_dots.h: between flow.c (runs of statements) and flow_dots.c (the
 * `...` between their items, walked along control flow): the places in
 * a function's statements both step through, and what each calls in
 * the other.
 */
#ifndef CFIX_MATCH_FLOW_DOTS_H
#define CFIX_MATCH_FLOW_DOTS_H

#include "flow.h"

/* The statement at p, or NULL past the end of its list. */
static inline const struct cfix_node *pos_stmt(struct pos p)
{
	if (p.single)
		return p.j == 0 ? p.list : NULL;
	return p.j < p.list->nkids ? p.list->kids[p.j] : NULL;
}

/* The next statement of p's list. */
static inline struct pos pos_step(struct pos p)
{
	p.j++;
	return p;
}

/* A statement that is no block's kid, alone. */
static inline struct pos pos_single(const struct cfix_node *stmt)
{
	return (struct pos){ .list = stmt, .j = 0, .single = true };
}

/* The place control reaches after stmt ends. */
static inline struct pos pos_after(const struct cfix_node *stmt)
{
	return (struct pos){ .list = stmt, .j = 1, .single = true };
}

/* The position at the start of branch (a block or a statement). */
static inline struct pos pos_into(const struct cfix_node *branch)
{
	if (branch->kind == CFIX_NODE_COMPOUND)
		return (struct pos){ .list = branch, .j = 0 };
	return pos_single(branch);
}

/*
 * Moves p, when it is past the end of its list, to the statement
 * control reaches next: after the enclosing statement, up to the limit
 * block or the function.  Returns false at their end; with left, also
 * at the end of a loop's body, *left the loop (else NULL).
 */
bool cfix__match_pos_settle(const struct seq *sq, struct pos *p,
			    const struct cfix_node **left);
/* The body of a loop (while, for, do, iterator), else NULL: control
 * goes back to the loop's head after it. */
const struct cfix_node *cfix__match_loop_body(const struct cfix_node *stmt);
/* Is node inside block (by tokens)? */
bool cfix__match_is_within(const struct cfix_node *node,
			   const struct cfix_node *block);
/* A branch that is, or holds, statement dots (`( ... f(); | g(); )`). */
bool cfix__match_branch_has_dots(const struct matcher *m,
				 const struct cfix_node *branch);

/* Is item an expression standing alone among statements (`... E`,
 * `... ( E->f | *E )`), which matches a statement holding it? */
bool cfix__match_is_expr_item(const struct matcher *m,
			      const struct cfix_node *item);

/* The label goto statement stmt leads to, or NULL (labels.c). */
const struct cfix_node *cfix__match_goto_target(struct matcher *m,
						const struct cfix_node *stmt);

/* The dots item pi of a run, from p on, then the items after it
 * (flow_dots.c). */
bool cfix__match_dots(struct matcher *m, const struct seq *sq, uint32_t pi,
		      struct pos p);

#endif
