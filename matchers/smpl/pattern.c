/*
 * A rule's match side parsed into a pattern tree, with SmPL's own
 * syntax: disjunctions `( A | B )` (and `\( A \| B \)` inline),
 * conjunctions `( A & B )`, nests `<... P ...>` and `<+... P ...+>`,
 * and `when` clauses after a statement `...`.
 *
 * The decision a newcomer would question: cfix's C parser (cparse.c)
 * knows none of this syntax.  Each construct is parsed on its own (its
 * branches or its inner pattern are ordinary C patterns, parsed
 * recursively), and the code around it is parsed from a *view*: a copy
 * of the tokens where the construct stands as one placeholder name (an
 * expression) or a placeholder name and a ';' (a statement).  The
 * view's nodes are then mapped back to the rule's own token indices and
 * each placeholder is swapped for the construct's node.  So the C
 * parser stays one parser for rules and files alike.
 */
#include "smpl.h"

#include <stdlib.h>
#include <string.h>

/* The metavariable index the C parser sees for a placeholder; the node
 * is replaced before anything reads it. */
enum { PLACEHOLDER_METAVAR = 0x7ffffff0 };

static bool text_is(const struct cfix_token *tok, const char *text)
{
	return !strcmp(tok->text, text);
}

static bool is_disj_open(const struct cfix_token *tok)
{
	return text_is(tok, "\\(");
}

static bool is_disj_sep(const struct cfix_token *tok)
{
	return text_is(tok, "\\|") || text_is(tok, "\\&");
}

static bool is_disj_close(const struct cfix_token *tok)
{
	return text_is(tok, "\\)");
}

static bool is_nest_open(const struct cfix_token *tok)
{
	return text_is(tok, "<...") || text_is(tok, "<+...");
}

static bool is_nest_close(const struct cfix_token *tok)
{
	return text_is(tok, "...>") || text_is(tok, "...+>");
}

/* Is token i a "when" that follows a "...", a nest's opening "<..." or
 * "<+...", or another when clause? */
static bool is_when(const struct cfix_rule *rule, uint32_t i)
{
	return i > 0 && text_is(&rule->toks[i], "when") &&
	       (text_is(&rule->toks[i - 1], "...") ||
		text_is(&rule->toks[i - 1], "<...") ||
		text_is(&rule->toks[i - 1], "<+...") ||
		rule->structural[i - 1]);
}

/*
 * One past the last token of the when clause starting at i: the rest of
 * the clause's line, longer while a bracket or a disjunction is open,
 * and never past the next "when".
 */
static uint32_t when_end(const struct cfix_rule *rule, uint32_t i)
{
	uint32_t line = rule->toks[i].line, k = i + 1;
	int depth = 0;

	for (; k < rule->ntoks; k++) {
		const struct cfix_token *tok = &rule->toks[k];

		if (depth == 0 && (tok->line != line || text_is(tok, "when")))
			break;
		if (text_is(tok, "(") || text_is(tok, "[") || text_is(tok, "{") ||
		    is_disj_open(tok) || is_nest_open(tok))
			depth++;
		else if (text_is(tok, ")") || text_is(tok, "]") ||
			 text_is(tok, "}") || is_disj_close(tok) ||
			 is_nest_close(tok))
			depth--;
		line = tok->line;
	}
	return k;
}

/* ---- scopes ------------------------------------------------------------ */

typedef CFIX_ARRAY(struct cfix_scope) scope_array;

struct scope_walk {
	struct cfix_rule *rule;
	scope_array scopes;
	int32_t stack[256];	/* open scopes */
	uint32_t depth;
	uint32_t *error_tok;
	const char **error;
};

static int32_t current_scope(const struct scope_walk *w)
{
	return w->depth ? w->stack[w->depth - 1] : -1;
}

static bool scope_open(struct scope_walk *w, uint32_t at, bool nest)
{
	struct cfix_scope scope = { .open = at, .close = at,
				    .parent = current_scope(w), .nest = nest };

	if (w->depth == 256) {
		*w->error_tok = at;
		*w->error = "disjunctions and nests are nested too deeply";
		return false;
	}
	cfix_array_push(&w->scopes, scope);
	w->stack[w->depth++] = (int32_t)w->scopes.len - 1;
	return true;
}

/* Closes the innermost scope, which must be a nest when nest is set,
 * else a disjunction branch. */
static bool scope_close(struct scope_walk *w, uint32_t at, bool nest)
{
	int32_t top = current_scope(w);

	if (top < 0 || w->scopes.items[top].nest != nest) {
		*w->error_tok = at;
		*w->error = nest ? "unmatched '...>'"
				 : "disjunction delimiter without an open '('";
		return false;
	}
	w->scopes.items[top].close = at;
	w->depth--;
	return true;
}

static bool scope_token(struct scope_walk *w, uint32_t i)
{
	const struct cfix_token *tok = &w->rule->toks[i];
	bool *structural = w->rule->structural;

	structural[i] = true;
	w->rule->tok_scope[i] = current_scope(w);
	if (is_disj_open(tok))
		return scope_open(w, i, false);
	if (is_disj_sep(tok))
		return scope_close(w, i, false) && scope_open(w, i, false);
	if (is_disj_close(tok))
		return scope_close(w, i, false);
	if (is_nest_open(tok))
		return scope_open(w, i, true);
	if (is_nest_close(tok))
		return scope_close(w, i, true);
	structural[i] = text_is(tok, "...");
	return true;
}

