/*
 * statements.h: questions about statements and patterns that need no
 * matcher state (statements.c).
 */
#ifndef CFIX_MATCH_STATEMENTS_H
#define CFIX_MATCH_STATEMENTS_H

#include "state.h"

/* The scope of nest pattern pat, or -1. */
int32_t cfix__match_nest_scope(const struct cfix_rule *rule,
			       const struct cfix_node *pat);

/* Is pat (under disjunctions and nests) a statement pattern? */
bool cfix__match_pattern_is_stmt(const struct cfix_node *pat);

/* Is rule token tok the anchor of code added after it? */
bool cfix__match_adds_after(const struct cfix_rule *rule, uint32_t tok);


/* Are a run's items from `from` on all of `?` lines (and some)? */
bool cfix__match_rest_optional(const struct cfix_node *run, uint32_t from);

/* Is pat a statement metavariable alone (`when != S`)?  It stands for
 * a statement, though written as a name. */
bool cfix__match_is_stmt_metavar(const struct cfix_rule *rule,
				 const struct cfix_node *pat);

/* Could pat match src at all (an expression pattern, an expression)? */
bool cfix__match_kinds_compatible(const struct cfix_node *pat,
				  const struct cfix_node *src);

/* The part of a statement control passes before choosing a path: an
 * if's condition, a loop's head (*count 1), or a for itself standing
 * for its kids 0..2 (*count 3); NULL for blocks and labels. */
const struct cfix_node *cfix__match_stmt_head(const struct cfix_node *stmt,
					      uint32_t *count);

/* Is stmt inside an if (an error path's return, when not strict)? */
bool cfix__match_inside_if(const struct cfix_node *stmt);

/* The loop (or, for break, switch) a break or continue leaves. */
const struct cfix_node *cfix__match_jump_target(const struct cfix_node *stmt,
						bool is_break);

/* Can control reach the end of stmt and go on to the statement after
 * it?  Not after a return, goto, break or continue, nor an if or switch
 * each of whose ways ends so (loops are taken to end). */
bool cfix__match_falls_through(const struct cfix_node *stmt);

/* The label statement named name under node, or NULL. */
const struct cfix_node *cfix__match_find_label(const struct cfix_node *node,
					       const char *name);

/* The function node holds node, or NULL. */
const struct cfix_node *cfix__match_function_of(const struct cfix_node *node);

#endif
