/*
 * braces.h: the braces a fix gives an unbraced branch (braces.c), for
 * changes.c's actions of a match.
 */
#ifndef CFIX_MATCH_BRACES_H
#define CFIX_MATCH_BRACES_H

#include "changes.h"

/* Statements insertion ins adds: its ';' and '}' at bracket depth 0. */
unsigned cfix__match_added_statements(const struct cfix_rule *rule,
				      const struct cfix_insertion *ins);

/* Does acts already open a brace at offset? */
bool cfix__match_opens_brace_at(const action_list *acts, uint32_t offset);

/* Braces around unbraced branch stmt (kept: its own code stays). */
void cfix__match_wrap_branch(const struct matcher *m,
			     const struct cfix_node *stmt, bool kept,
			     action_list *acts);

/* A rule that is one statement, at a branch without braces: braces
 * around it when the fix makes it several statements, `{}` when none. */
void cfix__match_add_braces(const struct matcher *m, action_list *acts);

/* The unbraced branches among the statements of bytes [begin, end)
 * that a kept statement fills and the fix adds a line to: braced. */
void cfix__match_brace_reached_branches(const struct matcher *m,
					 const struct cfix_node *node,
					 uint32_t begin, uint32_t end,
					 action_list *acts);

/* The unbraced branches among bytes [begin, end) the fix removes whole,
 * their if or loop kept: `{}` in their place. */
void cfix__match_empty_removed_branches(const struct matcher *m,
					 const struct cfix_node *node,
					 uint32_t begin, uint32_t end,
					 action_list *acts);

#endif
