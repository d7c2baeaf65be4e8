/*
 * spatch's "reachable by inconsistent control-flow paths" check
 * (Coccinelle's engine/check_reachability.ml): after a rule matched in
 * a function, each statement a match changes must be reached, going
 * back along the function's control flow, only through the start (the
 * root) of a match that changes it.  A path from the function's start
 * that passes no such root means the rule would change the statement
 * on some executions it did not match: spatch then refuses the whole
 * file, and so does cfix (unless --allow-inconsistent-paths) for the
 * rule's own rule file, the others run as if alone (stages.c).
 *
 * The decision a newcomer would question: the graph is built here from
 * the statements, not taken from flow.c.  flow.c walks forward from a
 * match and leaves a loop at its end; this check walks backward and
 * needs the loops' back edges, as spatch's control-flow graph has them
 * (a path that comes round a loop back to the statement itself is
 * spatch's "may be inconsistently modified" warning, which it does not
 * print without --verbose: no error).  Paths that only go round a cycle
 * are not paths from the start, so the search just stops at a
 * statement seen before.
 */
#include "reach.h"
#include "statements.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct edge {
	uint32_t from, to;
};

struct slot {
	const struct cfix_node *node;
	uint32_t index;
};

/* One function's statements (and do-while conditions) as nodes, the
 * body first: the entry. */
struct graph {
	const struct cfix_source *source;
	const struct cfix_node *body;
	CFIX_ARRAY(const struct cfix_node *) nodes;
	CFIX_ARRAY(struct edge) edges;	/* sorted by to, once built */
	uint32_t *pred_at;		/* node i's edges: pred_at[i].. */
	struct slot *slots;		/* nodes by address */
};

static const struct cfix_node *kid(const struct cfix_node *n, uint32_t i)
{
	return i < n->nkids ? n->kids[i] : NULL;
}

/* A do-while's condition: a node of its own, where the body goes on. */
static bool is_do_cond(const struct cfix_node *n)
{
	return n->parent && n->parent->kind == CFIX_NODE_DO &&
	       kid(n->parent, 1) == n;
}

/* The kids of n that are nodes of the graph: statements control goes
 * into (not a for's init, which is part of its head). */
static uint32_t flow_kids(const struct cfix_node *n,
			  const struct cfix_node *out[2], bool *all)
{
	*all = false;
	switch (n->kind) {
	case CFIX_NODE_COMPOUND:
		*all = true;
		return 0;
	case CFIX_NODE_IF:
		out[0] = kid(n, 1);
		out[1] = kid(n, 2);
		return 2;
	case CFIX_NODE_WHILE:
	case CFIX_NODE_ITERATOR:
	case CFIX_NODE_SWITCH:
	case CFIX_NODE_CASE:
	case CFIX_NODE_LABEL:
		out[0] = kid(n, 1);
		return 1;
	case CFIX_NODE_FOR:
		out[0] = kid(n, 3);
		return 1;
	case CFIX_NODE_DO:
		out[0] = kid(n, 0);
		out[1] = kid(n, 1);
		return 2;
	case CFIX_NODE_DEFAULT:
		out[0] = kid(n, 0);
		return 1;
	default:
		return 0;
	}
}

static void collect(struct graph *g, const struct cfix_node *n)
{
	const struct cfix_node *kids[2];
	bool all;
	uint32_t count;

	if (!n)
		return;
	cfix_array_push(&g->nodes, n);
	if (is_do_cond(n))
		return;
	count = flow_kids(n, kids, &all);
	if (all)
		for (uint32_t i = 0; i < n->nkids; i++)
			collect(g, n->kids[i]);
	for (uint32_t i = 0; i < count; i++)
		collect(g, kids[i]);
}

static int slot_cmp(const void *a, const void *b)
{
	const struct slot *x = a, *y = b;

	return (x->node > y->node) - (x->node < y->node);
}

static uint32_t index_of(const struct graph *g, const struct cfix_node *n)
{
	struct slot key = { .node = n }, *hit;

	if (!n)
		return UINT32_MAX;
	hit = bsearch(&key, g->slots, g->nodes.len, sizeof(*g->slots),
		      slot_cmp);
	return hit ? hit->index : UINT32_MAX;
}