int cfix__pattern_scopes(struct cfix_rule *rule, struct cfix_arena *arena,
			 uint32_t *error_tok, const char **error)
{
	struct scope_walk w = { .rule = rule, .error_tok = error_tok,
				.error = error };
	uint32_t n = rule->ntoks;
	int ret = 0;

	rule->structural = cfix_arena_alloc(arena, (n + 1) * sizeof(bool));
	rule->tok_scope = cfix_arena_alloc(arena, (n + 1) * sizeof(int32_t));
	memset(rule->structural, 0, (n + 1) * sizeof(bool));
	for (uint32_t i = 0; i < n && ret == 0; i++) {
		if (is_when(rule, i)) {
			uint32_t end = when_end(rule, i);

			/* a disjunction or a nest inside the clause (`when
			 * != \( A \| B \)`, `when != if (...) { <+... f(x)
			 * ...+> }`) gets its scopes, so that its parts can
			 * be found; every token stays SmPL syntax */
			for (uint32_t k = i; k < end && ret == 0; k++) {
				const struct cfix_token *tok = &rule->toks[k];

				if ((is_disj_open(tok) || is_disj_sep(tok) ||
				     is_disj_close(tok) || is_nest_open(tok) ||
				     is_nest_close(tok)) && !scope_token(&w, k))
					ret = -1;
				rule->structural[k] = true;
				rule->tok_scope[k] = current_scope(&w);
			}
			i = end - 1;
			continue;
		}
		if (!scope_token(&w, i))
			ret = -1;
	}
	if (ret == 0 && w.depth) {
		const struct cfix_scope *open = &w.scopes.items[current_scope(&w)];
		uint32_t at = open->open;

		/* point at the disjunction's '(', not its last '|' */
		for (size_t k = w.scopes.len; k-- > 0 && !open->nest &&
					      is_disj_sep(&rule->toks[at]);)
			if (!w.scopes.items[k].nest && w.scopes.items[k].close == at &&
			    &w.scopes.items[k] != open)
				at = w.scopes.items[k].open;
		*error_tok = at;
		*error = open->nest ? "unclosed '<...'" : "unclosed disjunction";
		ret = -1;
	}
	rule->nscopes = (uint32_t)w.scopes.len;
	rule->scopes = cfix_arena_alloc(arena, (w.scopes.len + 1) *
						       sizeof(*rule->scopes));
	if (w.scopes.len)
		memcpy(rule->scopes, w.scopes.items,
		       w.scopes.len * sizeof(*rule->scopes));
	cfix_array_release(&w.scopes);
	return ret;
}

/* ---- parsing ------------------------------------------------------------- */

enum want {
	WANT_TOP,	/* the whole match side: expression, statements,
			   type or function */
	WANT_EXPR,
	WANT_STMTS,
};

enum special_kind { SPECIAL_DISJ, SPECIAL_NEST, SPECIAL_WHEN };

/* A construct found in a range, and its node once parsed. */
struct special {
	enum special_kind kind;
	uint32_t first, last;	/* inclusive, rule token indices */
	struct cfix_node *node;
	bool stmt;		/* stands for a statement */
};

typedef CFIX_ARRAY(struct special) special_array;
typedef CFIX_ARRAY(struct cfix_node *) node_array;

struct build {
	struct cfix_rule *rule;
	const struct cfix_cparse *base;
	uint32_t error_tok;
	const char *error;
	unsigned depth;
	const struct view *view;	/* the view being parsed */
};

/* A copy of a range's tokens with constructs replaced by placeholders;
 * orig[k] is view token k's index in rule->toks. */
struct view {
	struct cfix_token *toks;
	uint32_t *orig;
	uint32_t n;
	special_array specials;
	uint32_t end;		/* the range's end, for empty nodes */
};

static struct cfix_node *parse_range(struct build *b, uint32_t first,
				     uint32_t end, enum want want);

static bool fail_at(struct build *b, uint32_t tok, const char *error)
{
	if (!b->error) {
		b->error = error;
		b->error_tok = tok;
	}
	return false;
}

/* The index of the delimiter closing the construct opened at i. */
static uint32_t construct_close(const struct cfix_rule *rule, uint32_t i)
{
	for (uint32_t s = 0; s < rule->nscopes; s++) {
		const struct cfix_scope *scope = &rule->scopes[s];

		if (scope->open != i)
			continue;
		if (scope->nest)
			return scope->close;
		/* the last branch of the disjunction opened at i */
		while (!is_disj_close(&rule->toks[scope->close])) {
			uint32_t at = scope->close;

			while (++s < rule->nscopes && rule->scopes[s].open != at)
				;
			if (s == rule->nscopes)
				return at;
			scope = &rule->scopes[s];
		}
		return scope->close;
	}
	return i;
}

/* The top-level constructs of [first, end). */
static void find_specials(const struct cfix_rule *rule, uint32_t first,
			  uint32_t end, special_array *out)
{
	for (uint32_t i = first; i < end; i++) {
		const struct cfix_token *tok = &rule->toks[i];
		struct special sp = { .first = i };

		if (is_disj_open(tok))
			sp.kind = SPECIAL_DISJ;
		else if (is_nest_open(tok))
			sp.kind = SPECIAL_NEST;
		else if (is_when(rule, i))
			sp.kind = SPECIAL_WHEN;
		else
			continue;
		sp.last = sp.kind == SPECIAL_WHEN ? when_end(rule, i) - 1
						  : construct_close(rule, i);
		if (sp.last >= end)
			sp.last = end - 1;
		cfix_array_push(out, sp);
		i = sp.last;
	}
}

/* Parses [first, end) as an expression when it is one, else as
 * statements; *stmt says which.  A single statement stands alone. */
static struct cfix_node *parse_either(struct build *b, uint32_t first,
				      uint32_t end, bool *stmt)
{
	struct cfix_node *node;
	const char *error = b->error;

	if (first >= end)
		return fail_at(b, first, "expected code"), NULL;
	node = parse_range(b, first, end, WANT_EXPR);
	*stmt = false;
	if (node)
		return node;
	b->error = error;
	node = parse_range(b, first, end, WANT_STMTS);
	*stmt = true;
	if (node && node->kind == CFIX_NODE_COMPOUND && node->nkids == 1)
		node = node->kids[0];
	return node;
}

/*
 * A branch after '&' of a conjunction of statements may not start with
 * '...' or a nest: spatch 1.1.1's grammar takes only the first branch
 * as fun_after_stm (dots allowed), the others as fun_after_dots_or (a
 * statement or an expression first), so `( ... when != E & <... x
 * ...> )` is its "minus: parse error".  Among expressions a later
 * branch may be a nest (eexpr).
 */
