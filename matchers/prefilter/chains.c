/*
 * The prefilter's chains, built from a rule's pattern: its tokens in
 * order, with gaps where a metavariable, "..." or a literal compared by
 * value stands (the top of prefilter.c says what a chain is).  Each of
 * the matcher's isomorphisms that lets code differ from the pattern
 * becomes optional tokens or alternative chains here.
 */
#include "prefilter_internal.h"

#include <stdlib.h>
#include <string.h>

typedef CFIX_ARRAY(struct elem) elem_array;
typedef CFIX_ARRAY(const char *) word_array;

enum { MAX_ALTERNATIVES = 64, MAX_DISJ = 32 };

struct builder {
	const struct cfix_rule *rule;
	const struct cfix_vocabulary *vocab;	/* the project's wrappers */
	struct cfix_arena *arena;		/* the filter's */
	elem_array elems;
	bool unsupported;
	/* disjunctions: the branch taken at the k-th one met (in the order
	 * emit_node() meets them), and how many branches it has */
	uint32_t choice[MAX_DISJ], nbranches[MAX_DISJ];
	uint32_t ndisj;		/* met so far in this alternative */
	uint32_t nchosen;	/* choice[0, nchosen) are set */
};

static void merge_gap(struct elem *prev, enum gap_kind gap)
{
	if (gap == GAP_ANY || prev->gap == GAP_ANY)
		prev->gap = GAP_ANY;
	else if (gap == GAP_STMT || prev->gap == GAP_STMT)
		prev->gap = GAP_STMT;
	else if (prev->gap != gap)
		prev->gap = GAP_EXPR;
}

static void add_elem(struct builder *b, enum elem_kind kind,
		     enum gap_kind gap, const char *text)
{
	struct elem e = { .kind = (uint8_t)kind, .gap = (uint8_t)gap,
			  .text = text, .len = text ? (uint32_t)strlen(text) : 0,
			  .metavar = -1, .slot = -1 };

	/* Two gaps in a row are one gap, of the looser kind (a
	 * metavariable's stays apart until build_chain() knows whether it
	 * is a backreference). */
	if (kind == ELEM_GAP && b->elems.len &&
	    b->elems.items[b->elems.len - 1].kind == ELEM_GAP &&
	    b->elems.items[b->elems.len - 1].metavar < 0) {
		merge_gap(&b->elems.items[b->elems.len - 1], gap);
		return;
	}
	cfix_array_push(&b->elems, e);
}

static void add_gap(struct builder *b, enum gap_kind gap)
{
	add_elem(b, ELEM_GAP, gap, NULL);
}

/*
 * A gap that a metavariable's binding fills.  The matcher compares a
 * metavariable's second binding with its first token by token
 * (cfix__match_bind() in match/bindings.c), so two gaps of the same one
 * must hold the same tokens; only expressions and identifiers the rule
 * itself binds are taken (an inherited one or a script's value may be
 * spelled otherwise).
 */
static void add_metavar_gap(struct builder *b, const struct cfix_node *node,
			    enum gap_kind gap)
{
	const struct cfix_metavar *mv = &b->rule->metavars[node->metavar];
	struct elem e = { .kind = ELEM_GAP, .gap = (uint8_t)gap,
			  .metavar = node->metavar, .slot = -1 };

	if (gap == GAP_STMT && b->elems.len &&
	    b->elems.items[b->elems.len - 1].kind == ELEM_GAP &&
	    b->elems.items[b->elems.len - 1].gap != GAP_ANY &&
	    b->elems.items[b->elems.len - 1].metavar < 0)
		b->elems.len--;	/* the statement gap takes in the one before */
	if (mv->from_rule >= 0 || mv->script_output ||
	    (mv->kind != CFIX_MV_EXPRESSION && mv->kind != CFIX_MV_IDEXPRESSION &&
	     mv->kind != CFIX_MV_IDENTIFIER && mv->kind != CFIX_MV_STATEMENT)) {
		if (mv->kind == CFIX_MV_CONSTANT &&
		    (gap == GAP_EXPR || gap == GAP_OPERAND))
			gap = GAP_CONSTANT;
		add_gap(b, gap);
		return;
	}
	cfix_array_push(&b->elems, e);
}

/* The gap a kid stands in: operands of unary and postfix operators hold
 * no binary operator. */
static enum gap_kind kid_gap(const struct cfix_node *parent, uint32_t kid)
{
	switch (parent->kind) {
	case CFIX_NODE_UNARY:
	case CFIX_NODE_POSTFIX:
	case CFIX_NODE_SIZEOF:
		return GAP_OPERAND;
	case CFIX_NODE_CALL:
	case CFIX_NODE_MEMBER:
	case CFIX_NODE_INDEX:
		return kid == 0 ? GAP_OPERAND : GAP_EXPR;
	case CFIX_NODE_CAST:
		return kid == 1 ? GAP_OPERAND : GAP_EXPR;
	default:
		return GAP_EXPR;
	}
}