static void edge(struct graph *g, const struct cfix_node *from,
		 const struct cfix_node *to)
{
	uint32_t a = index_of(g, from), b = index_of(g, to);

	if (a != UINT32_MAX && b != UINT32_MAX)
		cfix_array_push(&g->edges, ((struct edge){ a, b }));
}

/* Where control goes when s ends normally; NULL: the function's end. */
static const struct cfix_node *after(const struct graph *g,
				     const struct cfix_node *s)
{
	for (;;) {
		const struct cfix_node *p = s->parent;

		if (!p || s == g->body)
			return NULL;
		switch (p->kind) {
		case CFIX_NODE_COMPOUND:
			for (uint32_t i = cfix_node_kid_index(p, s) + 1;
			     i < p->nkids; i++)
				if (p->kids[i])
					return p->kids[i];
			break;
		case CFIX_NODE_WHILE:
		case CFIX_NODE_FOR:
		case CFIX_NODE_ITERATOR:
			return p;	/* the loop's head again */
		case CFIX_NODE_DO:
			if (s == kid(p, 0) && kid(p, 1))
				return kid(p, 1);
			break;
		case CFIX_NODE_IF:
		case CFIX_NODE_SWITCH:
		case CFIX_NODE_CASE:
		case CFIX_NODE_DEFAULT:
		case CFIX_NODE_LABEL:
			break;
		default:
			return NULL;	/* a statement expression's */
		}
		s = p;
	}
}

/* The edges out of n. */
static void successors(struct graph *g, const struct cfix_node *n)
{
	const struct cfix_node *k, *t;
	bool has_default = false;

	if (is_do_cond(n)) {
		edge(g, n, kid(n->parent, 0) ? kid(n->parent, 0) : n);
		edge(g, n, after(g, n->parent));
		return;
	}
	switch (n->kind) {
	case CFIX_NODE_COMPOUND:
		for (uint32_t i = 0; i < n->nkids; i++)
			if (n->kids[i]) {
				edge(g, n, n->kids[i]);
				return;
			}
		edge(g, n, after(g, n));
		return;
	case CFIX_NODE_IF:
		edge(g, n, kid(n, 1) ? kid(n, 1) : after(g, n));
		edge(g, n, kid(n, 2) ? kid(n, 2) : after(g, n));
		return;
	case CFIX_NODE_WHILE:
	case CFIX_NODE_FOR:
	case CFIX_NODE_ITERATOR:
		edge(g, n, kid(n, n->kind == CFIX_NODE_FOR ? 3 : 1));
		edge(g, n, after(g, n));
		return;
	case CFIX_NODE_DO:
		edge(g, n, kid(n, 0) ? kid(n, 0) : kid(n, 1));
		return;
	case CFIX_NODE_SWITCH:
		k = kid(n, 1);
		for (uint32_t i = 0; k && k->kind == CFIX_NODE_COMPOUND &&
				     i < k->nkids; i++) {
			t = k->kids[i];
			if (t && (t->kind == CFIX_NODE_CASE ||
				  t->kind == CFIX_NODE_DEFAULT)) {
				has_default |= t->kind == CFIX_NODE_DEFAULT;
				edge(g, n, t);
			}
		}
		if (!has_default)
			edge(g, n, after(g, n));
		return;
	case CFIX_NODE_CASE:
	case CFIX_NODE_LABEL:
	case CFIX_NODE_DEFAULT:
		k = kid(n, n->kind == CFIX_NODE_DEFAULT ? 0 : 1);
		edge(g, n, k ? k : after(g, n));
		return;
	case CFIX_NODE_RETURN:
		return;
	case CFIX_NODE_BREAK:
		t = cfix__match_jump_target(n, true);
		if (t)
			edge(g, n, after(g, t));
		return;
	case CFIX_NODE_CONTINUE:
		t = cfix__match_jump_target(n, false);
		if (t)
			edge(g, n, t->kind == CFIX_NODE_DO && kid(t, 1) ?
					   kid(t, 1) : t);
		return;
	case CFIX_NODE_GOTO:
		k = kid(n, 0);
		if (k && k->text)
			edge(g, n, cfix__match_find_label(g->body, k->text));
		return;
	default:
		edge(g, n, after(g, n));
		return;
	}
}