static bool conj_branch_ok(struct build *b, bool stmts, uint32_t sep)
{
	const struct cfix_token *tok = &b->rule->toks[sep + 1];

	if (!text_is(&b->rule->toks[sep], "\\&") || !stmts ||
	    !(text_is(tok, "...") || is_nest_open(tok)))
		return true;
	return fail_at(b, sep + 1, "a conjunction's branch after '&' among "
		       "statements cannot start with '...' or a nest "
		       "(spatch 1.1.1 refuses it too: minus: parse error)");
}

static bool parse_disj(struct build *b, struct special *sp)
{
	const struct cfix_rule *rule = b->rule;
	struct cfix_node *node = cfix_node_new(b->base->arena, CFIX_NODE_DISJ, 0);
	uint32_t open = sp->first;
	bool any_stmt = false, any_expr = false, first_stmt = false;
	uint64_t expr_branches = 0;	/* bit k: branch k is an expression */

	node->first = sp->first;
	node->last = sp->last;
	node->op = "|";
	while (open < sp->last) {
		uint32_t close = open + 1;
		struct cfix_node *branch;
		int depth = 0;
		bool stmt;

		for (; close < sp->last; close++) {
			const struct cfix_token *tok = &rule->toks[close];

			if (depth == 0 && (is_disj_sep(tok) || is_disj_close(tok)))
				break;
			depth += is_disj_open(tok) ? 1 : is_disj_close(tok) ? -1 : 0;
		}
		if (node->nkids && !conj_branch_ok(b, first_stmt, open))
			return false;
		branch = parse_either(b, open + 1, close, &stmt);
		if (!branch)
			return false;
		if (!node->nkids)
			first_stmt = stmt || branch->kind == CFIX_NODE_DOTS ||
				     branch->kind == CFIX_NODE_NEST;
		if (text_is(&rule->toks[close], "\\&"))
			node->op = "&";
		/* the first branch an expression makes the disjunction one of
		 * expressions, as spatch's grammar (`( sizeof(E) | return(E);
		 * )`: "minus: parse error" at `return`); statements first may
		 * hold an expression branch (below) */
		if (stmt && node->nkids && (expr_branches & 1) &&
		    node->kids[0]->kind != CFIX_NODE_DOTS)
			return fail_at(b, open + 1, "a disjunction whose first "
				       "branch is an expression takes "
				       "expressions only, not a statement");
		any_stmt |= stmt;
		any_expr |= !stmt;
		if (!stmt && node->nkids < 64)
			expr_branches |= (uint64_t)1 << node->nkids;
		else if (!stmt)
			return fail_at(b, sp->first, "a disjunction mixing expressions "
				       "and statements in more than 64 branches is "
				       "not supported yet");
		cfix_node_add(b->base->arena, node, branch);
		open = close;
	}
	/* statements and expressions mixed: an expression branch stands
	 * for a statement holding it, as an expression written without
	 * its ';' among statements does (`... ( S | E ) ...`) */
	if (any_stmt && any_expr)
		for (uint32_t k = 0; k < node->nkids; k++) {
			struct cfix_node *kid = node->kids[k], *wrap;

			if (!kid || !(expr_branches >> k & 1))
				continue;
			wrap = cfix_node_new(b->base->arena, CFIX_NODE_EXPR_STMT, 0);
			wrap->first = kid->first;
			wrap->last = kid->last;
			wrap->flags |= CFIX_NODEF_BARE_EXPR | CFIX_NODEF_IN_STMT;
			cfix_node_add(b->base->arena, wrap, kid);
			node->kids[k] = wrap;
		}
	sp->node = node;
	sp->stmt = any_stmt;
	return true;
}

static bool parse_when(struct build *b, struct special *sp);

/*
 * `<... when != x P ...>`: the when clauses right after a nest's
 * opening, from *first on, become kids of the nest after its pattern
 * (as a "..."'s do); *first moves past them.
 */
static bool parse_nest_whens(struct build *b, struct cfix_node *nest,
			     uint32_t *first, uint32_t end,
			     node_array *whens)
{
	while (*first < end && is_when(b->rule, *first)) {
		struct special w = { .kind = SPECIAL_WHEN, .first = *first };

		w.last = when_end(b->rule, *first) - 1;
		if (w.last >= end)
			w.last = end - 1;
		if (!parse_when(b, &w))
			return false;
		nest->flags |= w.node->flags;
		if (w.node->nkids)
			cfix_array_push(whens, w.node);
		*first = w.last + 1;
	}
	return true;
}

static bool parse_nest(struct build *b, struct special *sp)
{
	struct cfix_node *node = cfix_node_new(b->base->arena, CFIX_NODE_NEST, 0);
	struct cfix_node *inner;
	node_array whens = { 0 };
	uint32_t first = sp->first + 1;
	bool ok = parse_nest_whens(b, node, &first, sp->last, &whens);

	inner = ok ? parse_either(b, first, sp->last, &sp->stmt) : NULL;
	if (inner) {
		node->first = sp->first;
		node->last = sp->last;
		node->op = text_is(&b->rule->toks[sp->first], "<...") ? "<..."
								      : "<+...";
		cfix_node_add(b->base->arena, node, inner);
		for (size_t k = 0; k < whens.len; k++)
			cfix_node_add(b->base->arena, node, whens.items[k]);
		sp->node = node;
	}
	cfix_array_release(&whens);
	return inner != NULL;
}

/* "when != E", "when = E", "when != true E", "when != false E",
 * "when any", "when strict", "when exists", "when forall". */