static bool is_structural(enum cfix_node_kind kind)
{
	switch (kind) {
	case CFIX_NODE_PAREN: case CFIX_NODE_UNARY: case CFIX_NODE_POSTFIX:
	case CFIX_NODE_BINARY: case CFIX_NODE_ASSIGN: case CFIX_NODE_COND:
	case CFIX_NODE_CALL: case CFIX_NODE_MEMBER: case CFIX_NODE_INDEX:
	case CFIX_NODE_CAST: case CFIX_NODE_SIZEOF:
	case CFIX_NODE_EXPR_STMT: case CFIX_NODE_NULL_STMT:
	case CFIX_NODE_COMPOUND: case CFIX_NODE_IF: case CFIX_NODE_WHILE:
	case CFIX_NODE_DO: case CFIX_NODE_FOR: case CFIX_NODE_SWITCH:
	case CFIX_NODE_CASE: case CFIX_NODE_DEFAULT: case CFIX_NODE_BREAK:
	case CFIX_NODE_CONTINUE: case CFIX_NODE_RETURN: case CFIX_NODE_GOTO:
	case CFIX_NODE_LABEL:
		return true;
	default:
		return false;
	}
}

/* A kid that may stand for no argument: "...", or a list metavariable
 * (`f(E, ES)` matches `f(x)`), maybe read as a parameter's type. */
static bool has_dots_kid(const struct cfix_rule *rule,
			 const struct cfix_node *node)
{
	for (uint32_t i = 0; i < node->nkids; i++) {
		const struct cfix_node *kid = node->kids[i];

		if (kid && kid->kind == CFIX_NODE_PARAM && kid->nkids && kid->kids[0])
			kid = kid->kids[0];
		if (kid && kid->kind == CFIX_NODE_DOTS)
			return true;
		if (kid && kid->metavar >= 0 &&
		    (uint32_t)kid->metavar < rule->nmetavars &&
		    cfix__is_list_kind(rule->metavars[kid->metavar].kind))
			return true;
	}
	return false;
}

static void emit_node(struct builder *b, const struct cfix_node *node,
		      enum gap_kind gap);

/* A metavariable's node: a gap, or its own name for a symbol. */
static void emit_metavar(struct builder *b, const struct cfix_node *node,
			 enum gap_kind gap)
{
	const struct cfix_metavar *mv = &b->rule->metavars[node->metavar];

	if (mv->kind == CFIX_MV_SYMBOL)
		add_elem(b, ELEM_TOKEN, 0, b->rule->toks[node->first].text);
	else if (mv->kind == CFIX_MV_STATEMENT)
		add_metavar_gap(b, node, GAP_STMT);
	else if (mv->kind == CFIX_MV_TYPE || mv->kind == CFIX_MV_TYPEDEF)
		add_gap(b, GAP_EXPR);	/* `char *` is no operand */
	else
		add_metavar_gap(b, node, gap);
}

/*
 * A declaration, `T *x = kmalloc(E1, E2);`: what the chain can say of it
 * is each initializer after its '=' (the specifiers and declarators
 * around them, which may hold attributes, arrays or other declarators,
 * are gaps).  A declaration without an initializer has no chain.
 */
static void emit_decl(struct builder *b, const struct cfix_node *node)
{
	bool any = false;

	for (uint32_t k = 1; k < node->nkids; k++) {
		const struct cfix_node *d = node->kids[k];
		const struct cfix_node *name;

		if (!d || d->kind != CFIX_NODE_DECLARATOR || d->nkids < 3 ||
		    !d->kids[2])
			continue;
		/* what comes before the '=' holds the declared name */
		name = d->kids[1];
		if (name && name->metavar >= 0 && name->first == name->last) {
			add_metavar_gap(b, name, GAP_STMT);
			b->elems.items[b->elems.len - 1].contains = true;
		} else {
			add_gap(b, GAP_STMT);
		}
		add_elem(b, ELEM_TOKEN, 0, "=");
		emit_node(b, d->kids[2], GAP_EXPR);
		any = true;
	}
	add_gap(b, GAP_STMT);
	if (!any)
		b->unsupported = true;
}

static bool is_cv(const char *text)
{
	return !strcmp(text, "const") || !strcmp(text, "volatile");
}

/*
 * A type as the matcher compares it: its tokens in a row (a type
 * metavariable stands for one token), with storage classes and
 * qualifiers the rule does not name allowed around them.  A qualifier
 * the rule writes may stand anywhere among the words of its pointer
 * level (match_type_words() in match/type_words.c): such a type has gaps around
 * each word.
 */
static void emit_type(struct builder *b, const struct cfix_node *node)
{
	bool cv = false;

	for (uint32_t t = node->first; t <= node->last; t++)
		cv |= is_cv(b->rule->toks[t].text);
	add_gap(b, GAP_TYPE_BEFORE);
	for (uint32_t t = node->first; t <= node->last; t++) {
		if (b->rule->tok_metavar[t] >= 0 || is_cv(b->rule->toks[t].text) ||
		    cfix__rule_fnptr_attribute(b->rule, t))
			add_gap(b, GAP_EXPR);
		else
			add_elem(b, ELEM_TOKEN, 0, b->rule->toks[t].text);
		if (cv)
			add_gap(b, GAP_EXPR);
	}
	add_gap(b, GAP_TYPE_AFTER);
}