static int edge_cmp(const void *a, const void *b)
{
	const struct edge *x = a, *y = b;

	if (x->to != y->to)
		return (x->to > y->to) - (x->to < y->to);
	return (x->from > y->from) - (x->from < y->from);
}

static void graph_build(struct graph *g, const struct cfix_source *source,
			const struct cfix_node *body)
{
	size_t n;

	*g = (struct graph){ .source = source, .body = body };
	collect(g, body);
	n = g->nodes.len;
	g->slots = cfix_xcalloc(n + 1, sizeof(*g->slots));
	for (size_t i = 0; i < n; i++)
		g->slots[i] = (struct slot){ g->nodes.items[i], (uint32_t)i };
	qsort(g->slots, n, sizeof(*g->slots), slot_cmp);
	for (size_t i = 0; i < n; i++)
		successors(g, g->nodes.items[i]);
	if (g->edges.len)
		qsort(g->edges.items, g->edges.len, sizeof(*g->edges.items),
		      edge_cmp);
	g->pred_at = cfix_xcalloc(n + 1, sizeof(*g->pred_at));
	for (size_t e = 0, i = 0; i <= n; i++) {
		while (e < g->edges.len && g->edges.items[e].to < i)
			e++;
		g->pred_at[i] = (uint32_t)e;
	}
}

static void graph_release(struct graph *g)
{
	cfix_array_release(&g->nodes);
	cfix_array_release(&g->edges);
	free(g->pred_at);
	free(g->slots);
}

static bool holds(const struct cfix_source *source, const struct cfix_node *n,
		  uint32_t off)
{
	return n->first <= n->last && n->last < source->ntoks &&
	       source->toks[n->first].begin <= off &&
	       off < source->toks[n->last].end;
}

/* The node of g byte off belongs to: the innermost statement holding
 * it (an if's condition is the if's); the entry when off is outside the
 * body (the function's start), UINT32_MAX: no node. */
static uint32_t node_at(const struct graph *g, uint32_t off)
{
	const struct cfix_node *n = g->body;

	if (!holds(g->source, n, off))
		return 0;
	for (;;) {
		const struct cfix_node *kids[2], *next = NULL;
		bool all = false;
		uint32_t count = is_do_cond(n) ? 0 : flow_kids(n, kids, &all);

		if (count == 0 && all)
			for (uint32_t i = 0; i < n->nkids && !next; i++)
				if (n->kids[i] && holds(g->source, n->kids[i], off))
					next = n->kids[i];
		for (uint32_t i = 0; i < count && !next; i++)
			if (kids[i] && holds(g->source, kids[i], off))
				next = kids[i];
		if (!next)
			return index_of(g, n);
		n = next;
	}
}

/* The function whose body holds byte off, under n. */
static const struct cfix_node *function_at(const struct cfix_source *source,
					   const struct cfix_node *n,
					   uint32_t off)
{
	if (!n || !holds(source, n, off))
		return NULL;
	if (n->kind == CFIX_NODE_FUNCTION)
		return kid(n, 3) && kid(n, 3)->kind == CFIX_NODE_COMPOUND ?
			       n : NULL;
	if (cfix_node_is_stmt(n) || cfix_node_is_expr(n))
		return NULL;
	for (uint32_t i = 0; i < n->nkids; i++) {
		const struct cfix_node *f = function_at(source, n->kids[i], off);

		if (f)
			return f;
	}
	return NULL;
}

/* A node a match changes and where that match starts. */
struct change {
	uint32_t node, root;
	const struct cfix_match *match;
};

static int change_cmp(const void *a, const void *b)
{
	const struct change *x = a, *y = b;

	if (x->node != y->node)
		return (x->node > y->node) - (x->node < y->node);
	return (x->root > y->root) - (x->root < y->root);
}

/* Is there a path from the entry to node n of g that passes none of
 * roots[0..nroots)?  Searched backward from n; seen and stack have
 * room for every node. */