static bool parse_when(struct build *b, struct special *sp)
{
	const struct cfix_rule *rule = b->rule;
	const struct cfix_token *word = &rule->toks[sp->first + 1];
	static const struct { const char *word; uint16_t flag; } modifiers[] = {
		{ "any", CFIX_NODEF_WHEN_ANY },
		{ "strict", CFIX_NODEF_WHEN_STRICT },
		{ "exists", CFIX_NODEF_WHEN_EXISTS },
		{ "forall", CFIX_NODEF_WHEN_FORALL },
	};
	struct cfix_node *node = cfix_node_new(b->base->arena, CFIX_NODE_WHEN, 0);
	struct cfix_node *what;
	bool stmt;

	node->first = sp->first;
	node->last = sp->last;
	if (sp->first + 1 > sp->last)
		return fail_at(b, sp->first, "expected '!=', '=' or a modifier after 'when'");
	/* `when any`, or the grammar's COMMA_LIST(any_strict): `when
	 * any,forall` sets both (coccinellery acpi rules) */
	for (uint32_t t = sp->first + 1; t <= sp->last; t += 2) {
		size_t k = 0;

		while (k < sizeof(modifiers) / sizeof(*modifiers) &&
		       !text_is(&rule->toks[t], modifiers[k].word))
			k++;
		if (k == sizeof(modifiers) / sizeof(*modifiers) ||
		    (t < sp->last && !text_is(&rule->toks[t + 1], ",")))
			break;
		node->flags |= modifiers[k].flag;
		if (t + 1 == sp->last)
			return fail_at(b, sp->last, "expected 'any', 'strict', "
				       "'exists' or 'forall' after ','");
		if (t == sp->last) {
			sp->node = node;
			return true;
		}
	}
	node->flags = 0;
	if (!text_is(word, "!=") && !text_is(word, "="))
		return fail_at(b, sp->first + 1,
			       "this 'when' clause is not supported yet");
	node->op = text_is(word, "!=") ? "!=" : "=";
	/* `when != true E`, `when != false E`: the path may not take that
	 * branch of a condition matching E (match/flow.c, branch_blocked) */
	if (!strcmp(node->op, "!=") && sp->first + 3 <= sp->last &&
	    (text_is(&rule->toks[sp->first + 2], "true") ||
	     text_is(&rule->toks[sp->first + 2], "false"))) {
		node->op = text_is(&rule->toks[sp->first + 2], "true")
				   ? "!= true" : "!= false";
		what = parse_either(b, sp->first + 3, sp->last + 1, &stmt);
		if (!what)
			return false;
		if (stmt)
			return fail_at(b, sp->first + 3,
				       "expected an expression after 'when != true'");
		cfix_node_add(b->base->arena, node, what);
		sp->node = node;
		return true;
	}
	what = parse_either(b, sp->first + 2, sp->last + 1, &stmt);
	if (!what)
		return false;
	cfix_node_add(b->base->arena, node, what);
	sp->node = node;
	return true;
}

/* ---- views ----------------------------------------------------------------- */

static bool is_placeholder(const struct cfix_node *node)
{
	/* an identifier, or a type where the construct stands as one */
	return node && (node->kind == CFIX_NODE_IDENT ||
			node->kind == CFIX_NODE_TYPE) && node->text &&
	       node->text[0] == '\x01';
}

static int32_t view_metavar(void *ctx, const char *name)
{
	const struct build *b = ctx;

	if (name[0] == '\x01')
		return PLACEHOLDER_METAVAR;
	return b->base->metavar ? b->base->metavar(b->base->ctx, name) : -1;
}

static bool view_is_typename(void *ctx, const char *name);

/* Is special k of the view being parsed a disjunction of type names
 * (`( int64_t | uint64_t ) a;`), so that its placeholder is one? */
static bool disj_of_typenames(const struct build *b, size_t k)
{
	const struct cfix_node *disj;

	if (!b->view || k >= b->view->specials.len)
		return false;
	disj = b->view->specials.items[k].node;
	if (!disj || disj->kind != CFIX_NODE_DISJ || !disj->nkids)
		return false;
	for (uint32_t i = 0; i < disj->nkids; i++) {
		const struct cfix_node *kid = disj->kids[i];

		if (!kid || kid->kind != CFIX_NODE_IDENT || !kid->text ||
		    !view_is_typename((void *)b, kid->text))
			return false;
	}
	return true;
}

static bool view_is_typename(void *ctx, const char *name)
{
	const struct build *b = ctx;

	if (name[0] == '\x01')
		return disj_of_typenames(b, strtoul(name + 1, NULL, 10));
	if (!b->base->is_typename)
		return false;
	return b->base->is_typename(b->base->ctx, name);
}

static bool view_is_stmt_metavar(void *ctx, const char *name)
{
	const struct build *b = ctx;

	if (name[0] == '\x01' || !b->base->is_stmt_metavar)
		return false;
	return b->base->is_stmt_metavar(b->base->ctx, name);
}

/* A placeholder with its ';' (a disjunction of declarations) stands
 * for fields in a struct's body. */
static bool view_is_field_metavar(void *ctx, const char *name)
{
	const struct build *b = ctx;
	const struct special *sp;

	if (name[0] == '\x01' && b->view) {
		sp = &b->view->specials.items[strtoul(name + 1, NULL, 10)];
		return sp->stmt;
	}
	return b->base->is_field_metavar &&
	       b->base->is_field_metavar(b->base->ctx, name);
}

static bool view_is_attribute(void *ctx, const char *name)
{
	const struct build *b = ctx;

	return name[0] != '\x01' && b->base->is_attribute &&
	       b->base->is_attribute(b->base->ctx, name);
}

static void view_push(struct build *b, struct view *v,
		      const struct cfix_token *tok, uint32_t orig,
		      const char *text, enum cfix_tok_kind kind)
{
	struct cfix_token copy = *tok;

	(void)b;
	if (text) {
		copy.text = text;
		copy.kind = (uint16_t)kind;
	}
	v->toks[v->n] = copy;
	v->orig[v->n++] = orig;
}

/* Is the innermost bracket open at the view's end a '(' or a '['?  The
 * ';' of a for header then separates expressions, not statements. */
static bool view_in_parens(const struct view *v)
{
	int depth = 0;

	for (uint32_t k = v->n; k-- > 0;) {
		const char *text = v->toks[k].text;

		if (!strcmp(text, ")") || !strcmp(text, "]") ||
		    !strcmp(text, "}"))
			depth++;
		else if (!strcmp(text, "(") || !strcmp(text, "[") ||
			 !strcmp(text, "{")) {
			if (depth-- == 0)
				return text[0] != '{';
		}
	}
	return false;
}

/* Does a statement start at the next view token?  Not in a for header
 * (`for (...; ...; <+... E ...+>)`, coccinellery's acpi rules). */