/* The last token under node: a `...`'s when clauses, its kids, lie past
 * its own (`l: ... when != f();` in a label). */
static uint32_t last_under(const struct cfix_node *node)
{
	uint32_t last = node->last;

	for (uint32_t k = 0; k < node->nkids; k++)
		if (node->kids[k] && node->kids[k]->first <= node->kids[k]->last) {
			uint32_t l = last_under(node->kids[k]);

			if (l > last)
				last = l;
		}
	return last;
}

/* The index of the kid holding token t, or nkids. */
static uint32_t kid_holding(const struct cfix_node *node, uint32_t t)
{
	for (uint32_t k = 0; k < node->nkids; k++) {
		const struct cfix_node *kid = node->kids[k];

		if (kid && kid->first <= kid->last && kid->first <= t &&
		    t <= last_under(kid))
			return k;
	}
	return node->nkids;
}

/* The branch this alternative takes at the next choice of n branches
 * (a disjunction, an isomorphism's forms), or -1 when there are too
 * many choices to enumerate. */
static int take_choice(struct builder *b, uint32_t n)
{
	uint32_t k = b->ndisj++;

	if (!n || k >= MAX_DISJ) {
		b->unsupported = true;
		return -1;
	}
	if (k >= b->nchosen) {
		b->choice[k] = 0;
		b->nchosen = k + 1;
	}
	b->nbranches[k] = n;
	return (int)b->choice[k];
}

/* The token-level isomorphism (smpl/isomorphisms.c) that applies to
 * node's own token t, or CFIX_ISO_COUNT. */
static enum cfix_iso_id token_iso(const struct cfix_rule *rule,
				  const struct cfix_node *node, uint32_t t)
{
	for (uint32_t id = 0; id < CFIX_ISO_COUNT; id++)
		if (cfix__isos[id].scope == CFIX_ISO_TOKEN &&
		    cfix__iso_nforms(rule, id) &&
		    cfix__iso_applies(rule, id, node, t))
			return id;
	return CFIX_ISO_COUNT;
}

/* May node's own token t be absent from the code (its isomorphism's
 * form is nothing)? */
static bool token_optional(const struct cfix_rule *rule,
			   const struct cfix_node *node, uint32_t t)
{
	enum cfix_iso_id id = token_iso(rule, node, t);

	return id < CFIX_ISO_COUNT && !*cfix__isos[id].forms[0][0];
}

/* Node's own token t: itself, optional, or (one per alternative) as
 * written or as its isomorphism's forms spell it. */
static void emit_own_token(struct builder *b, const struct cfix_node *node,
			   uint32_t t)
{
	const char *text = b->rule->toks[t].text;
	enum cfix_iso_id id = token_iso(b->rule, node, t);
	int form;

	if (id == CFIX_ISO_COUNT) {
		add_elem(b, ELEM_TOKEN, 0, text);
		return;
	}
	if (!*cfix__isos[id].forms[0][0]) {
		add_elem(b, ELEM_OPTIONAL, 0, text);
		return;
	}
	form = take_choice(b, 1 + cfix__iso_nforms(b->rule, id));
	if (form >= 0)
		add_elem(b, ELEM_TOKEN, 0,
			 form ? cfix__isos[id].forms[form - 1][0] : text);
}

/* A name of the rule: as written, or (one per alternative) as one of
 * the project's wrappers of it (smpl/vocabulary.c) spells it, as the
 * matcher lets it (cfix__match_wrapper()). */
static void emit_name(struct builder *b, const char *text)
{
	uint32_t n = 0;
	int form;

	while (cfix_vocabulary_wrapper(b->vocab, text, n))
		n++;
	if (!n) {
		add_elem(b, ELEM_TOKEN, 0, text);
		return;
	}
	form = take_choice(b, 1 + n);
	if (form > 0)
		text = cfix_arena_strdup(b->arena, cfix_vocabulary_wrapper(
				b->vocab, text, (uint32_t)form - 1));
	if (form >= 0)
		add_elem(b, ELEM_TOKEN, 0, text);
}

/* A node's tokens in order: its own (operators, keywords, brackets) and
 * its kids'.  Statements of a block may have #if'd-out code between
 * them, so a gap goes there.  Parentheses that may be absent pass the
 * gap they stand in to what they hold (`sizeof(x)` is `sizeof x`: an
 * operand), and so do the braces of a block that is an if's or a loop's
 * branch (the paren and braces isomorphisms); each own token is as the
 * isomorphisms that apply to it let the code spell it. */
static void emit_structure(struct builder *b, const struct cfix_node *node,
			   enum gap_kind gap)
{
	bool dots = has_dots_kid(b->rule, node);
	bool block = node->kind == CFIX_NODE_COMPOUND;
	bool optional = token_optional(b->rule, node, node->first);

