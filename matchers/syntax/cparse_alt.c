/*
 * cparse_alt.c: an #if chain of whole statements read as alternatives.
 *
 * spatch's control flow holds every branch of such a chain, and a path
 * goes through one branch, never from one into the next
 * (parsing_c/control_flow_c_build.ml, IfdefStmt2).  cfix's flow has
 * that shape already: an `if` whose branches are the chain's.  So the
 * chain `#if A` / s1 / `#elif B` / s2 / `#else` / s3 / `#endif` is the
 * node IF(-, {s1}, IF(-, {s2}, {s3})), the IFs and the branch blocks
 * with op "#if" (no pattern matches them; no condition, no braces), and
 * a chain of one branch IF(-, {s1}, NULL): spatch's [fallthrough] edge.
 * The own front end marks the chains (CFIX_TOKF_ALT on each directive's
 * '#'); their directive lines stay hidden from the rest of the parser.
 */
#include "cparse_internal.h"

#include <string.h>

/* The first marked directive unread between the last consumed token and
 * the next visible one: its '#', or NONE. */
static uint32_t pending(const struct parser *ps)
{
	uint32_t i = ps->prev == NONE ? 0 : ps->prev + 1;

	if (i < ps->alt_from)
		i = ps->alt_from;
	for (; i < ps->pos && i < ps->end; i++)
		if ((ps->toks[i].flags & CFIX_TOKF_ALT) && i + 1 < ps->end)
			return i;
	return NONE;
}

static bool opens(const struct parser *ps, uint32_t d)
{
	const char *w = ps->toks[d + 1].text;

	return !strcmp(w, "if") || !strcmp(w, "ifdef") || !strcmp(w, "ifndef");
}

/* One branch: the statements up to the chain's next directive, which
 * is returned (NONE: the block or the text ended first). */
static struct cfix_node *branch(struct parser *ps, uint32_t *next,
				struct cfix_node *(*stmt)(struct parser *))
{
	struct cfix_node *block = start_node(ps, CFIX_NODE_COMPOUND);

	block->op = "#if";
	ps->alt_depth++;
	cfix__cparse_stmt_items(ps, block, stmt);
	ps->alt_depth--;
	*next = pending(ps);
	if (*next != NONE) {
		ps->alt_from = *next + 1;
		if (opens(ps, *next))	/* not the chain's: left unread */
			*next = NONE;
	}
	return finish(ps, block);
}

/* The branches from the one just opened to the #endif, as IF nodes. */
static struct cfix_node *branches(struct parser *ps,
				  struct cfix_node *(*stmt)(struct parser *))
{
	struct cfix_node *node = start_node(ps, CFIX_NODE_IF);
	uint32_t next;
	struct cfix_node *kid = branch(ps, &next, stmt);

	node->op = "#if";
	add(ps, node, NULL);
	add(ps, node, kid);
	if (next == NONE || !strcmp(ps->toks[next + 1].text, "endif")) {
		add(ps, node, NULL);
	} else {
		struct cfix_node *rest = branches(ps, stmt);

		/* the last branch is the else of the one before it */
		if (!rest->kids[2] && rest->nkids == 3)
			rest = rest->kids[1];
		add(ps, node, rest);
	}
	return finish(ps, node);
}

/* The chain starting between the last consumed token and the next, or
 * NULL; *end set when an #elif, #else or #endif of the chain being
 * read lies there instead: the branch ends. */
static struct cfix_node *alt_chain(struct parser *ps, bool *end,
				   struct cfix_node *(*stmt)(struct parser *))
{
	uint32_t d = pending(ps);

	*end = false;
	if (d == NONE || ps->pattern)
		return NULL;
	ps->alt_from = d + 1;
	if (!opens(ps, d)) {
		*end = ps->alt_depth > 0;
		if (*end)	/* the enclosing branch reads it again */
			ps->alt_from = d;
		return *end ? NULL : alt_chain(ps, end, stmt);
	}
	if (ps->alt_depth >= 64)
		return NULL;
	return branches(ps, stmt);
}

/* A "#if" block of kid, from token first on. */
static struct cfix_node *alt_block(struct parser *ps, uint32_t first,
				   struct cfix_node *kid)
{
	struct cfix_node *block = node_at(ps, CFIX_NODE_COMPOUND, first);

	block->op = "#if";
	add(ps, block, kid);
	return finish(ps, block);
}

/*
 * In C mode, an `else` whose `if` is under another #if branch, pcre2's
 * `#ifndef W` / s; / `#else` / `if (c)` / `#endif` / `{...}` /
 * `#ifdef W` / `else {...}` / `#endif`: the branches read (one each)
 * leave the statement before it (`{...}`) and the else's.  Whatever the
 * configuration, at most one of the two runs after the other code: read
 * as alternatives, the node IF(-, {prev}, {else's}) op "#if" as a
 * chain's (spatch 1.1.1 cannot parse the function).  *prev is replaced.
 */
static bool orphan_else(struct parser *ps, struct cfix_node **prev,
			struct cfix_node *(*stmt)(struct parser *))
{
	struct cfix_node *node, *then, *body;
	uint32_t at;

	advance(ps);		/* else */
	at = ps->pos;
	if (!(body = stmt(ps)))
		return false;
	body = alt_block(ps, at, body);
	then = alt_block(ps, (*prev)->first, *prev);
	then->last = (*prev)->last;
	node = node_at(ps, CFIX_NODE_IF, (*prev)->first);
	node->op = "#if";
	add(ps, node, NULL);
	add(ps, node, then);
	add(ps, node, body);
	*prev = finish(ps, node);
	return true;
}

bool cfix__cparse_stmt_items(struct parser *ps, struct cfix_node *list,
			     struct cfix_node *(*stmt)(struct parser *))
{
	while (!at_end(ps) && !is(ps, "}")) {
		struct mark start = mark_take(ps);
		bool branch_end = false;
		struct cfix_node *node = alt_chain(ps, &branch_end, stmt);

		if (branch_end)
			return true;
		if (!node && !ps->pattern && is(ps, "else") && list->nkids &&
		    list->kids[list->nkids - 1] &&
		    cfix_node_is_stmt(list->kids[list->nkids - 1]) &&
		    list->kids[list->nkids - 1]->kind != CFIX_NODE_DECL) {
			if (orphan_else(ps, &list->kids[list->nkids - 1], stmt))
				continue;
			mark_restore(ps, start);
			ps->error = NULL;
		}
		if (!node)
			node = stmt(ps);
		if (!node) {
			if (ps->pattern)
				return false;
			node = cfix__cparse_recover(ps, start);
		}
		add(ps, list, node);
	}
	return true;
}
