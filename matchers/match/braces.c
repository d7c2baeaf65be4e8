/*
 * Braces a fix gives an unbraced branch, as Coccinelle prints them: a
 * branch that grows to several statements is wrapped, one the fix
 * empties gets `{}`.  changes.c calls these on a match's actions.
 */
#include "braces.h"
#include "tokens.h"

#include <string.h>

/* Statements an insertion adds: its ';' and '}' at bracket depth 0. */
unsigned cfix__match_added_statements(const struct cfix_rule *rule,
				      const struct cfix_insertion *ins)
{
	unsigned count = 0;
	int depth = 0;

	for (uint32_t i = ins->first; i <= ins->last; i++) {
		const char *t = rule->plus_toks[i].text;

		if (!strcmp(t, "(") || !strcmp(t, "[") || !strcmp(t, "{"))
			depth++;
		else if (!strcmp(t, ")") || !strcmp(t, "]"))
			depth--;
		else if (!strcmp(t, "}") && --depth == 0)
			count++;
		else if (!strcmp(t, ";") && depth == 0)
			count++;
	}
	return count;
}

/* "\n" + the indentation of node's first line + "}", for a closing
 * brace lined up with the statement it closes. */
static const char *closing_brace(const struct matcher *m,
				 const struct cfix_node *node)
{
	const char *text = m->source->text;
	uint32_t at = m->source->toks[node->first].begin, ls = at, ie;
	const char *nl = memchr(text, '\n', m->source->len);
	bool crlf = nl && nl > text && nl[-1] == '\r';

	while (ls > 0 && text[ls - 1] != '\n')
		ls--;
	for (ie = ls; ie < at && (text[ie] == ' ' || text[ie] == '\t'); ie++)
		;
	return cfix_arena_printf(m->source->arena, "%s%.*s}",
				 crlf ? "\r\n" : "\n", (int)(ie - ls),
				 text + ls);
}

/*
 * Braces round the unbraced branch stmt: ` {` after the token before
 * it and, with its code kept, a `}` lined up with its header after it,
 * else (the branch removed) a `}` line after what replaces it.
 */
void cfix__match_wrap_branch(const struct matcher *m,
			     const struct cfix_node *stmt, bool kept,
			     action_list *acts)
{
	uint32_t before = m->source->toks[stmt->first - 1].end;
	uint32_t after = m->source->toks[stmt->last].end;

	cfix_array_push(acts, ((struct cfix_action){
		.kind = CFIX_ACTION_INSERT, .begin = before, .end = before,
		.text = " {", .after = true }));
	cfix_array_push(acts, ((struct cfix_action){
		.kind = CFIX_ACTION_INSERT, .begin = after, .end = after,
		.text = kept ? closing_brace(m, stmt->parent) : "}",
		.own_line = !kept, .after = true }));
}

/* The kind of the rule's metavariable when the whole pattern is that one
 * metavariable (`- S`, `d`), else -1. */
int cfix__match_lone_metavar_kind(const struct cfix_rule *rule)
{
	const struct cfix_node *pat = rule->pattern;

	/* no pattern: a `#define` rule (match/defines.c) */
	if (!pat || pat->metavar < 0 || pat->first != pat->last)
		return -1;
	return (int)rule->metavars[pat->metavar].kind;
}

/* Does acts already open a brace at offset (add_braces(), brace_filled_branches())? */
bool cfix__match_opens_brace_at(const action_list *acts, uint32_t offset)
{
	for (size_t i = 0; i < acts->len; i++)
		if (acts->items[i].kind == CFIX_ACTION_INSERT &&
		    acts->items[i].begin == offset && acts->items[i].text &&
		    strchr(acts->items[i].text, '{'))
			return true;
	return false;
}

/*
 * A branch without braces that the fix turns into several statements
 * gets braces, and one it empties gets `{}`, as Coccinelle prints them:
 * `if (x) foo();` + an added `bar();` becomes `if (x) {` ... `}`.
 */