	for (uint32_t t = node->first; t <= node->last; t++) {
		uint32_t k = kid_holding(node, t);
		const char *text = b->rule->toks[t].text;

		if (k < node->nkids) {
			if (block)
				add_gap(b, GAP_STMT);
			emit_node(b, node->kids[k],
				  optional && gap == GAP_OPERAND ? GAP_OPERAND
								 : kid_gap(node, k));
			t = last_under(node->kids[k]);
			continue;
		}
		if (b->rule->tok_metavar[t] >= 0)
			add_gap(b, GAP_EXPR);	/* a binary operator metavariable */
		else if (dots && !strcmp(text, ","))
			add_gap(b, GAP_EXPR);	/* "..." may stand for no argument */
		else
			emit_own_token(b, node, t);
	}
	if (block)
		add_gap(b, GAP_STMT);
}

/*
 * A disjunction: one branch, the one this alternative of the rule
 * takes (cfix__chains_build() makes one chain per combination of branches).
 * A conjunction (`&`) needs all its branches to match the same code:
 * its first branch's chain is needed.
 */
static void emit_disj(struct builder *b, const struct cfix_node *node,
		      enum gap_kind gap)
{
	int branch;

	if (node->op && !strcmp(node->op, "&")) {
		b->ndisj++;
		emit_node(b, node->nkids ? node->kids[0] : NULL, gap);
		return;
	}
	branch = take_choice(b, node->nkids);
	if (branch >= 0)
		emit_node(b, node->kids[branch], gap);
}

/* The first node-level isomorphism (smpl/isomorphisms.c) from id on
 * that applies to node, or CFIX_ISO_COUNT. */
static enum cfix_iso_id node_iso(const struct cfix_rule *rule,
				 const struct cfix_node *node, uint32_t id)
{
	for (; id < CFIX_ISO_COUNT; id++)
		if (cfix__isos[id].scope == CFIX_ISO_NODE &&
		    cfix__iso_nforms(rule, id) &&
		    cfix__iso_applies(rule, id, node, node->first))
			return id;
	return CFIX_ISO_COUNT;
}

static void emit_written(struct builder *b, const struct cfix_node *node,
			 enum gap_kind gap);
static void emit_isos_from(struct builder *b, const struct cfix_node *node,
			   uint32_t from, enum gap_kind gap);

/* One form of the isomorphism id, for node: "X" its first kid, "N" the
 * node as written or as the isomorphisms after id let the code spell
 * it, "_" any expression, "1" and "2" its second and third kids (an
 * if's branches), other words themselves. */
static void emit_form(struct builder *b, const struct cfix_node *node,
		      enum cfix_iso_id id, const char *const *form,
		      enum gap_kind gap)
{
	for (; *form; form++) {
		if (!strcmp(*form, "X"))
			emit_node(b, node->kids[0], GAP_EXPR);
		else if (!strcmp(*form, "N"))
			emit_isos_from(b, node, id + 1, gap);
		else if (!strcmp(*form, "_"))
			add_gap(b, GAP_EXPR);
		else if (!strcmp(*form, "1") || !strcmp(*form, "2"))
			emit_node(b, node->kids[**form - '0'],
				  kid_gap(node, (uint32_t)(**form - '0')));
		else
			add_elem(b, ELEM_TOKEN, 0, *form);
	}
}

/*
 * A node an isomorphism applies to: the code forms it lets the node
 * match, one per alternative of the rule (a single form needs no
 * choice).  The node's own tokens are in every form, so a test of a
 * rare X keeps few files.
 */
/*
 * Whether neg_if negates the if's condition cond by writing `!` before
 * it whole (match_not() in match/neg_if.c: the code's `!X` or, X a
 * pointer, `X == NULL`), so the code's condition holds cond's tokens:
 * not a comparison, `!`, `&&`, `||`, parentheses, a disjunction or
 * dots, which it rewrites, nor a metavariable alone (a gap anyway).
 */
static bool negation_keeps(const struct cfix_node *cond)
{
	if (!cond || cond->metavar >= 0)
		return false;
	switch (cond->kind) {
	case CFIX_NODE_UNARY:
		return cond->op && strcmp(cond->op, "!");
	case CFIX_NODE_CALL: case CFIX_NODE_MEMBER: case CFIX_NODE_INDEX:
	case CFIX_NODE_CAST: case CFIX_NODE_SIZEOF: case CFIX_NODE_IDENT:
		return true;
	default:
		return false;
	}
}

/* neg_if's swapped form where the negation keeps the condition: the
 * condition's tokens somewhere between the parentheses (`if (!&x)`,
 * `if (&x == NULL)`), not any condition at all */
static const char *const *const neg_if_kept =
	(const char *const[]){ "if", "(", "_", "X", "_", ")", "2", "else",
			       "1", NULL };

static void emit_iso(struct builder *b, const struct cfix_node *node,
		     enum cfix_iso_id id, enum gap_kind gap)
{
	uint32_t n = cfix__iso_nforms(b->rule, id);
	int form = n > 1 ? take_choice(b, n) : 0;

