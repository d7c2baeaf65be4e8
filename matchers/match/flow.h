/*
 * flow.h: what structure.c calls in flow.c (runs of statements and the
 * `...` between them), and the places in a function's statements those
 * runs walk.  With structure.h, the one circle of calls between the
 * matcher's files.
 */
#ifndef CFIX_MATCH_FLOW_H
#define CFIX_MATCH_FLOW_H

#include "state.h"

/*
 * A place in a function's statements: statement j of a block, or (single)
 * a statement that is no block's kid (an unbraced branch), j 0 or 1.
 */
struct pos {
	const struct cfix_node *list;
	uint32_t j;
	bool single;
};

/* A run of pattern statements being matched. */
struct seq {
	const struct cfix_node *pat;	/* items: pat->kids */
	const struct cfix_node *limit;	/* the block it may not leave, or
					   NULL: up to the function's end */
	bool whole;			/* must end at limit's end */
};

/* Is block the body of a function definition? */
bool cfix__match_is_function_body(const struct cfix_node *block);

/* Pattern items pi.. against the statements from p on. */
bool cfix__match_seq_match(struct matcher *m, const struct seq *sq,
			   uint32_t pi, struct pos p);

/* `{ ... }` against a block: its statements, all of them. */
bool cfix__match_block(struct matcher *m, const struct cfix_node *pat,
		       const struct cfix_node *src);

/* Coccinelle's braces isomorphism: a block the rule writes also matches
 * a branch written without braces. */
bool cfix__match_unbraced(struct matcher *m, const struct cfix_node *pat,
			  const struct cfix_node *src);

/* One item of a run against a statement (an expression item standing
 * alone matches a statement holding it). */
bool cfix__match_item(struct matcher *m, const struct cfix_node *item,
		      const struct cfix_node *stmt);
/* Is pat a statement `...` or a nest standing for statements? */
bool cfix__match_is_stmt_dots(const struct cfix_node *pat);
/* A case or default label; the statement it holds, or NULL. */
bool cfix__match_is_case_label(const struct cfix_node *stmt);
const struct cfix_node *cfix__match_label_stmt(const struct cfix_node *label);

/* A switch (switches.c): its case groups in any order (as in spatch),
 * else its body in order. */
bool cfix__match_switch(struct matcher *m, const struct cfix_node *pat,
			const struct cfix_node *src);

#endif

