/*
 * Questions about statements that need no matcher state: the part of a
 * statement control passes first (its head), where a break, continue or
 * goto leads, whether a pattern node is a statement or a nest, and which
 * pattern kinds can match which source nodes.
 */
#include "statements.h"

#include <string.h>

int32_t cfix__match_nest_scope(const struct cfix_rule *rule,
			       const struct cfix_node *pat)
{
	for (uint32_t s = 0; s < rule->nscopes; s++)
		if (rule->scopes[s].nest && rule->scopes[s].open == pat->first)
			return (int32_t)s;
	return -1;
}

bool cfix__match_adds_after(const struct cfix_rule *rule, uint32_t tok)
{
	for (uint32_t i = 0; i < rule->ninsertions; i++)
		if (rule->insertions[i].anchor == tok &&
		    rule->insertions[i].after)
			return true;
	return false;
}

bool cfix__match_rest_optional(const struct cfix_node *run, uint32_t from)
{
	if (from >= run->nkids)
		return false;
	for (uint32_t i = from; i < run->nkids; i++)
		if (!run->kids[i] || !(run->kids[i]->flags & CFIX_NODEF_OPTIONAL))
			return false;
	return true;
}

bool cfix__match_pattern_is_stmt(const struct cfix_node *pat)
{
	while (pat && (pat->kind == CFIX_NODE_DISJ || pat->kind == CFIX_NODE_NEST))
		pat = pat->nkids ? pat->kids[0] : NULL;
	return pat && (cfix_node_is_stmt(pat) || pat->kind == CFIX_NODE_COMPOUND);
}

/* Is pat a disjunction of struct or union definitions
 * (flexible_array.cocci's `( struct name { ... }; | struct { ... }; )`)? */
static bool records_only(const struct cfix_node *pat)
{
	if (pat->kind != CFIX_NODE_DISJ || !pat->nkids)
		return false;
	for (uint32_t i = 0; i < pat->nkids; i++)
		if (!pat->kids[i] || pat->kids[i]->kind != CFIX_NODE_RECORD)
			return false;
	return true;
}

bool cfix__match_is_stmt_metavar(const struct cfix_rule *rule,
				 const struct cfix_node *pat)
{
	return pat->metavar >= 0 && pat->first == pat->last &&
	       (uint32_t)pat->metavar < rule->nmetavars &&
	       rule->metavars[pat->metavar].kind == CFIX_MV_STATEMENT;
}

/* Could pat match src at all (an expression pattern, an expression)? */
bool cfix__match_kinds_compatible(const struct cfix_node *pat,
				  const struct cfix_node *src)
{
	if (src->first > src->last)
		return false;
	if (records_only(pat))
		return src->kind == CFIX_NODE_RECORD;
	if (cfix__match_pattern_is_stmt(pat))
		return cfix_node_is_stmt(src);
	return cfix_node_is_expr(src);
}

/* The part of a statement control passes before choosing a path: an
 * if's condition, a loop's head; NULL for blocks and labels. */
const struct cfix_node *cfix__match_stmt_head(const struct cfix_node *stmt,
					      uint32_t *count)
{
	*count = 1;
	switch (stmt->kind) {
	case CFIX_NODE_IF:
	case CFIX_NODE_WHILE:
	case CFIX_NODE_SWITCH:
	case CFIX_NODE_ITERATOR:
		return stmt->kids[0];
	case CFIX_NODE_DO:
		return stmt->nkids > 1 ? stmt->kids[1] : NULL;
	case CFIX_NODE_FOR:
		*count = 3;
		return stmt;	/* kids 0..2 */
	case CFIX_NODE_COMPOUND:
	case CFIX_NODE_LABEL:
	case CFIX_NODE_CASE:
	case CFIX_NODE_DEFAULT:
		return NULL;
	default:
		return stmt;
	}
}