void cfix__match_add_braces(const struct matcher *m, action_list *acts)
{
	const struct cfix_rule *rule = m->rule;
	const struct cfix_node *stmt = m->root;
	unsigned added = 0, remaining;
	bool all_removed = true;
	uint32_t before, after;

	/* a lone S with code added beside it: a block that is a branch is
	 * one statement of the braces added around it too */
	if (cfix__match_lone_metavar_kind(rule) == CFIX_MV_STATEMENT) {
		if (!cfix_node_is_branch(stmt, 0))
			return;
	} else if (!cfix_node_is_stmt(rule->pattern) ||
		   !cfix_node_is_branch(stmt, CFIX_BRANCH_UNBRACED)) {
		return;
	}
	for (uint32_t i = 0; i < rule->ninsertions; i++)
		if (rule->insertions[i].newline)
			added += cfix__match_added_statements(
				rule, &rule->insertions[i]);
	for (uint32_t i = 0; i < rule->ntoks; i++)
		all_removed &= rule->remove[i];
	remaining = added + !all_removed;
	if (remaining == 1 || stmt->first == 0)
		return;
	before = m->source->toks[stmt->first - 1].end;
	after = m->source->toks[stmt->last].end;
	if (cfix__match_opens_brace_at(acts, before))
		return;
	if (remaining == 0) {
		cfix_array_push(acts, ((struct cfix_action){
			.kind = CFIX_ACTION_INSERT, .begin = after,
			.end = after, .text = "{}", .after = true }));
		return;
	}
	cfix__match_wrap_branch(m, stmt, !all_removed, acts);
}

/* Does an action of acts remove all of [begin, end)? */
static bool removed_whole(const action_list *acts, uint32_t begin,
			  uint32_t end)
{
	for (size_t i = 0; i < acts->len; i++) {
		const struct cfix_action *a = &acts->items[i];

		if (a->kind == CFIX_ACTION_REMOVE && a->begin <= begin &&
		    a->end >= end)
			return true;
	}
	return false;
}

/* Does an action of acts add a line at offset? */
static bool adds_line_at(const action_list *acts, uint32_t offset)
{
	for (size_t i = 0; i < acts->len; i++) {
		const struct cfix_action *a = &acts->items[i];

		if (a->kind == CFIX_ACTION_INSERT && a->own_line &&
		    a->begin == offset && a->text && *a->text)
			return true;
	}
	return false;
}

/*
 * An unbraced branch under node that a kept statement fills and the
 * fix adds a line to, before it, or after it where an `else` follows
 * (there the line cannot be meant after the if): braces go around it,
 * or the added line would leave the branch (`if (c) g(); h();`).
 * add_braces() does this for a rule that is one statement; a sequence
 * rule reaches such branches through `...`, one per path (`g(X); ...
 * + f(Y); h(Y);` over `if (c) h(2); else h(3);`).  Code added after a
 * branch with no `else` after it is at the same byte as code added
 * after the whole if, so it is left as it is.
 */
static void brace_branches_under(const struct matcher *m,
				 const struct cfix_node *node,
				 action_list *acts)
{
	const struct cfix_token *toks = m->source->toks;

	if (!node)
		return;
	for (uint32_t k = 0; k < node->nkids; k++)
		brace_branches_under(m, node->kids[k], acts);
	if (!cfix_node_is_branch(node, CFIX_BRANCH_UNBRACED) ||
	    node->kind == CFIX_NODE_DECL ||
	    node->first == 0 || node->first > node->last ||
	    node->last >= m->source->ntoks)
		return;
	uint32_t begin = toks[node->first].begin, end = toks[node->last].end;
	uint32_t before = toks[node->first - 1].end;
	const struct cfix_node *up = node->parent;
	bool else_follows = up->kind == CFIX_NODE_IF && up->nkids == 3 &&
			    up->kids[1] == node && up->kids[2];

	if (removed_whole(acts, begin, end) ||
	    cfix__match_opens_brace_at(acts, before))
		return;
	if (!adds_line_at(acts, begin) && !(else_follows && adds_line_at(acts, end)))
		return;
	cfix__match_wrap_branch(m, node, true, acts);
}