static bool inconsistent(const struct graph *g, uint32_t n,
			 const struct change *roots, size_t nroots,
			 bool *seen, uint32_t *stack)
{
	size_t depth = 0;

	memset(seen, 0, g->nodes.len * sizeof(*seen));
	seen[n] = true;
	stack[depth++] = n;
	while (depth) {
		uint32_t x = stack[--depth];
		bool root = false;

		for (size_t r = 0; r < nroots && !root; r++)
			root = x != n && roots[r].root == x;
		if (root)
			continue;
		if (x == 0)
			return true;	/* the function's start */
		for (uint32_t e = g->pred_at[x]; e < g->pred_at[x + 1]; e++) {
			uint32_t p = g->edges.items[e].from;

			if (!seen[p]) {
				seen[p] = true;
				stack[depth++] = p;
			}
		}
	}
	return false;
}

/* The rule as spatch names it in the message. */
static const char *rule_label(const struct matcher *m)
{
	const struct cfix_rule *rule = m->rule;

	if (rule->named)
		return cfix_arena_printf(m->source->arena, "rule %s",
					 rule->name);
	return cfix_arena_printf(m->source->arena, "rule starting on line %u",
				 rule->loc.line);
}

static void report(struct matcher *m, const struct graph *g,
		   const struct cfix_node *fn, uint32_t n,
		   const struct change *roots, size_t nroots)
{
	const struct cfix_source *s = m->source;
	const struct cfix_token *at = &s->toks[g->nodes.items[n]->first];
	const struct cfix_node *name = kid(fn, 1);
	const char *base = strrchr(s->path, '/') ? strrchr(s->path, '/') + 1
						  : s->path;
	char lines[256] = "";
	size_t used = 0, shown = 0;

	/* roots come sorted: each once, the first three */
	for (size_t r = 0; r < nroots && shown < 3; r++) {
		const struct cfix_node *root = g->nodes.items[roots[r].root];
		int w;

		if (r && roots[r].root == roots[r - 1].root)
			continue;
		w = snprintf(lines + used, sizeof(lines) - used, "%s%s:%u",
			     shown ? ", " : "", base, s->toks[root->first].line);
		if (w > 0 && (size_t)w < sizeof(lines) - used)
			used += (size_t)w;
		shown++;
	}
	cfix_diag_add(m->sink, CFIX_DIAG_ERROR,
		      (struct cfix_loc){ .file = s->path, .line = at->line,
					 .col = at->col, .offset = at->begin },
		      "%s: the statement it changes here in %s is reachable "
		      "by inconsistent control-flow paths: a path from the "
		      "function's start reaches it without passing %s, where "
		      "the match%s changing it start%s; the file is left "
		      "unchanged by every rule of %s, other rule files' "
		      "changes standing (--allow-inconsistent-paths "
		      "changes it anyway)",
		      rule_label(m), name && name->text ? name->text : "?",
		      lines, shown > 1 ? "es" : "", shown > 1 ? "" : "s",
		      m->rule->loc.file ? m->rule->loc.file : "the rule file");
	m->failed = true;
}

static bool is_brace(const struct cfix_source *s, uint32_t t)
{
	return t < s->ntoks && s->toks[t].text &&
	       (!strcmp(s->toks[t].text, "{") || !strcmp(s->toks[t].text, "}"));
}

/* Added text that is a brace alone: the braces cfix adds round a
 * branch it adds a statement to, no change of the rule's. */
static bool brace_text(const char *text)
{
	size_t n;

	if (!text)
		return false;
	text += strspn(text, " \t\n");
	n = strcspn(text, " \t\n");
	return n == 1 && (*text == '{' || *text == '}') &&
	       !text[1 + strspn(text + 1, " \t\n")];
}

/*
 * The node action changes: that of the first token it removes, or of
 * the token added code is attached to (the one before it when it goes
 * after that, else the one after it).  Code added next to a block's
 * brace belongs to the statement on its other side: the braces are not
 * the rule's tokens (`++ int y;` before a removed first declaration is
 * added after the `{`).  UINT32_MAX: no statement's (a block's braces).
 */