static bool at_statement_start(const struct view *v)
{
	const struct cfix_token *prev;

	if (!v->n)
		return true;
	if (view_in_parens(v))
		return false;
	prev = &v->toks[v->n - 1];
	return text_is(prev, ";") || text_is(prev, "{") || text_is(prev, "}") ||
	       text_is(prev, "...");
}

/* Parses the constructs of [first, end) and builds the view. */
/* How many '(' and '[' of the view built so far are still open: a
 * `...` there stands among expressions (`f(... when != x)`). */
static int view_open_brackets(const struct view *v)
{
	int depth = 0;

	for (uint32_t k = 0; k < v->n; k++) {
		const char *text = v->toks[k].text;

		if (!strcmp(text, "(") || !strcmp(text, "["))
			depth++;
		else if ((!strcmp(text, ")") || !strcmp(text, "]")) && depth)
			depth--;
	}
	return depth;
}

/*
 * The list a `...` at the view's end stands in when its innermost open
 * brace opens one: an initializer's (`= {`, or a brace nested in one),
 * an enum's, a struct's; NULL for a block.  SmPL's grammar lets `...
 * when != X` stand there, but spatch 1.1.1 fails every match of it
 * ("not handling when in a list"), so it is refused.
 */
static const char *view_open_list(const struct view *v)
{
	int depth = 0;

	for (uint32_t k = v->n; k-- > 0;) {
		const char *text = v->toks[k].text;
		const char *before = k ? v->toks[k - 1].text : "";
		const char *before2 = k > 1 ? v->toks[k - 2].text : "";

		if (!strcmp(text, "}")) {
			depth++;
			continue;
		}
		if (strcmp(text, "{") || depth-- > 0)
			continue;
		depth = 0;
		if (!strcmp(before, "=") || !strcmp(before, "]") ||
		    !strcmp(before, ")"))
			return !strcmp(before, ")") ? NULL
						    : "an initializer's elements";
		if (!strcmp(before, "enum") || !strcmp(before2, "enum"))
			return "an enum's values";
		if (!strcmp(before, "struct") || !strcmp(before2, "struct") ||
		    !strcmp(before, "union") || !strcmp(before2, "union"))
			return "a struct's fields";
		/* a brace nested in an initializer: `{ {1, 2}, ... }` */
		if (strcmp(before, ",") && strcmp(before, "{"))
			return NULL;
	}
	return NULL;
}

static bool view_build(struct build *b, struct view *v, uint32_t first,
		       uint32_t end, enum want want)
{
	struct cfix_rule *rule = b->rule;
	struct cfix_arena *arena = b->base->arena;
	size_t next = 0;

	find_specials(rule, first, end, &v->specials);
	v->toks = cfix_arena_alloc(arena, (2 * (end - first) + 2) *
						  sizeof(*v->toks));
	v->orig = cfix_arena_alloc(arena, (2 * (end - first) + 2) *
						  sizeof(*v->orig));
	v->end = end;
	for (uint32_t i = first; i < end; i++) {
		struct special *sp = next < v->specials.len
					     ? &v->specials.items[next]
					     : NULL;

		if (!sp || sp->first != i) {
			view_push(b, v, &rule->toks[i], i, NULL, 0);
			continue;
		}
		next++;
		i = sp->last;
		if (sp->kind == SPECIAL_WHEN) {
			const char *list = view_open_list(v);

			if (view_open_brackets(v))
				return fail_at(b, sp->first,
					       "'when' after a '...' among expressions "
					       "is not supported (spatch 1.1.1 refuses "
					       "it too)");
			if (list)
				return fail_at(b, sp->first,
					       cfix_arena_printf(
						       b->base->arena,
						       "'when' after a '...' among %s is "
						       "not supported yet (spatch 1.1.1 "
						       "matches nothing with it)",
						       list));
			if (!parse_when(b, sp))
				return false;
			continue;
		}
		if (!(sp->kind == SPECIAL_DISJ ? parse_disj(b, sp)
					       : parse_nest(b, sp)))
			return false;
		if (sp->kind == SPECIAL_NEST && want != WANT_EXPR &&
		    at_statement_start(v))
			sp->stmt = true;
		view_push(b, v, &rule->toks[sp->first], sp->first,
			  cfix_arena_printf(arena, "\x01%zu", next - 1),
			  CFIX_TOK_IDENT);
		if (sp->stmt)
			view_push(b, v, &rule->toks[sp->last], sp->last, ";",
				  CFIX_TOK_PUNCT);
	}
	v->toks[v->n] = (struct cfix_token){ .kind = CFIX_TOK_EOF, .text = "" };
	return true;
}

static void collect_nodes(struct cfix_node *node, node_array *out)
{
	if (!node)
		return;
	cfix_array_push(out, node);
	for (uint32_t i = 0; i < node->nkids; i++)
		collect_nodes(node->kids[i], out);
}

static int compare_pointers(const void *a, const void *b)
{
	uintptr_t x = (uintptr_t)*(struct cfix_node *const *)a;
	uintptr_t y = (uintptr_t)*(struct cfix_node *const *)b;

	return (x > y) - (x < y);
}

/* The rule token view token k ends at: a construct's placeholder ends
 * where the construct does (`int \(x\|y\)`: the parameter takes in the
 * whole disjunction, cocci-tests disjid). */
static uint32_t orig_end(const struct view *v, uint32_t k)
{
	const char *text = v->toks[k].text;

	if (text[0] == '\x01')
		return v->specials.items[strtoul(text + 1, NULL, 10)].last;
	return v->orig[k];
}

static void remap_node(const struct view *v, struct cfix_node *node)
{
	if (node->last + 1 != node->first && node->last < v->n) {
		node->first = v->orig[node->first];
		node->last = orig_end(v, node->last);
	} else {
		uint32_t at = node->first < v->n ? v->orig[node->first] : v->end;

		/* an empty node at token 0 would wrap to [0, UINT32_MAX] */
		node->first = at ? at : 1;
		node->last = at ? at - 1 : 0;
	}
}

/* View token indices -> rule token indices, once for every node of the
 * tree (the C parser may share a node between two parents). */