/* brace_branches_under() over the statements of the match's bytes
 * [begin, end). */
void cfix__match_brace_reached_branches(const struct matcher *m,
					 const struct cfix_node *node,
					 uint32_t begin, uint32_t end,
					 action_list *acts)
{
	const struct cfix_token *toks = m->source->toks;

	/* an implicit part (a missing return type) spans no token */
	if (!node || node->first > node->last ||
	    node->last >= m->source->ntoks ||
	    toks[node->last].end <= begin || toks[node->first].begin >= end)
		return;
	if (cfix_node_is_stmt(node) && toks[node->first].begin >= begin &&
	    toks[node->last].end <= end) {
		brace_branches_under(m, node, acts);
		return;
	}
	for (uint32_t k = 0; k < node->nkids; k++)
		cfix__match_brace_reached_branches(m, node->kids[k], begin, end,
						   acts);
}

/* Does acts add code (or "{}") at bytes begin..end, their ends too?
 * (`else goto l;` replaced by `else blah();` adds before the space.) */
static bool adds_within(const action_list *acts, uint32_t begin, uint32_t end)
{
	for (size_t i = 0; i < acts->len; i++)
		if (acts->items[i].kind != CFIX_ACTION_REMOVE &&
		    acts->items[i].begin >= begin && acts->items[i].begin <= end &&
		    acts->items[i].text && *acts->items[i].text)
			return true;
	return false;
}

/* Does acts remove every token of node? */
static bool tokens_removed(const struct matcher *m, const struct cfix_node *node,
			   const action_list *acts)
{
	const struct cfix_token *toks = m->source->toks;

	for (uint32_t t = node->first; t <= node->last; t++)
		if (!removed_whole(acts, toks[t].begin, toks[t].end))
			return false;
	return true;
}

/*
 * An unbraced branch the fix removes whole, with nothing added in its
 * place and its if or loop kept (its keyword not removed), gets `{}`, as spatch prints it: a run
 * whose first item removes `goto l;` from `if (x) goto l;` leaves `if (x)
 * {}` (add_braces() does this for a rule that is one statement).
 */
void cfix__match_empty_removed_branches(const struct matcher *m,
					 const struct cfix_node *node,
					 uint32_t begin, uint32_t end,
					 action_list *acts)
{
	const struct cfix_token *toks = m->source->toks;
	uint32_t e;

	if (!node || node->first > node->last || node->last >= m->source->ntoks ||
	    toks[node->last].end <= begin || toks[node->first].begin >= end)
		return;
	for (uint32_t k = 0; k < node->nkids; k++)
		cfix__match_empty_removed_branches(m, node->kids[k], begin, end,
						   acts);
	if (!cfix_node_is_branch(node, CFIX_BRANCH_UNBRACED) ||
	    node->kind == CFIX_NODE_DECL || node->first == 0)
		return;
	e = toks[node->last].end;
	if (!tokens_removed(m, node, acts) ||
	    adds_within(acts, toks[node->first - 1].end, e) ||
	    removed_whole(acts, toks[node->parent->first].begin,
			  toks[node->parent->first].end) ||
	    /* an `else` removed with its branch leaves no branch
	     * (`- if (E) S1 else S2` `+ if (E) S2 else S1`) */
	    removed_whole(acts, toks[node->first - 1].begin,
			  toks[node->first - 1].end))
		return;
	cfix_array_push(acts, ((struct cfix_action){
		.kind = CFIX_ACTION_INSERT, .begin = e, .end = e,
		.text = "{}", .after = true }));
}