	if (form == 1 && id == CFIX_ISO_NEG_IF && node->nkids == 3 &&
	    negation_keeps(node->kids[0]))
		emit_form(b, node, id, neg_if_kept, gap);
	else if (form >= 0)
		emit_form(b, node, id, cfix__isos[id].forms[form], gap);
}

/*
 * Node as the node-level isomorphisms from id "from" on let the code
 * spell it.  Several may apply to one node (`X - Y + Z`: plus_comm and
 * plus_minus_assoc2), and the matcher tries each (match_same_or_commuted()
 * in match/structure.c), so the first one's "as written" form is the
 * next one's forms, down to the node as written.
 */
static void emit_isos_from(struct builder *b, const struct cfix_node *node,
			   uint32_t from, enum gap_kind gap)
{
	enum cfix_iso_id id = node_iso(b->rule, node, from);

	if (id < CFIX_ISO_COUNT)
		emit_iso(b, node, id, gap);
	else
		emit_written(b, node, gap);
}

/* A switch whose body has two case labels or more: the matcher takes
 * the case groups in any order (cfix__match_switch() in match/flow.c), so no
 * chain is in order: words only. */
static bool case_groups(const struct cfix_node *node)
{
	const struct cfix_node *body = node->kind == CFIX_NODE_SWITCH &&
						       node->nkids > 1
					       ? node->kids[1]
					       : NULL;
	uint32_t labels = 0;

	for (uint32_t i = 0; body && i < body->nkids; i++)
		labels += body->kids[i] &&
			  (body->kids[i]->kind == CFIX_NODE_CASE ||
			   body->kids[i]->kind == CFIX_NODE_DEFAULT);
	return labels > 1;
}

/* A last item `return;` or `return ...;` after "...", or a disjunction
 * one of whose branches is one, also matches where control falls off
 * the function's end (exit_return() in match/flow_dots.c): the file need
 * not spell it. */
static bool may_be_function_end(const struct cfix_node *node)
{
	const struct cfix_node *up = node->parent, *before;
	bool bare = cfix_node_is_bare_return(node);

	if (node->kind == CFIX_NODE_DISJ &&
	    !(node->op && !strcmp(node->op, "&")))
		for (uint32_t k = 0; k < node->nkids && !bare; k++)
			bare = cfix_node_is_bare_return(node->kids[k]);
	if (!bare || !up || up->nkids < 2 ||
	    up->kids[up->nkids - 1] != node ||
	    !(before = up->kids[up->nkids - 2]) ||
	    before->kind != CFIX_NODE_DOTS)
		return false;
	return true;
}

static void emit_node(struct builder *b, const struct cfix_node *node,
		      enum gap_kind gap)
{
	if (!node || node->first > node->last)
		return;
	if (may_be_function_end(node)) {
		add_gap(b, GAP_ANY);
		return;
	}
	emit_isos_from(b, node, 0, gap);
}

/* emit_node() for the node as the rule writes it, isomorphisms aside. */
static void emit_written(struct builder *b, const struct cfix_node *node,
			 enum gap_kind gap)
{
	if (node->metavar >= 0 && node->first == node->last) {
		emit_metavar(b, node, gap);
		return;
	}
	/* `E && ...` matches E alone too (match_without_rest() in
	 * match/structure.c), and E any operand of a chain of its operator
	 * (`|`, `&`, `+`, `*` too: match/chain_dots.c), so code may come
	 * before E */
	if (node->kind == CFIX_NODE_BINARY && node->op && node->nkids == 2 &&
	    (!strcmp(node->op, "&&") || !strcmp(node->op, "||") ||
	     !strcmp(node->op, "|") || !strcmp(node->op, "&") ||
	     !strcmp(node->op, "+") || !strcmp(node->op, "*")) &&
	    node->kids[1] && node->kids[1]->kind == CFIX_NODE_DOTS) {
		add_gap(b, GAP_EXPR);
		emit_node(b, node->kids[0], GAP_EXPR);
		add_gap(b, GAP_EXPR);
		return;
	}
	/* `(T)E`, T a type metavariable, matches E without the cast too
	 * (match_without_cast() in match/structure.c) */
	if (node->kind == CFIX_NODE_CAST && node->nkids == 2 && node->kids[0] &&
	    node->kids[0]->metavar >= 0) {
		add_gap(b, gap == GAP_OPERAND ? GAP_OPERAND : GAP_EXPR);
		return;
	}
	/* an expression standing for a statement may lie inside an if's
	 * condition, with unbalanced code after it: words only */
	if (node->flags & CFIX_NODEF_BARE_EXPR) {
		b->unsupported = true;
		return;
	}
	switch (node->kind) {
	case CFIX_NODE_DOTS:
	case CFIX_NODE_CHAR:
	case CFIX_NODE_STRING:	/* adjacent pieces are one literal */
		add_gap(b, node->kind != CFIX_NODE_DOTS ? GAP_EXPR :
			   node->flags & CFIX_NODEF_STMT_DOTS ? GAP_ANY : GAP_STMT);
		return;
	case CFIX_NODE_NUMBER:	/* compared by value: 0 is 0x0 and '\0' */
		add_elem(b, ELEM_NUMBER, 0, NULL);
		return;
	case CFIX_NODE_IDENT:
		emit_name(b, b->rule->toks[node->first].text);
		return;
	case CFIX_NODE_TYPE:
		emit_type(b, node);
		return;
	case CFIX_NODE_DECL:
		emit_decl(b, node);
		return;
	case CFIX_NODE_DISJ:
		emit_disj(b, node, gap);
		return;
	case CFIX_NODE_NEST:
		/* <+... P ...+>: P somewhere; <... P ...>: maybe nowhere */
		{
			enum gap_kind around = node->flags & CFIX_NODEF_STMT_DOTS
						       ? GAP_ANY : GAP_STMT;

			add_gap(b, around);
			if (node->op && !strcmp(node->op, "<+...") && node->nkids) {
				emit_node(b, node->kids[0], GAP_STMT);
				add_gap(b, around);
			}
		}
		return;
	default:
		break;
	}
	if (!is_structural(node->kind) || case_groups(node)) {
		b->unsupported = true;
		return;
	}
	emit_structure(b, node, gap);
}