static void view_remap(const struct view *v, struct cfix_node *root)
{
	node_array nodes = { 0 };

	collect_nodes(root, &nodes);
	if (nodes.len)
		qsort(nodes.items, nodes.len, sizeof(*nodes.items),
		      compare_pointers);
	for (size_t i = 0; i < nodes.len; i++)
		if (i == 0 || nodes.items[i] != nodes.items[i - 1])
			remap_node(v, nodes.items[i]);
	cfix_array_release(&nodes);
}

/* The construct a placeholder (or a placeholder statement) stands for. */
static struct cfix_node *construct_of(const struct view *v,
				      struct cfix_node *node)
{
	struct cfix_node *ph = node;

	if (node && node->kind == CFIX_NODE_EXPR_STMT && node->nkids == 1)
		ph = node->kids[0];
	/* a declarator's copy of the declaration's type (no token of its
	 * own, or more than the placeholder: `\x010 *`) stays as it is */
	if (!is_placeholder(ph) || ph->first > ph->last ||
	    ph->text[1 + strspn(ph->text + 1, "0123456789")])
		return NULL;
	if (ph != node && !v->specials.items[strtoul(ph->text + 1, NULL, 10)].stmt)
		return NULL;
	return v->specials.items[strtoul(ph->text + 1, NULL, 10)].node;
}

/*
 * A disjunction standing where a type stands (`( int64_t | uint64_t )
 * f(...)`): its branches were read as expressions, and a lone name
 * among them is a type there.
 */
static void disj_as_types(struct cfix_node *disj)
{
	if (disj->kind != CFIX_NODE_DISJ)
		return;
	for (uint32_t k = 0; k < disj->nkids; k++)
		if (disj->kids[k] && disj->kids[k]->kind == CFIX_NODE_IDENT)
			disj->kids[k]->kind = CFIX_NODE_TYPE;
}

/*
 * A disjunction among a type's words (`struct \( one \| two \)`): the
 * type stays one TYPE node, which gets the disjunction as a kid and
 * reaches to its '\)'; match.c tries the type with each branch in its
 * place.  The C parser may share the node, so a kid is added once.
 */
static void type_take_disj(const struct view *v, struct cfix_node *node,
			   struct cfix_arena *arena)
{
	if (node->kind != CFIX_NODE_TYPE || !node->text ||
	    !strchr(node->text, '\x01') || node->nkids)
		return;
	for (size_t k = 0; k < v->specials.len; k++) {
		const struct special *sp = &v->specials.items[k];

		if (sp->kind != SPECIAL_DISJ || sp->first < node->first ||
		    sp->first > node->last)
			continue;
		cfix_node_add(arena, node, sp->node);
		if (node->last == sp->first)
			node->last = sp->last;
	}
}

static struct cfix_node *view_replace(const struct view *v,
				      struct cfix_node *node,
				      struct cfix_arena *arena)
{
	struct cfix_node *construct;

	if (!node)
		return NULL;
	construct = construct_of(v, node);
	if (construct && node->kind == CFIX_NODE_TYPE)
		disj_as_types(construct);
	if (construct)
		return construct;
	for (uint32_t i = 0; i < node->nkids; i++)
		node->kids[i] = view_replace(v, node->kids[i], arena);
	type_take_disj(v, node, arena);
	return node;
}

static struct cfix_node *find_dots(struct cfix_node *node, uint32_t tok)
{
	if (!node)
		return NULL;
	if (node->kind == CFIX_NODE_DOTS && node->first == tok)
		return node;
	for (uint32_t i = 0; i < node->nkids; i++) {
		struct cfix_node *found = find_dots(node->kids[i], tok);

		if (found)
			return found;
	}
	return NULL;
}

/* Is dots a kid of a struct's field list in the tree at node? */
static bool among_fields(const struct cfix_node *node,
			 const struct cfix_node *dots)
{
	if (!node)
		return false;
	for (uint32_t i = 0; i < node->nkids; i++)
		if ((node->kids[i] == dots && node->kind == CFIX_NODE_RECORD) ||
		    among_fields(node->kids[i], dots))
			return true;
	return false;
}

/* Hangs each when clause on the "..." it follows; a clause right after
 * another goes on the same dots (`... when != stop(...)` then `when !=
 * halt()`: not on the dots among stop's arguments). */
static bool attach_whens(struct build *b, const struct view *v,
			 struct cfix_node *root)
{
	const struct special *prev = NULL;
	struct cfix_node *dots = NULL;

	for (size_t k = 0; k < v->specials.len; k++) {
		const struct special *sp = &v->specials.items[k];
		uint32_t at = sp->first;

		if (sp->kind != SPECIAL_WHEN)
			continue;
		if (!prev || prev->last + 1 != sp->first) {
			while (at > 0 && !text_is(&b->rule->toks[at], "..."))
				at--;
			dots = find_dots(root, at);
		}
		prev = sp;
		if (!dots)
			return fail_at(b, sp->first,
				       "'when' must follow a '...' standing for statements");
		/* spatch 1.1.1: "not handling when in a list" */
		if (among_fields(root, dots))
			return fail_at(b, sp->first,
				       "'when' after a '...' among a struct's fields is not supported (nor by spatch)");
		if (sp->node->nkids)
			cfix_node_add(b->base->arena, dots, sp->node);
		dots->flags |= sp->node->flags;
		if (sp->last > dots->last)
			dots->last = sp->last;
	}
	return true;
}

enum try_kind { TRY_TYPE, TRY_EXPR, TRY_STMTS, TRY_UNIT };

/* Parses all of the view as one kind; NULL unless all of it is used. */
static struct cfix_node *try_view(struct build *b, const struct view *v,
				  enum try_kind what, struct cfix_cparse *p)
{
	struct cfix_node *node;