static uint32_t action_node(const struct graph *g,
			    const struct cfix_action *act)
{
	const struct cfix_source *s = g->source;
	uint32_t t, n;

	if (act->kind == CFIX_ACTION_INSERT && brace_text(act->text))
		return UINT32_MAX;
	if (act->kind == CFIX_ACTION_REMOVE) {
		t = cfix_source_token_from(s, act->begin, false);
		if (t == s->ntoks || s->toks[t].begin >= act->end)
			return UINT32_MAX;
	} else if (act->after) {
		t = cfix_source_token_from(s, act->begin, true);
		if (t == s->ntoks || s->toks[t].end > act->begin) {
			if (t == 0)
				return UINT32_MAX;
			t--;
		}
		if (is_brace(s, t))
			t++;
	} else {
		t = cfix_source_token_from(s, act->begin, false);
		if (is_brace(s, t) && t > 0)
			t--;
	}
	if (t >= s->ntoks || is_brace(s, t) ||
	    !holds(s, g->body, s->toks[t].begin))
		return UINT32_MAX;
	n = node_at(g, s->toks[t].begin);
	if (n == UINT32_MAX || g->nodes.items[n]->kind == CFIX_NODE_COMPOUND)
		return UINT32_MAX;
	return n;
}

/* The changes of match into g's function, appended to out. */
static void add_changes(const struct graph *g, const struct cfix_match *match,
			struct change **out, size_t *len, size_t *cap)
{
	uint32_t root = node_at(g, match->root);

	if (root == UINT32_MAX)
		return;
	for (uint32_t a = 0; a < match->nactions; a++) {
		uint32_t n = action_node(g, &match->actions[a]);

		if (n == UINT32_MAX)
			continue;
		if (*len == *cap) {
			*cap = *cap ? 2 * *cap : 16;
			*out = cfix_xrealloc(*out, *cap * sizeof(**out));
		}
		(*out)[(*len)++] = (struct change){ n, root, match };
	}
}

/* Checks the changes the matches from.. make in function fn; fns[k]
 * is the function match from + k starts in (NULL: none, or no change). */
static void check_function(struct matcher *m, size_t from,
			   const struct cfix_node *const *fns,
			   const struct cfix_node *fn)
{
	struct graph g;
	struct change *changes = NULL;
	size_t len = 0, cap = 0;
	bool *seen;
	uint32_t *stack;

	graph_build(&g, m->source, kid(fn, 3));
	for (size_t i = from; i < m->matches.len; i++)
		if (fns[i - from] == fn)
			add_changes(&g, &m->matches.items[i], &changes, &len,
				    &cap);
	if (len)
		qsort(changes, len, sizeof(*changes), change_cmp);
	seen = cfix_xcalloc(g.nodes.len + 1, sizeof(*seen));
	stack = cfix_xcalloc(g.nodes.len + 1, sizeof(*stack));
	for (size_t i = 0, j; i < len && !m->failed; i = j) {
		bool self = false;

		for (j = i; j < len && changes[j].node == changes[i].node; j++)
			self |= changes[j].root == changes[i].node;
		/* a match that changes its own start is consistent there */
		if (!self && inconsistent(&g, changes[i].node, changes + i,
					  j - i, seen, stack))
			report(m, &g, fn, changes[i].node, changes + i, j - i);
	}
	free(seen);
	free(stack);
	free(changes);
	graph_release(&g);
}

void cfix__match_check_reach(struct matcher *m, size_t from)
{
	size_t n = m->matches.len - from;
	const struct cfix_node **fns;

	if (m->set->allow_inconsistent_paths || m->failed ||
	    m->source->maybe || !n)
		return;
	fns = cfix_xcalloc(n, sizeof(*fns));
	for (size_t k = 0; k < n; k++) {
		const struct cfix_match *match = &m->matches.items[from + k];

		if (match->nactions && !match->not_rewritten &&
		    match->root != UINT32_MAX)
			fns[k] = function_at(m->source, m->source->root,
					     match->root);
	}
	/* each function once, at its first match */
	for (size_t k = 0; k < n && !m->failed; k++) {
		bool earlier = false;

		for (size_t e = 0; fns[k] && e < k && !earlier; e++)
			earlier = fns[e] == fns[k];
		if (fns[k] && !earlier)
			check_function(m, from, fns, fns[k]);
	}
	free(fns);
}

void cfix_ruleset_allow_inconsistent_paths(struct cfix_ruleset *set,
					   bool allow)
{
	set->allow_inconsistent_paths = allow;
}

void cfix_ruleset_no_loops(struct cfix_ruleset *set, bool no_loops)
{
	set->no_loops = no_loops;
}