/* Leading and trailing gaps and optional tokens constrain nothing. */
static void trim_chain(elem_array *elems, uint32_t *first, uint32_t *count)
{
	uint32_t lo = 0, hi = (uint32_t)elems->len;

	while (lo < hi && elems->items[lo].kind != ELEM_TOKEN &&
	       elems->items[lo].kind != ELEM_NUMBER)
		lo++;
	while (hi > lo && elems->items[hi - 1].kind != ELEM_TOKEN &&
	       elems->items[hi - 1].kind != ELEM_NUMBER &&
	       !(elems->items[hi - 1].kind == ELEM_GAP &&
		 (elems->items[hi - 1].slot >= 0 ||
		  elems->items[hi - 1].gap == GAP_CONSTANT)))
		hi--;
	*first = lo;
	*count = hi - lo;
}

/* A word of the rule's code (not a metavariable, not SmPL syntax)? */
static bool is_rule_word(const struct cfix_rule *rule, uint32_t t)
{
	const struct cfix_token *tok = &rule->toks[t];
	int32_t mv = rule->tok_metavar[t];

	if (tok->kind != CFIX_TOK_IDENT && tok->kind != CFIX_TOK_KEYWORD)
		return false;
	if (cfix__rule_fnptr_attribute(rule, t))
		return false;	/* spatch's parser drops it */
	if (rule->structural && rule->structural[t])
		return false;
	/* a word an isomorphism may leave out (`X != NULL` matches `X`) */
	for (uint32_t id = 0; id < CFIX_ISO_COUNT; id++)
		if (cfix__isos[id].drops &&
		    !strcmp(tok->text, cfix__isos[id].drops))
			return false;
	return mv < 0 || rule->metavars[mv].kind == CFIX_MV_SYMBOL;
}

/* Does the pattern use SmPL's own constructs (disjunctions, nests,
 * when clauses) or end in a `return;` that the function's end may stand
 * for, which make some of its words optional? */
static bool has_smpl(const struct cfix_node *node)
{
	if (!node)
		return false;
	if (node->kind == CFIX_NODE_DISJ || node->kind == CFIX_NODE_NEST ||
	    node->kind == CFIX_NODE_WHEN || may_be_function_end(node))
		return true;
	for (uint32_t i = 0; i < node->nkids; i++)
		if (has_smpl(node->kids[i]))
			return true;
	return false;
}

struct word_list {
	word_array words;
	CFIX_ARRAY(bool) any_of;
	const struct cfix_vocabulary *vocab;	/* the project's wrappers */
	struct cfix_arena *arena;		/* the filter's */
};

/* Appends word (an alternative to the word before when any_of), then
 * the project's wrappers of it as its alternatives. */
static void push_word(struct word_list *out, const char *word, bool any_of)
{
	const char *wrapper;

	cfix_array_push(&out->words, word);
	cfix_array_push(&out->any_of, any_of);
	for (uint32_t i = 0;
	     (wrapper = cfix_vocabulary_wrapper(out->vocab, word, i)); i++) {
		cfix_array_push(&out->words, cfix_arena_strdup(out->arena,
							       wrapper));
		cfix_array_push(&out->any_of, true);
	}
}

/*
 * Token t is an identifier metavariable bound to one of a set of names
 * (`identifier f = {memcpy, memmove};`): pushes the names, one of which
 * the file must spell (the matcher compares the name's text, and a
 * name a macro of the file stands for is in the file too); false when
 * t is none.
 */
static bool push_name_set(const struct cfix_rule *rule, uint32_t t,
			  struct word_list *out)
{
	int32_t mv = rule->tok_metavar[t];
	const struct cfix_metavar *m;