	*p = *b->base;
	p->toks = v->toks;
	p->pos = 0;
	p->end = v->n;
	p->metavar = view_metavar;
	p->is_typename = view_is_typename;
	p->is_stmt_metavar = view_is_stmt_metavar;
	p->is_field_metavar = view_is_field_metavar;
	p->is_attribute = view_is_attribute;
	p->ctx = b;
	p->pattern = true;
	switch (what) {
	case TRY_TYPE: node = cfix_cparse_type(p); break;
	case TRY_EXPR: node = cfix_cparse_expr(p); break;
	case TRY_STMTS: node = cfix_cparse_stmts(p); break;
	default:
		node = cfix_cparse_unit(p);
		/* one function definition, nothing else */
		if (node && (node->nkids != 1 || !node->kids[0] ||
			     node->kids[0]->kind != CFIX_NODE_FUNCTION)) {
			p->error = "cannot parse";
			p->error_tok = 0;
			return NULL;
		}
		if (node)
			node = node->kids[0];
		break;
	}
	if (node && p->pos < p->end) {
		p->error = "expected end of code";
		p->error_tok = p->pos;
		return NULL;
	}
	if (!node && !p->error) {
		p->error = "cannot parse";
		p->error_tok = p->pos;
	}
	return node;
}

/* Flags the EXPR_STMT nodes whose ';' is a virtual one (view token
 * indices, before remapping). */
static void mark_bare(struct cfix_node *node, const bool *virt, uint32_t n)
{
	if (!node)
		return;
	if (node->kind == CFIX_NODE_EXPR_STMT && node->last < n &&
	    node->first <= node->last && virt[node->last])
		node->flags |= CFIX_NODEF_BARE_EXPR;
	for (uint32_t i = 0; i < node->nkids; i++)
		mark_bare(node->kids[i], virt, n);
}

/*
 * SmPL lets an expression stand in a run of statements without its ';'
 * (`x = kmalloc(...)` then `...`): it matches a statement that holds
 * the expression (`if ((x = kmalloc(...)) == NULL)` too).  When the
 * statements do not parse for a missing ';' at the end of a line (or
 * before a "..." or a '}': `{ ... f(x) ... }`), a
 * virtual ';' (mapped to the token before it) goes there and the parse
 * is tried again, as statements or (kind TRY_UNIT) as a function
 * definition.  Returns the node, with v holding the repaired view, or
 * NULL.
 */
static struct cfix_node *parse_bare(struct build *b, struct view *v,
				     enum try_kind kind)
{
	enum { MAX_BARE = 32 };
	struct cfix_arena *arena = b->base->arena;
	struct cfix_token *toks = cfix_arena_alloc(arena, (v->n + MAX_BARE + 1) *
							      sizeof(*toks));
	uint32_t *orig = cfix_arena_alloc(arena, (v->n + MAX_BARE + 1) *
						 sizeof(*orig));
	bool *virt = cfix_arena_alloc(arena, (v->n + MAX_BARE + 1) * sizeof(*virt));
	struct view w = *v;
	struct cfix_cparse p;

	memcpy(toks, v->toks, (v->n + 1) * sizeof(*toks));
	memcpy(orig, v->orig, v->n * sizeof(*orig));
	memset(virt, 0, (v->n + MAX_BARE + 1) * sizeof(*virt));
	w.toks = toks;
	w.orig = orig;
	for (int tries = 0; tries < MAX_BARE; tries++) {
		struct cfix_node *node = try_view(b, &w, kind, &p);
		uint32_t at = p.error_tok;

		if (node) {
			if (!tries)
				return NULL;	/* parsed without help */
			mark_bare(node, virt, w.n);
			*v = w;
			return node;
		}
		if (!p.error || strcmp(p.error, "expected ';'") || at == 0 ||
		    at > w.n || virt[at - 1] ||
		    (at < w.n && w.toks[at].line == w.toks[at - 1].line &&
		     !text_is(&w.toks[at], "...") && !text_is(&w.toks[at], "}")))
			return NULL;
		memmove(toks + at + 1, toks + at, (w.n - at + 1) * sizeof(*toks));
		memmove(orig + at + 1, orig + at, (w.n - at) * sizeof(*orig));
		memmove(virt + at + 1, virt + at, (w.n - at) * sizeof(*virt));
		toks[at] = toks[at - 1];
		toks[at].text = ";";
		toks[at].kind = CFIX_TOK_PUNCT;
		orig[at] = orig[at - 1];
		virt[at] = true;
		w.n++;
	}
	return NULL;
}

static struct cfix_node *parse_view(struct build *b, struct view *v,
				    enum want want)
{
	/* a function definition before statements: `f(...) { ... }` is
	 * no loop macro (those are declared `iterator name`) */
	static const enum try_kind typefirst[] = { TRY_TYPE, TRY_EXPR,
						   TRY_UNIT, TRY_STMTS };
	static const enum try_kind exprfirst[] = { TRY_EXPR, TRY_UNIT,
						   TRY_STMTS, TRY_TYPE };
	/* a loop macro's head: `I(x, ...) { ... }` is a loop */
	static const enum try_kind stmtsfirst[] = { TRY_STMTS, TRY_EXPR,
						    TRY_UNIT, TRY_TYPE };
	static const enum try_kind expr_only[] = { TRY_EXPR };
	static const enum try_kind stmts_only[] = { TRY_STMTS };
	const struct cfix_token *first = &v->toks[0];
	const enum try_kind *order = exprfirst;
	int count = 4;
	struct cfix_cparse p, best = { .error_tok = 0 };
	bool have_best = false;