/* Is stmt inside an if (an error path's return, when not strict)? */
bool cfix__match_inside_if(const struct cfix_node *stmt)
{
	for (const struct cfix_node *p = stmt->parent; p; p = p->parent) {
		if (p->kind == CFIX_NODE_IF)
			return true;
		if (p->kind == CFIX_NODE_FUNCTION)
			break;
	}
	return false;
}

/* The loop (or, for break, switch) a break or continue leaves. */
const struct cfix_node *cfix__match_jump_target(const struct cfix_node *stmt,
						bool is_break)
{
	for (const struct cfix_node *p = stmt->parent; p; p = p->parent) {
		switch (p->kind) {
		case CFIX_NODE_SWITCH:
			if (is_break)
				return p;
			break;
		case CFIX_NODE_WHILE:
		case CFIX_NODE_DO:
		case CFIX_NODE_FOR:
		case CFIX_NODE_ITERATOR:
			return p;
		case CFIX_NODE_FUNCTION:
			return NULL;
		default:
			break;
		}
	}
	return NULL;
}

const struct cfix_node *cfix__match_find_label(const struct cfix_node *node,
					       const char *name)
{
	if (!node)
		return NULL;
	if (node->kind == CFIX_NODE_LABEL && node->kids[0] &&
	    node->kids[0]->text && !strcmp(node->kids[0]->text, name))
		return node;
	for (uint32_t i = 0; i < node->nkids; i++) {
		const struct cfix_node *found =
			cfix__match_find_label(node->kids[i], name);

		if (found)
			return found;
	}
	return NULL;
}

const struct cfix_node *cfix__match_function_of(const struct cfix_node *node)
{
	while (node && node->kind != CFIX_NODE_FUNCTION)
		node = node->parent;
	return node;
}

/* Does a break under node leave sw (not a loop or switch inside)? */
static bool breaks_out(const struct cfix_node *node, const struct cfix_node *sw)
{
	if (!node)
		return false;
	if (node->kind == CFIX_NODE_BREAK)
		return cfix__match_jump_target(node, true) == sw;
	for (uint32_t i = 0; i < node->nkids; i++)
		if (breaks_out(node->kids[i], sw))
			return true;
	return false;
}

/* Does the switch body hold a default label (not a nested switch's)? */
static bool has_default(const struct cfix_node *node)
{
	if (!node || node->kind == CFIX_NODE_SWITCH)
		return false;
	if (node->kind == CFIX_NODE_DEFAULT)
		return true;
	for (uint32_t i = 0; i < node->nkids; i++)
		if (has_default(node->kids[i]))
			return true;
	return false;
}

bool cfix__match_falls_through(const struct cfix_node *stmt)
{
	const struct cfix_node *last = NULL;

	if (!stmt)
		return true;
	switch (stmt->kind) {
	case CFIX_NODE_RETURN: case CFIX_NODE_GOTO:
	case CFIX_NODE_BREAK: case CFIX_NODE_CONTINUE:
		return false;
	case CFIX_NODE_COMPOUND:
		for (uint32_t i = 0; i < stmt->nkids; i++)
			if (stmt->kids[i])
				last = stmt->kids[i];
		return cfix__match_falls_through(last);
	case CFIX_NODE_IF:
		return stmt->nkids < 3 || !stmt->kids[2] ||
		       cfix__match_falls_through(stmt->kids[1]) ||
		       cfix__match_falls_through(stmt->kids[2]);
	case CFIX_NODE_SWITCH:
		return stmt->nkids < 2 || !has_default(stmt->kids[1]) ||
		       breaks_out(stmt->kids[1], stmt) ||
		       cfix__match_falls_through(stmt->kids[1]);
	case CFIX_NODE_LABEL: case CFIX_NODE_CASE:
		return cfix__match_falls_through(stmt->nkids > 1 ? stmt->kids[1]
								 : NULL);
	case CFIX_NODE_DEFAULT:
		return cfix__match_falls_through(stmt->nkids ? stmt->kids[0]
							     : NULL);
	default:
		return true;
	}
}