	if (mv < 0 || (rule->structural && rule->structural[t]))
		return false;
	m = &rule->metavars[mv];
	if (m->kind != CFIX_MV_IDENTIFIER || m->constraint != CFIX_MVC_IN ||
	    !m->nvalues)
		return false;
	for (uint32_t i = 0; i < m->nvalues; i++)
		if (!m->values[i][0] || strchr(m->values[i], ' '))
			return false;
	for (uint32_t i = 0; i < m->nvalues; i++)
		push_word(out, m->values[i], i > 0);
	return true;
}

static void mandatory_words(const struct cfix_rule *rule,
			    const struct cfix_node *node, struct word_list *out);

/* A disjunction: one word from each branch, any of which may occur;
 * nothing when a branch has no word of its own. */
static void disjunction_words(const struct cfix_rule *rule,
			      const struct cfix_node *node,
			      struct word_list *out)
{
	word_array firsts = { 0 };
	bool conjunction = node->op && !strcmp(node->op, "&");
	uint32_t nfirsts = 0;

	for (uint32_t i = 0; i < node->nkids; i++) {
		struct word_list branch = { .vocab = out->vocab,
					    .arena = out->arena };

		mandatory_words(rule, node->kids[i], &branch);
		if (conjunction) {
			for (size_t k = 0; k < branch.words.len; k++) {
				cfix_array_push(&out->words, branch.words.items[k]);
				cfix_array_push(&out->any_of, branch.any_of.items[k]);
			}
		} else if (branch.words.len) {
			/* its first word and that word's alternatives */
			size_t k = 0;

			do
				cfix_array_push(&firsts, branch.words.items[k]);
			while (++k < branch.words.len && branch.any_of.items[k]);
			nfirsts++;
		}
		cfix_array_release(&branch.words);
		cfix_array_release(&branch.any_of);
		if (!conjunction && nfirsts != i + 1) {
			cfix_array_release(&firsts);
			return;
		}
	}
	for (size_t k = 0; k < firsts.len; k++) {
		cfix_array_push(&out->words, firsts.items[k]);
		cfix_array_push(&out->any_of, k > 0);
	}
	cfix_array_release(&firsts);
}

/* The words every match of node must contain. */
static void mandatory_words(const struct cfix_rule *rule,
			    const struct cfix_node *node, struct word_list *out)
{
	if (!node || node->first > node->last || may_be_function_end(node))
		return;
	switch (node->kind) {
	case CFIX_NODE_DISJ:
		disjunction_words(rule, node, out);
		return;
	case CFIX_NODE_NEST:
		if (!strcmp(node->op, "<+..."))
			mandatory_words(rule, node->kids[0], out);
		return;
	case CFIX_NODE_DOTS:
	case CFIX_NODE_WHEN:
		return;
	default:
		break;
	}
	for (uint32_t t = node->first; t <= node->last; t++) {
		uint32_t k = kid_holding(node, t);

		if (k < node->nkids) {
			mandatory_words(rule, node->kids[k], out);
			t = last_under(node->kids[k]);
			continue;
		}
		if (is_rule_word(rule, t))
			push_word(out, rule->toks[t].text, false);
		else
			push_name_set(rule, t, out);
	}
}

static void collect_words(struct cfix_prefilter *filter,
			  const struct cfix_rule *rule, struct chain *chain)
{
	struct word_list list = { .vocab = filter->vocab,
				  .arena = filter->arena };

	if (rule->pattern && has_smpl(rule->pattern)) {
		mandatory_words(rule, rule->pattern, &list);
	} else {
		for (uint32_t t = 0; t < rule->ntoks; t++)
			if (is_rule_word(rule, t))
				push_word(&list, rule->toks[t].text, false);
			else
				push_name_set(rule, t, &list);
	}
	chain->nwords = (uint32_t)list.words.len;
	chain->words = cfix_arena_alloc(filter->arena, (list.words.len + 1) *
							       sizeof(*chain->words));
	chain->any_of = cfix_arena_alloc(filter->arena, list.words.len + 1);
	if (list.words.len) {
		memcpy(chain->words, list.words.items,
		       list.words.len * sizeof(*chain->words));
		memcpy(chain->any_of, list.any_of.items, list.words.len);
	}
	cfix_array_release(&list.words);
	cfix_array_release(&list.any_of);
}

/*
 * Gives each metavariable that fills two gaps or more a slot (the first
 * gap binds it, the others must spell the same), then merges the other
 * gaps with their neighbours as add_elem() does.  Of the leading gaps
 * (trimmed off later) only the one just before the first token may
 * take a slot; *lead_slot is its slot, or -1.
 */