	if (want == WANT_EXPR)
		order = expr_only, count = 1;
	else if (want == WANT_STMTS)
		order = stmts_only, count = 1;
	else if (first->kind == CFIX_TOK_KEYWORD ||
		 view_is_typename(b, first->text))
		order = typefirst;
	else if (first->kind == CFIX_TOK_IDENT && b->base->is_iterator &&
		 b->base->is_iterator(b->base->ctx, first->text))
		order = stmtsfirst;
	/* `{ SL }` with SL a statement (list) metavariable: a block, not
	 * an initializer list */
	else if (text_is(first, "{") && v->n > 1 &&
		 view_is_stmt_metavar(b, v->toks[1].text))
		order = stmtsfirst;
	for (int k = 0; k < count; k++) {
		struct cfix_node *node = try_view(b, v, order[k], &p);

		if (node)
			return node;
		/* report the attempt that got furthest; statements win ties */
		if (!have_best || p.error_tok > best.error_tok ||
		    (p.error_tok == best.error_tok && order[k] == TRY_STMTS))
			best = p, have_best = true;
	}
	if (want != WANT_EXPR) {
		/* in a function's body too: `f(int x) { ... x ... }`, and
		 * in the same order as above: `fn(...) { ... E ... }` is a
		 * definition unless fn is declared an iterator */
		bool unit = want != WANT_STMTS && order != stmtsfirst;
		struct cfix_node *node = unit ? parse_bare(b, v, TRY_UNIT) : NULL;

		if (!node)
			node = parse_bare(b, v, TRY_STMTS);
		if (!node && want != WANT_STMTS && !unit)
			node = parse_bare(b, v, TRY_UNIT);
		if (node)
			return node;
	}
	fail_at(b, best.error_tok < v->n ? v->orig[best.error_tok] : v->end,
		best.error);
	return NULL;
}

static struct cfix_node *parse_range(struct build *b, uint32_t first,
				     uint32_t end, enum want want)
{
	struct view v = { 0 };
	struct cfix_node *node = NULL;
	const struct view *outer = b->view;

	if (++b->depth > 64) {
		fail_at(b, first, "disjunctions and nests are nested too deeply");
		goto done;
	}
	if (first >= end) {
		fail_at(b, first, "expected code");
		goto done;
	}
	if (!view_build(b, &v, first, end, want))
		goto done;
	b->view = &v;	/* for view_is_typename() */
	if (!v.n) {
		fail_at(b, first, "expected code");
		goto done;
	}
	node = parse_view(b, &v, want);
	if (!node)
		goto done;
	view_remap(&v, node);
	node = view_replace(&v, node, b->base->arena);
	if (!attach_whens(b, &v, node))
		node = NULL;
done:
	b->depth--;
	b->view = outer;
	cfix_array_release(&v.specials);
	return node;
}

/* The deepest node whose last token is tok: what "@p" after tok
 * annotates (`E@p`: E; `f(x)@p`: the call). */
static const struct cfix_node *node_ending_at(const struct cfix_node *node,
					      uint32_t tok)
{
	if (!node || node->first > tok || node->last < tok ||
	    node->first > node->last)
		return NULL;
	for (uint32_t i = 0; i < node->nkids; i++) {
		const struct cfix_node *found = node_ending_at(node->kids[i], tok);

		if (found)
			return found;
	}
	return node->last == tok ? node : NULL;
}

/* Flags the statements of a run that lie wholly on '?' lines. */
static void mark_optional(const struct cfix_rule *rule, struct cfix_node *node)
{
	if (!node)
		return;
	if (node->kind == CFIX_NODE_COMPOUND) {
		for (uint32_t i = 0; i < node->nkids; i++) {
			struct cfix_node *kid = node->kids[i];
			bool all = kid && kid->first <= kid->last;

			for (uint32_t t = kid ? kid->first : 1; all && t <= kid->last; t++)
				all = rule->optional[t];
			if (all)
				kid->flags |= CFIX_NODEF_OPTIONAL;
		}
	}
	for (uint32_t i = 0; i < node->nkids; i++)
		mark_optional(rule, node->kids[i]);
}

/* Is kid i of node the statement a label holds (`case FOO: ...`)? */
static bool is_labelled_stmt(const struct cfix_node *node, uint32_t i)
{
	return i == (node->kind == CFIX_NODE_DEFAULT ? 0u : 1u) &&
	       (node->kind == CFIX_NODE_CASE || node->kind == CFIX_NODE_DEFAULT ||
		node->kind == CFIX_NODE_LABEL);
}

/* Flags the "..." and nests that stand for statements. */
static void mark_statement_dots(struct cfix_node *node, bool in_block)
{
	if (!node)
		return;
	if ((node->kind == CFIX_NODE_DOTS || node->kind == CFIX_NODE_NEST) &&
	    in_block)
		node->flags |= CFIX_NODEF_STMT_DOTS;
	for (uint32_t i = 0; i < node->nkids; i++) {
		bool block = node->kind == CFIX_NODE_COMPOUND ||
			     (node->kind == CFIX_NODE_DISJ && in_block) ||
			     is_labelled_stmt(node, i);

		mark_statement_dots(node->kids[i], block);
	}
}

/* A disjunction with a branch that is a run of statements (braceless,
 * `( label:; | S; )`): it must stay an item of a run, where each branch
 * is matched against consecutive statements; matched as one node, a
 * run branch would never match. */
static bool disj_of_runs(const struct cfix_rule *rule,
			 const struct cfix_node *node)
{
	if (node->kind != CFIX_NODE_DISJ)
		return false;
	for (uint32_t k = 0; k < node->nkids; k++) {
		const struct cfix_node *kid = node->kids[k];

		if (kid && kid->kind == CFIX_NODE_COMPOUND &&
		    (kid->first > kid->last ||
		     !text_is(&rule->toks[kid->first], "{")))
			return true;
	}
	return false;
}

int cfix__pattern_parse(struct cfix_rule *rule, const struct cfix_cparse *base,
			uint32_t from, uint32_t end, uint32_t *error_tok,
			const char **error)
{
	struct build b = { .rule = rule, .base = base };
	struct cfix_node *node = parse_range(&b, from, end, WANT_TOP);

	if (!node) {
		*error_tok = b.error_tok;
		*error = b.error ? b.error : "cannot parse";
		return -1;
	}
	if (node->kind == CFIX_NODE_COMPOUND && node->nkids == 1 &&
	    node->kids[0]->kind != CFIX_NODE_DOTS &&
	    !disj_of_runs(rule, node->kids[0]))
		node = node->kids[0];
	mark_statement_dots(node, node->kind == CFIX_NODE_COMPOUND);
	if (rule->optional)
		mark_optional(rule, node);
	cfix_node_link_parents(node);
	node->parent = NULL;
	rule->pattern = node;
	for (uint32_t k = 0; k < rule->npositions; k++)
		rule->positions[k].node = node_ending_at(node,
							 rule->positions[k].tok);
	return 0;
}