static uint32_t assign_slots(elem_array *elems, int32_t *lead_slot,
			     bool *lead_contains)
{
	uint32_t nslots = 0, lead = 0, out = 0;

	while (lead < elems->len && elems->items[lead].kind != ELEM_TOKEN &&
	       elems->items[lead].kind != ELEM_NUMBER)
		lead++;
	if (lead > 0 && lead < elems->len &&
	    elems->items[lead - 1].kind == ELEM_GAP)
		lead--;
	for (uint32_t i = lead; i < elems->len; i++) {
		struct elem *e = &elems->items[i];
		bool again = false;

		if (e->kind != ELEM_GAP || e->metavar < 0 || e->slot >= 0)
			continue;
		for (uint32_t k = i + 1; k < elems->len; k++)
			again |= elems->items[k].kind == ELEM_GAP &&
				 elems->items[k].metavar == e->metavar;
		if (!again || nslots == MAX_SLOTS)
			continue;
		for (uint32_t k = i; k < elems->len; k++)
			if (elems->items[k].kind == ELEM_GAP &&
			    elems->items[k].metavar == e->metavar)
				elems->items[k].slot = (int32_t)nslots;
		nslots++;
	}
	for (uint32_t i = 0; i < elems->len; i++) {
		struct elem e = elems->items[i];
		struct elem *prev = out ? &elems->items[out - 1] : NULL;

		if (e.kind == ELEM_GAP && e.slot < 0)
			e.contains = false;
		if (e.kind == ELEM_GAP && e.slot < 0 && prev &&
		    prev->kind == ELEM_GAP && prev->slot < 0) {
			merge_gap(prev, e.gap);
			continue;
		}
		elems->items[out++] = e;
	}
	elems->len = out;
	*lead_slot = -1;
	*lead_contains = false;
	for (uint32_t i = 0; i < elems->len; i++) {
		if (elems->items[i].kind == ELEM_TOKEN ||
		    elems->items[i].kind == ELEM_NUMBER) {
			if (i > 0 && elems->items[i - 1].kind == ELEM_GAP) {
				*lead_slot = elems->items[i - 1].slot;
				*lead_contains = elems->items[i - 1].contains;
			}
			break;
		}
	}
	return nslots;
}

/* One alternative of the rule (b->choice says which) into chain;
 * false when the chain cannot model it. */
static bool build_alternative(struct cfix_prefilter *filter,
			      struct builder *b, struct chain *chain)
{
	uint32_t first, count;

	b->elems.len = 0;
	b->unsupported = false;
	b->ndisj = 0;
	emit_node(b, b->rule->pattern, GAP_STMT);
	chain->nslots = assign_slots(&b->elems, &chain->lead_slot,
				     &chain->lead_contains);
	trim_chain(&b->elems, &first, &count);
	if (b->unsupported)
		return false;
	chain->mode = count ? CHAIN_TOKENS : CHAIN_ALWAYS;
	chain->nelems = count;
	chain->elems = cfix_arena_alloc(filter->arena,
					(count + 1) * sizeof(*chain->elems));
	if (count)
		memcpy(chain->elems, b->elems.items + first,
		       count * sizeof(*chain->elems));
	return true;
}

/* The next combination of disjunction branches; false after the last. */
static bool next_alternative(struct builder *b)
{
	b->nchosen = b->ndisj < b->nchosen ? b->ndisj : b->nchosen;
	while (b->nchosen > 0) {
		uint32_t k = b->nchosen - 1;

		if (b->choice[k] + 1 < b->nbranches[k]) {
			b->choice[k]++;
			return true;
		}
		b->nchosen--;
	}
	return false;
}


/* Whether rule is a script rule that runs on a file whatever matched
 * there: every input from a rule has a default ("x << r.y = "v";"), or
 * comes from the command line (virtual.y). */
static bool script_runs_anywhere(const struct cfix_rule *rule)
{
	if (rule->script != CFIX_SCRIPT_RULE)
		return false;
	for (uint32_t i = 0; i < rule->nmetavars; i++) {
		const struct cfix_metavar *mv = &rule->metavars[i];

		if (mv->from_rule >= 0 && !mv->script_default)
			return false;
	}
	return true;
}

void cfix__chains_build(struct cfix_prefilter *filter,
			const struct cfix_rule *rule, chain_array *out)
{
	struct builder b = { .rule = rule, .vocab = filter->vocab,
			     .arena = filter->arena };
	struct chain base = { .rule = rule->name, .lead_slot = -1 };
	size_t start = out->len;
	bool ok = true;

	collect_words(filter, rule, &base);
	if (!rule->pattern) {
		/* `#include` lines alone, a `#define`: the prefilter does
		 * not read them */
		base.mode = rule->nincludes || rule->define ||
					    script_runs_anywhere(rule)
				    ? CHAIN_ALWAYS
				    : CHAIN_NEVER;
		cfix_array_push(out, base);
		return;
	}
	do {
		struct chain alt = base;

		ok = out->len - start < MAX_ALTERNATIVES &&
		     build_alternative(filter, &b, &alt);
		if (ok)
			cfix_array_push(out, alt);
	} while (ok && next_alternative(&b));
	if (!ok) {
		out->len = start;
		base.mode = base.nwords ? CHAIN_WORDS : CHAIN_ALWAYS;
		cfix_array_push(out, base);
	}
	cfix_array_release(&b.elems);
}

