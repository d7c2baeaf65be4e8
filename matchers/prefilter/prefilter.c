/*
 * The prefilter: decides from a file's bytes alone, without clang,
 * whether any rule of a set can match it, so that a batch run parses only
 * the files that can.
 *
 * Each rule becomes a *chain* (one per combination of the branches of
 * its disjunctions): the tokens of its match side in order (names,
 * keywords, operators), with *gaps* where a metavariable, "..." or a
 * literal compared by value stands.  A gap is a balanced run of tokens;
 * where the rule's tree says the code is the operand of a unary or
 * postfix operator, the gap holds no binary operator (so `!E & C` needs
 * `!`, an operand, then a binary `&`: `!a && b & c` is not a
 * candidate); "..." between statements is any run up to the end of the
 * function (control flow enters and leaves blocks, a goto jumps back).
 * The gaps of a metavariable met twice must spell the same tokens
 * (`if (E) kfree(E);`), as the matcher compares bindings token by
 * token.  A declaration is its initializers.  The file is lexed by a
 * small lexer of its own (comments skipped, strings one token,
 * directive lines kept apart) and the chain is looked for in three token
 * streams: the code, each #define body of the file, and the code with
 * the file's own macros expanded once.  Before that, windows lexed from
 * the bytes of each chain's first token can say "no" without lexing the
 * whole file (windows_say_no()).
 *
 * The design decision a newcomer would question: the prefilter looks
 * only at the file's own text, as Coccinelle does (it matches the source
 * as written).  Every match cfix can rewrite lies in written tokens, so
 * none is lost; a report-only match that reaches into the expansion of a
 * macro defined in a header is (cfix --no-prefilter finds it).  Parts of
 * a rule the chain cannot model (functions, declarations without an
 * initializer, more than 64 combinations of branches) fall back to a bag
 * of words: every name the rule writes must occur.
 * Whatever the prefilter is unsure of (a token split by a backslash
 * line splice, too much work), it keeps the file.
 */
#define _GNU_SOURCE	/* memmem */
#include "../smpl/smpl.h"

#include <stdlib.h>
#include <string.h>

/* ---- chains ------------------------------------------------------------ */

enum elem_kind {
	ELEM_TOKEN,	/* this token */
	ELEM_OPTIONAL,	/* this token, or nothing (paren isomorphism) */
	ELEM_NUMBER,	/* one number or character literal */
	ELEM_GAP,	/* a balanced run of tokens, maybe empty */
};

enum gap_kind {
	GAP_EXPR,	/* no ';' at its own depth */
	GAP_OPERAND,	/* an operand of a unary or postfix operator */
	/* a `constant` metavariable: it starts with what a constant can
	 * be (constant_head()), then is as GAP_EXPR; never trimmed off */
	GAP_CONSTANT,
	GAP_STMT,	/* anything balanced */
	GAP_TYPE_BEFORE, /* storage classes and qualifiers */
	GAP_TYPE_AFTER,	/* qualifiers and '*' */
	/* statement dots: the matcher follows control flow, into and out
	 * of blocks, so any run of tokens; and a goto may jump back, so
	 * in a file with one, any place of the file */
	GAP_ANY,
};

struct elem {
	uint8_t kind;		/* enum elem_kind */
	uint8_t gap;		/* enum gap_kind */
	uint32_t len;
	const char *text;	/* ELEM_TOKEN, ELEM_OPTIONAL */
	/* ELEM_GAP: the metavariable it stands for (-1: none); once the
	 * chain is built, the slot of a metavariable that stands in two
	 * gaps or more, whose runs must then spell the same tokens
	 * (-1: none) */
	int32_t metavar;
	int32_t slot;
	/* ELEM_GAP: the gap holds the metavariable somewhere, not only
	 * it (a declaration up to its '=' holds the declared name) */
	bool contains;
};

enum { MAX_SLOTS = 16 };

enum chain_mode {
	CHAIN_NEVER,	/* no pattern: the rule matches nothing */
	CHAIN_ALWAYS,	/* the chain is empty: any file may match */
	CHAIN_TOKENS,	/* look for elems */
	CHAIN_WORDS,	/* look for every word */
};

struct chain {
	const char *rule;
	enum chain_mode mode;
	struct elem *elems;
	uint32_t nelems;
	const char **words;	/* names and keywords the rule writes */
	uint32_t nwords;
	/* any_of[i]: word i is an alternative to word i - 1 (a
	 * disjunction's branches): one word of each run must occur */
	bool *any_of;
	uint32_t nslots;	/* backreference slots of elems */
	/* the slot of the metavariable whose gap, trimmed off, stood just
	 * before elems[0] (`E = kmalloc(sizeof(E))`), or -1: its binding
	 * ends where elems[0] is found; with lead_contains, its binding
	 * is somewhere in the tokens after the last ';', '{' or '}' before
	 * elems[0] (`T *x = kmalloc(sizeof(x))`) */
	int32_t lead_slot;
	bool lead_contains;
};

struct cfix_prefilter {
	struct cfix_arena *arena;
	struct chain *chains;
	uint32_t nchains;
};

typedef CFIX_ARRAY(struct elem) elem_array;
typedef CFIX_ARRAY(const char *) word_array;

enum { MAX_ALTERNATIVES = 64, MAX_DISJ = 32 };

struct builder {
	const struct cfix_rule *rule;
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
 * (match.c's bind()), so two gaps of the same one must hold the same
 * tokens; only expressions and identifiers the rule itself binds are
 * taken (an inherited one or a script's value may be spelled
 * otherwise).
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
 * level (match_type_words() in match.c): such a type has gaps around
 * each word.
 */
static void emit_type(struct builder *b, const struct cfix_node *node)
{
	bool cv = false;

	for (uint32_t t = node->first; t <= node->last; t++)
		cv |= is_cv(b->rule->toks[t].text);
	add_gap(b, GAP_TYPE_BEFORE);
	for (uint32_t t = node->first; t <= node->last; t++) {
		if (b->rule->tok_metavar[t] >= 0 || is_cv(b->rule->toks[t].text))
			add_gap(b, GAP_EXPR);
		else
			add_elem(b, ELEM_TOKEN, 0, b->rule->toks[t].text);
		if (cv)
			add_gap(b, GAP_EXPR);
	}
	add_gap(b, GAP_TYPE_AFTER);
}

/* The index of the kid holding token t, or nkids. */
static uint32_t kid_holding(const struct cfix_node *node, uint32_t t)
{
	for (uint32_t k = 0; k < node->nkids; k++) {
		const struct cfix_node *kid = node->kids[k];

		if (kid && kid->first <= kid->last && kid->first <= t &&
		    t <= kid->last)
			return k;
	}
	return node->nkids;
}

/* Coccinelle's drop_else: `if (E) S1 else S2`, S2 a statement
 * metavariable used nowhere else, also matches an if without else
 * (match_without_else() in match.c), so its `else` is optional. */
static bool else_droppable(const struct cfix_rule *rule,
			   const struct cfix_node *node)
{
	const struct cfix_node *alt = node->nkids == 3 ? node->kids[2] : NULL;

	uint32_t uses = 0;

	if (!(node->kind == CFIX_NODE_IF && alt && alt->metavar >= 0 &&
	      alt->first == alt->last &&
	      (uint32_t)alt->metavar < rule->nmetavars &&
	      rule->metavars[alt->metavar].kind == CFIX_MV_STATEMENT))
		return false;
	for (uint32_t t = 0; t < rule->ntoks; t++)
		uses += rule->tok_metavar[t] == alt->metavar;
	return uses == 1;
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

/* Is token t the `.` of `E.fld`, E a typed expression metavariable?  It
 * also matches `P->fld` (fld_to_ptr, match_field_through_pointer() in
 * match.c; that the rule leaves E in place is not checked here: more
 * files kept, never fewer). */
static bool dot_may_be_arrow(const struct cfix_rule *rule,
			     const struct cfix_node *node, uint32_t t)
{
	const struct cfix_node *base = node->nkids ? node->kids[0] : NULL;
	const struct cfix_metavar *mv;

	if (node->kind != CFIX_NODE_MEMBER || strcmp(rule->toks[t].text, ".") ||
	    !base || base->metavar < 0 || base->first != base->last)
		return false;
	mv = &rule->metavars[base->metavar];
	return (mv->kind == CFIX_MV_EXPRESSION ||
		mv->kind == CFIX_MV_IDEXPRESSION) && mv->type;
}

/* A node's tokens in order: its own (operators, keywords, brackets) and
 * its kids'.  Statements of a block may have #if'd-out code between
 * them, so a gap goes there.  Parentheses that may be absent pass the
 * gap they stand in to what they hold (`sizeof(x)` is `sizeof x`: an
 * operand), and so do the braces of a block that is an if's or a loop's
 * branch: the matcher's braces isomorphism lets it match a branch
 * written without them (match_unbraced() in match.c). */
static void emit_structure(struct builder *b, const struct cfix_node *node,
			   enum gap_kind gap)
{
	bool dots = has_dots_kid(b->rule, node);
	bool block = node->kind == CFIX_NODE_COMPOUND;
	bool optional = (node->kind == CFIX_NODE_PAREN &&
			 cfix__parens_optional(b->rule, node)) ||
			(block && cfix_node_is_branch(node, 0));

	for (uint32_t t = node->first; t <= node->last; t++) {
		uint32_t k = kid_holding(node, t);
		const char *text = b->rule->toks[t].text;

		if (k < node->nkids) {
			if (block)
				add_gap(b, GAP_STMT);
			emit_node(b, node->kids[k],
				  optional && gap == GAP_OPERAND ? GAP_OPERAND
								 : kid_gap(node, k));
			t = node->kids[k]->last;
			continue;
		}
		if (b->rule->tok_metavar[t] >= 0)
			add_gap(b, GAP_EXPR);	/* a binary operator metavariable */
		else if (dots && !strcmp(text, ","))
			add_gap(b, GAP_EXPR);	/* "..." may stand for no argument */
		else if (!strcmp(text, "else") && else_droppable(b->rule, node))
			add_elem(b, ELEM_OPTIONAL, 0, text);
		else if (dot_may_be_arrow(b->rule, node, t))
			add_elem(b, ELEM_TOKEN, 0,
				 take_choice(b, 2) == 1 ? "->" : text);
		else
			add_elem(b, optional ? ELEM_OPTIONAL : ELEM_TOKEN, 0, text);
	}
	if (block)
		add_gap(b, GAP_STMT);
}

/*
 * A disjunction: one branch, the one this alternative of the rule
 * takes (build_chains() makes one chain per combination of branches).
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

/* NULL in the rule. */
static bool is_null_word(const struct cfix_rule *rule,
			 const struct cfix_node *node)
{
	if (!node || node->first != node->last || node->metavar >= 0)
		return false;
	return !strcmp(rule->toks[node->first].text, "NULL");
}

/* `!X` as an if's or a loop's condition, `X == NULL`, `X != NULL`: the
 * matcher's isomorphisms on NULL tests (match_null_iso() in match.c) let
 * each match the others, and `X != NULL` a test of X alone. */
static bool null_iso_node(const struct cfix_rule *rule,
			  const struct cfix_node *node)
{
	const struct cfix_node *parent = node->parent;

	if (node->kind == CFIX_NODE_UNARY)
		return node->op && !strcmp(node->op, "!") && parent &&
		       parent->nkids && parent->kids[0] == node &&
		       (parent->kind == CFIX_NODE_IF ||
			parent->kind == CFIX_NODE_WHILE);
	return node->kind == CFIX_NODE_BINARY && node->op && node->nkids == 2 &&
	       (!strcmp(node->op, "==") || !strcmp(node->op, "!=")) &&
	       is_null_word(rule, node->kids[1]);
}

/*
 * The code forms a NULL test of the rule matches (match_null_iso() in
 * match.c), one per alternative: `X == NULL` is `X ==` then anything
 * (NULL, 0), `... == X`, or `!X`; `X != NULL` is `X !=`, `... != X`, or
 * X alone; `!X` as a condition is itself, `X ==` or `... == X`; the
 * third form of `==` and `!=` goes with "disable is_null" or
 * "disable isnt_null1".  X's own tokens are in every form, so a test of
 * a rare X keeps few files.
 */
static void emit_null_iso(struct builder *b, const struct cfix_node *node)
{
	bool negated = node->kind == CFIX_NODE_UNARY;
	const char *op = negated ? "==" : node->op;
	bool third = negated || !(strcmp(op, "==") ? b->rule->no_isnt_null
						   : b->rule->no_is_null);
	int form = take_choice(b, third ? 3 : 2);

	if (form < 0)
		return;
	if (form == 2 && !strcmp(op, "==")) {	/* !X */
		add_elem(b, ELEM_TOKEN, 0, "!");
	} else if (form == 1) {		/* NULL == X */
		add_gap(b, GAP_EXPR);
		add_elem(b, ELEM_TOKEN, 0, op);
	}
	emit_node(b, node->kids[0], GAP_EXPR);
	if (form == 0) {		/* X == NULL */
		add_elem(b, ELEM_TOKEN, 0, op);
		add_gap(b, GAP_EXPR);
	}
}

/* A switch whose body has two case labels or more: the matcher takes
 * the case groups in any order (match_switch() in match.c), so no
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

static void emit_written(struct builder *b, const struct cfix_node *node,
			 enum gap_kind gap);

static void emit_node(struct builder *b, const struct cfix_node *node,
		      enum gap_kind gap)
{
	if (!node || node->first > node->last)
		return;
	if (node->metavar < 0 && null_iso_node(b->rule, node)) {
		emit_null_iso(b, node);
		return;
	}
	/* a test X of int type matches `X != 0` and `0 != X` too
	 * (match_not_int2() in match.c) */
	if (cfix__int_test(b->rule, node)) {
		add_gap(b, GAP_EXPR);
		emit_written(b, node, gap);
		add_gap(b, GAP_EXPR);
		return;
	}
	emit_written(b, node, gap);
}

/* emit_node() for the node as the rule writes it, isomorphisms aside. */
static void emit_written(struct builder *b, const struct cfix_node *node,
			 enum gap_kind gap)
{
	if (node->metavar >= 0 && node->first == node->last) {
		emit_metavar(b, node, gap);
		return;
	}
	/* `E && ...` matches E alone too (match_without_rest() in match.c) */
	if (node->kind == CFIX_NODE_BINARY && node->op && node->nkids == 2 &&
	    (!strcmp(node->op, "&&") || !strcmp(node->op, "||")) &&
	    node->kids[1] && node->kids[1]->kind == CFIX_NODE_DOTS) {
		emit_node(b, node->kids[0], GAP_EXPR);
		add_gap(b, GAP_EXPR);
		return;
	}
	/* `(T)E`, T a type metavariable, matches E without the cast too
	 * (match_without_cast() in match.c) */
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
		add_elem(b, ELEM_TOKEN, 0, b->rule->toks[node->first].text);
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
	if (rule->structural && rule->structural[t])
		return false;
	/* `X != NULL` matches `X` (match_null_iso() in match.c); an
	 * `else S` may be dropped (match_without_else()) */
	if (!strcmp(tok->text, "NULL") || !strcmp(tok->text, "else"))
		return false;
	return mv < 0 || rule->metavars[mv].kind == CFIX_MV_SYMBOL;
}

/* Does the pattern use SmPL's own constructs (disjunctions, nests,
 * when clauses), which make some of its words optional? */
static bool has_smpl(const struct cfix_node *node)
{
	if (!node)
		return false;
	if (node->kind == CFIX_NODE_DISJ || node->kind == CFIX_NODE_NEST ||
	    node->kind == CFIX_NODE_WHEN)
		return true;
	for (uint32_t i = 0; i < node->nkids; i++)
		if (has_smpl(node->kids[i]))
			return true;
	return false;
}

struct word_list {
	word_array words;
	CFIX_ARRAY(bool) any_of;
};

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

	for (uint32_t i = 0; i < node->nkids; i++) {
		struct word_list branch = { 0 };

		mandatory_words(rule, node->kids[i], &branch);
		if (conjunction) {
			for (size_t k = 0; k < branch.words.len; k++) {
				cfix_array_push(&out->words, branch.words.items[k]);
				cfix_array_push(&out->any_of, branch.any_of.items[k]);
			}
		} else if (branch.words.len) {
			cfix_array_push(&firsts, branch.words.items[0]);
		}
		cfix_array_release(&branch.words);
		cfix_array_release(&branch.any_of);
		if (!conjunction && firsts.len != i + 1) {
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
	if (!node || node->first > node->last)
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
			t = node->kids[k]->last;
			continue;
		}
		if (is_rule_word(rule, t)) {
			cfix_array_push(&out->words, rule->toks[t].text);
			cfix_array_push(&out->any_of, false);
		}
	}
}

static void collect_words(struct cfix_prefilter *filter,
			  const struct cfix_rule *rule, struct chain *chain)
{
	struct word_list list = { 0 };

	if (rule->pattern && has_smpl(rule->pattern)) {
		mandatory_words(rule, rule->pattern, &list);
	} else {
		for (uint32_t t = 0; t < rule->ntoks; t++) {
			if (!is_rule_word(rule, t))
				continue;
			cfix_array_push(&list.words, rule->toks[t].text);
			cfix_array_push(&list.any_of, false);
		}
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

typedef CFIX_ARRAY(struct chain) chain_array;

/*
 * The chains of a rule, appended to out: one per combination of the
 * branches of its disjunctions (a file is a candidate when one of them
 * is found), or one chain of words when there are too many or one
 * cannot be modelled.
 */
static void build_chains(struct cfix_prefilter *filter,
			 const struct cfix_rule *rule, chain_array *out)
{
	struct builder b = { .rule = rule };
	struct chain base = { .rule = rule->name, .lead_slot = -1 };
	size_t start = out->len;
	bool ok = true;

	collect_words(filter, rule, &base);
	if (!rule->pattern) {
		base.mode = CHAIN_NEVER;
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

struct cfix_prefilter *cfix_prefilter_new(const struct cfix_ruleset *set)
{
	struct cfix_prefilter *filter = cfix_xcalloc(1, sizeof(*filter));

	chain_array chains = { 0 };
	uint32_t nrules = cfix_ruleset_count(set);

	filter->arena = cfix_arena_new();
	for (uint32_t i = 0; i < nrules; i++)
		build_chains(filter, set->rules[i], &chains);
	filter->nchains = (uint32_t)chains.len;
	filter->chains = cfix_arena_alloc(filter->arena,
					  (filter->nchains + 1) *
						  sizeof(*filter->chains));
	memset(filter->chains, 0,
	       (filter->nchains + 1) * sizeof(*filter->chains));
	if (chains.len)
		memcpy(filter->chains, chains.items,
		       chains.len * sizeof(*chains.items));
	cfix_array_release(&chains);
	return filter;
}

void cfix_prefilter_free(struct cfix_prefilter *filter)
{
	if (!filter)
		return;
	cfix_arena_free(filter->arena);
	free(filter);
}

/* ---- the file's tokens ---------------------------------------------------- */

enum ptok_kind { PTOK_WORD, PTOK_NUMBER, PTOK_CHAR, PTOK_STRING, PTOK_PUNCT };

/* A token of the file: text points into the file (or at a static
 * spelling for digraphs); partner is the matching bracket, or -1. */
struct ptok {
	const char *text;
	uint32_t len;
	uint8_t kind;		/* enum ptok_kind */
	bool after_directive;	/* a directive line came before it */
	int32_t partner;
};

typedef CFIX_ARRAY(struct ptok) ptok_array;

struct macro {
	const char *name;
	uint32_t name_len;
	bool function_like;
	uint32_t params, nparams;	/* into lexed.defs */
	uint32_t body, nbody;		/* into lexed.defs */
	bool interesting;	/* the body holds a token of the chain */
	bool expanded;		/* lexed.expanded expands it */
};

struct lexed {
	ptok_array code;	/* outside directive lines */
	ptok_array defs;	/* #define parameters and bodies */
	CFIX_ARRAY(struct macro) macros;
	ptok_array expanded;	/* code with the file's macros expanded */
	bool expanded_built;	/* expanded holds the expansion of the
				   macros now marked interesting */
	bool unsure;		/* a token split by a line splice, too big */
	bool goto_back;		/* the file has a goto (search_any()) */
};

struct scanner {
	const char *text;
	size_t pos, len;
	bool unsure;
};

/* Byte classes: 1 starts a name, 2 continues one, 4 is a blank. */
static const uint8_t byte_class[256] = {
	['a' ... 'z'] = 3, ['A' ... 'Z'] = 3, ['_'] = 3, ['$'] = 3,
	[0x80 ... 0xff] = 3, ['0' ... '9'] = 2,
	[' '] = 4, ['\t'] = 4, ['\r'] = 4, ['\f'] = 4, ['\v'] = 4,
};

static bool ident_start(int c)
{
	return c >= 0 && (byte_class[c] & 1);
}

static bool ident_char(int c)
{
	return c >= 0 && (byte_class[c] & 2);
}

static int at(const struct scanner *s, size_t ahead)
{
	return s->pos + ahead < s->len ? (unsigned char)s->text[s->pos + ahead]
				       : -1;
}

static size_t splice_at(const struct scanner *s, size_t ahead)
{
	if (at(s, ahead) != '\\')
		return 0;
	if (at(s, ahead + 1) == '\n')
		return 2;
	if (at(s, ahead + 1) == '\r' && at(s, ahead + 2) == '\n')
		return 3;
	return 0;
}

static void skip_block_comment(struct scanner *s)
{
	const char *end = NULL;

	if (s->pos + 2 <= s->len)
		end = memmem(s->text + s->pos + 2, s->len - s->pos - 2, "*/", 2);
	s->pos = end ? (size_t)(end - s->text) + 2 : s->len;
}

static void skip_line_comment(struct scanner *s)
{
	while (s->pos < s->len && s->text[s->pos] != '\n') {
		size_t splice = splice_at(s, 0);

		s->pos += splice ? splice : 1;
	}
}

/*
 * Skips blanks and comments.  Stops before a newline when stop_at_newline
 * (a directive line ends there); returns the next byte, or -1 at the end
 * (or at that newline).
 */
static int skip_blanks(struct scanner *s, bool stop_at_newline)
{
	while (s->pos < s->len) {
		int c = (unsigned char)s->text[s->pos];
		size_t splice;

		if (byte_class[c] & 4) {
			s->pos++;
			continue;
		}
		if (c == '\n') {
			if (stop_at_newline)
				return -1;
			s->pos++;
			continue;
		}
		splice = splice_at(s, 0);
		if (splice)
			s->pos += splice;
		else if (c == '/' && at(s, 1) == '*')
			skip_block_comment(s);
		else if (c == '/' && at(s, 1) == '/')
			skip_line_comment(s);
		else
			return c;
	}
	return -1;
}

static const char *const puncts3[] = { "...", "<<=", ">>=" };
static const char *const puncts2[] = {
	"->", "++", "--", "<<", ">>", "<=", ">=", "==", "!=", "&&", "||",
	"*=", "/=", "%=", "+=", "-=", "&=", "^=", "|=", "##",
};
/* Digraphs, spelled as what they stand for. */
static const char *const digraphs[][2] = {
	{ "<:", "[" }, { ":>", "]" }, { "<%", "{" }, { "%>", "}" },
	{ "%:", "#" },
};

/* Does a punctuator start with the bytes a, b (b may be -1)? */
static bool is_punct2(int a, int b)
{
	for (size_t i = 0; i < sizeof(puncts2) / sizeof(*puncts2); i++)
		if (puncts2[i][0] == a && puncts2[i][1] == b)
			return true;
	return false;
}

static size_t punct_len(const struct scanner *s, const char **spelling)
{
	int c = at(s, 0), d = at(s, 1), e = at(s, 2);

	*spelling = NULL;
	if (d < 0 || !strchr("-+<>=!&|*/%^#.:", c))
		return 1;	/* the common case: ( ) , ; { } [ ] ~ ? */
	if ((c == '.' && d == '.' && e == '.') ||
	    ((c == '<' || c == '>') && d == c && e == '='))
		return 3;
	if (is_punct2(c, d))
		return 2;
	for (size_t i = 0; i < sizeof(digraphs) / sizeof(*digraphs); i++) {
		if (digraphs[i][0][0] == c && digraphs[i][0][1] == d) {
			*spelling = digraphs[i][1];
			return 2;
		}
	}
	return 1;
}

static size_t quoted_len(const struct scanner *s, size_t start)
{
	int quote = at(s, start);
	size_t n = start + 1;

	for (;;) {
		int c = at(s, n);

		if (c < 0 || c == '\n')
			return n;
		if (c == quote)
			return n + 1;
		n += c == '\\' && at(s, n + 1) >= 0 ? 2 : 1;
	}
}

static size_t number_len(const struct scanner *s)
{
	size_t n = 1;

	for (;;) {
		int c = at(s, n), prev = at(s, n - 1);

		if (ident_char(c) || c == '.')
			n++;
		else if ((c == '+' || c == '-') &&
			 (prev == 'e' || prev == 'E' || prev == 'p' || prev == 'P'))
			n++;
		else
			return n;
	}
}

/*
 * Could tok, with the byte next glued on, be a longer token?  Then a
 * backslash-newline between them (`fo\<newline>o`) hides one token
 * from this lexer, which does not join lines: the file is kept.
 */
static bool could_continue(const struct ptok *tok, int next)
{
	char glued[4];

	if (tok->kind == PTOK_WORD || tok->kind == PTOK_NUMBER)
		return ident_char(next) || next == '.' || next == '\'' ||
		       next == '"' || next == '+' || next == '-';
	if (tok->kind != PTOK_PUNCT || tok->len > 2 || next < 0)
		return false;
	memcpy(glued, tok->text, tok->len);
	glued[tok->len] = (char)next;
	for (size_t i = 0; i < sizeof(puncts3) / sizeof(*puncts3); i++)
		if (!strncmp(puncts3[i], glued, tok->len + 1))
			return true;
	for (size_t i = 0; i < sizeof(puncts2) / sizeof(*puncts2); i++)
		if (!strncmp(puncts2[i], glued, tok->len + 1))
			return true;
	for (size_t i = 0; i < sizeof(digraphs) / sizeof(*digraphs); i++)
		if (!strncmp(digraphs[i][0], glued, tok->len + 1))
			return true;
	return tok->len == 1 && tok->text[0] == '.' && next >= '0' && next <= '9';
}

/* Scans the token at s->pos (not a blank) and moves past it. */
static struct ptok scan_token(struct scanner *s)
{
	int c = at(s, 0);
	size_t prefix = 0, len;
	struct ptok tok = { .text = s->text + s->pos, .partner = -1 };
	const char *spelling = NULL;

	if ((c == 'L' || c == 'U' || c == 'u') && (at(s, 1) == '"' || at(s, 1) == '\''))
		prefix = 1;
	else if (c == 'u' && at(s, 1) == '8' && (at(s, 2) == '"' || at(s, 2) == '\''))
		prefix = 2;
	if (prefix || c == '"' || c == '\'') {
		len = quoted_len(s, prefix);
		tok.kind = at(s, prefix) == '"' ? PTOK_STRING : PTOK_CHAR;
	} else if (ident_start(c)) {
		for (len = 1; s->pos + len < s->len &&
			      (byte_class[(unsigned char)s->text[s->pos + len]] & 2);
		     len++)
			;
		tok.kind = PTOK_WORD;
	} else if ((c >= '0' && c <= '9') || (c == '.' && at(s, 1) >= '0' && at(s, 1) <= '9')) {
		len = number_len(s);
		tok.kind = PTOK_NUMBER;
	} else {
		len = punct_len(s, &spelling);
		tok.kind = PTOK_PUNCT;
	}
	tok.len = (uint32_t)len;
	if (spelling) {
		tok.text = spelling;
		tok.len = 1;
	}
	s->pos += len;
	if (s->pos < s->len && s->text[s->pos] == '\\' && splice_at(s, 0) &&
	    could_continue(&tok, at(s, splice_at(s, 0))))
		s->unsure = true;
	return tok;
}

static bool tok_is(const struct ptok *tok, const char *text)
{
	size_t len = strlen(text);

	return tok->len == len && !memcmp(tok->text, text, len);
}

/* Tokens up to the end of a directive line, appended to out. */
static void scan_directive_rest(struct scanner *s, ptok_array *out)
{
	while (skip_blanks(s, true) >= 0)
		cfix_array_push(out, scan_token(s));
}

/* After "#define": the macro's name, parameters and body. */
static void scan_define(struct scanner *s, struct lexed *lx)
{
	struct macro m = { 0 };
	struct ptok name;

	if (skip_blanks(s, true) < 0 || !ident_start(at(s, 0)))
		return;
	name = scan_token(s);
	m.name = name.text;
	m.name_len = name.len;
	m.params = (uint32_t)lx->defs.len;
	if (at(s, 0) == '(') {
		m.function_like = true;
		s->pos++;
		while (skip_blanks(s, true) >= 0 && at(s, 0) != ')') {
			struct ptok tok = scan_token(s);

			if (!tok_is(&tok, ","))
				cfix_array_push(&lx->defs, tok);
		}
		if (at(s, 0) == ')')
			s->pos++;
		m.nparams = (uint32_t)lx->defs.len - m.params;
	}
	m.body = (uint32_t)lx->defs.len;
	scan_directive_rest(s, &lx->defs);
	m.nbody = (uint32_t)lx->defs.len - m.body;
	cfix_array_push(&lx->macros, m);
}

static void scan_directive(struct scanner *s, struct lexed *lx)
{
	ptok_array ignored = { 0 };

	s->pos++;	/* '#' */
	if (skip_blanks(s, true) >= 0 && ident_start(at(s, 0))) {
		struct ptok word = scan_token(s);

		if (tok_is(&word, "define")) {
			scan_define(s, lx);
			return;
		}
	}
	scan_directive_rest(s, &ignored);
	cfix_array_release(&ignored);
}

static bool at_line_start(const struct scanner *s)
{
	size_t p = s->pos;

	while (p > 0 && (s->text[p - 1] == ' ' || s->text[p - 1] == '\t'))
		p--;
	return p == 0 || s->text[p - 1] == '\n';
}

/* Pairs each bracket with its partner; a closer that does not fit the
 * innermost opener stays unpaired, and so do openers left open. */
static void link_brackets(ptok_array *toks)
{
	uint32_t small[256], *stack = small, depth = 0, cap = 256;

	for (uint32_t i = 0; i < toks->len; i++) {
		struct ptok *tok = &toks->items[i];
		char c = tok->text[0], o;

		if (tok->kind != PTOK_PUNCT || tok->len != 1)
			continue;
		if (c == '(' || c == '[' || c == '{') {
			if (depth == cap) {
				uint32_t *bigger = cfix_xmalloc(2 * cap * sizeof(*bigger));

				memcpy(bigger, stack, cap * sizeof(*bigger));
				if (stack != small)
					free(stack);
				stack = bigger;
				cap *= 2;
			}
			stack[depth++] = i;
			continue;
		}
		if ((c != ')' && c != ']' && c != '}') || !depth)
			continue;
		o = toks->items[stack[depth - 1]].text[0];
		if ((o == '(') != (c == ')') || (o == '[') != (c == ']'))
			continue;
		depth--;
		toks->items[stack[depth]].partner = (int32_t)i;
		tok->partner = (int32_t)stack[depth];
	}
	if (stack != small)
		free(stack);
}

/* Lexes the file into lx (code and #define bodies); directive lines
 * other than #define are dropped, as clang drops them. */
static void lex_file(struct lexed *lx, const char *text, size_t len)
{
	struct scanner s = { .text = text, .len = len };
	int c;

	cfix_array_grow(&lx->code, len / 4 + 16);

	bool directive = false;

	while ((c = skip_blanks(&s, false)) >= 0) {
		if (c == '#' && at_line_start(&s)) {
			scan_directive(&s, lx);
			directive = true;
		} else {
			struct ptok tok = scan_token(&s);

			tok.after_directive = directive;
			directive = false;
			cfix_array_push(&lx->code, tok);
		}
	}
	lx->unsure = s.unsure;
	link_brackets(&lx->code);
}

static void lexed_release(struct lexed *lx)
{
	cfix_array_release(&lx->code);
	cfix_array_release(&lx->defs);
	cfix_array_release(&lx->macros);
	cfix_array_release(&lx->expanded);
}

/* ---- the file's macros expanded once ----------------------------------------- */

enum { EXPAND_DEPTH = 4, EXPAND_MAX = 4000000 };

static const struct macro *find_macro(const struct lexed *lx,
				      const struct ptok *tok)
{
	if (tok->kind != PTOK_WORD)
		return NULL;
	for (size_t i = 0; i < lx->macros.len; i++) {
		const struct macro *m = &lx->macros.items[i];

		if (m->interesting && m->name_len == tok->len &&
		    !memcmp(m->name, tok->text, tok->len))
			return m;
	}
	return NULL;
}

/* The index of the ')' closing the '(' at open in toks[0, n), or n. */
static uint32_t closing_paren(const struct ptok *toks, uint32_t n,
			      uint32_t open)
{
	int depth = 0;

	for (uint32_t i = open; i < n; i++) {
		if (tok_is(&toks[i], "("))
			depth++;
		else if (tok_is(&toks[i], ")") && --depth == 0)
			return i;
	}
	return n;
}

static void expand(struct lexed *lx, const struct ptok *toks, uint32_t n,
		   int depth);
static bool holds(const struct ptok *toks, uint32_t n, const struct elem *e);

/* A function-like macro's body with its arguments toks(open, close) put
 * in place of its parameters. */
static void expand_call(struct lexed *lx, const struct macro *m,
			const struct ptok *toks, uint32_t open,
			uint32_t close, int depth)
{
	CFIX_ARRAY(uint32_t) starts = { 0 };	/* each argument's first token */
	ptok_array body = { 0 };
	int nest = 0;

	cfix_array_push(&starts, open + 1);
	for (uint32_t i = open + 1; i < close; i++) {
		if (tok_is(&toks[i], "(") || tok_is(&toks[i], "[") || tok_is(&toks[i], "{"))
			nest++;
		else if (tok_is(&toks[i], ")") || tok_is(&toks[i], "]") || tok_is(&toks[i], "}"))
			nest--;
		else if (!nest && tok_is(&toks[i], ","))
			cfix_array_push(&starts, i + 1);
	}
	cfix_array_push(&starts, close + 1);
	for (uint32_t b = 0; b < m->nbody; b++) {
		const struct ptok *tok = &lx->defs.items[m->body + b];
		uint32_t p = 0, arg_first, arg_end;

		while (p < m->nparams && !(tok->kind == PTOK_WORD &&
					   tok->len == lx->defs.items[m->params + p].len &&
					   !memcmp(tok->text, lx->defs.items[m->params + p].text, tok->len)))
			p++;
		if (tok_is(tok, "__VA_ARGS__") && m->nparams)
			p = m->nparams - 1;
		if (p == m->nparams || p + 1 >= starts.len) {
			cfix_array_push(&body, *tok);
			continue;
		}
		arg_first = starts.items[p];
		/* "..." and __VA_ARGS__ take the rest of the arguments */
		arg_end = tok_is(tok, "__VA_ARGS__") ? close : starts.items[p + 1] - 1;
		for (uint32_t a = arg_first; a < arg_end; a++)
			cfix_array_push(&body, toks[a]);
	}
	expand(lx, body.items, (uint32_t)body.len, depth + 1);
	cfix_array_release(&body);
	cfix_array_release(&starts);
}

static void expand(struct lexed *lx, const struct ptok *toks, uint32_t n,
		   int depth)
{
	for (uint32_t i = 0; i < n && !lx->unsure; i++) {
		const struct macro *m = depth < EXPAND_DEPTH ? find_macro(lx, &toks[i]) : NULL;
		uint32_t close;

		if (lx->expanded.len > EXPAND_MAX)
			lx->unsure = true;
		if (m && !m->function_like) {
			expand(lx, lx->defs.items + m->body, m->nbody, depth + 1);
			continue;
		}
		if (m && i + 1 < n && tok_is(&toks[i + 1], "(")) {
			close = closing_paren(toks, n, i + 1);
			if (close < n) {
				expand_call(lx, m, toks, i + 1, close, depth);
				i = close;
				continue;
			}
		}
		cfix_array_push(&lx->expanded, toks[i]);
	}
}

/*
 * Expands only the macros whose bodies hold a token of the chain: a
 * match the code as written does not show needs one of those (the
 * others' names already stand as operands in the code).
 */
static void build_expanded(struct lexed *lx, const struct chain *chain)
{
	bool any = false, same = lx->expanded_built;

	for (size_t i = 0; i < lx->macros.len; i++) {
		struct macro *m = &lx->macros.items[i];

		m->interesting = false;
		for (uint32_t k = 0; k < chain->nelems && !m->interesting; k++)
			m->interesting = chain->elems[k].kind != ELEM_GAP &&
					 holds(lx->defs.items + m->body, m->nbody,
					       &chain->elems[k]);
		any |= m->interesting;
	}
	/* and those whose bodies use one of them */
	for (int round = 0; any && round < EXPAND_DEPTH; round++) {
		for (size_t i = 0; i < lx->macros.len; i++) {
			struct macro *m = &lx->macros.items[i];

			for (uint32_t k = 0; k < m->nbody && !m->interesting; k++)
				m->interesting = find_macro(lx, &lx->defs.items[m->body + k]);
		}
	}
	/*
	 * The chains of one rule's disjunction branches often pick the
	 * same macros: then the last chain's expansion serves.
	 */
	for (size_t i = 0; i < lx->macros.len; i++) {
		struct macro *m = &lx->macros.items[i];

		same &= m->interesting == m->expanded;
		m->expanded = m->interesting;
	}
	if (same)
		return;
	lx->expanded.len = 0;
	lx->expanded_built = false;
	if (!any)
		return;
	expand(lx, lx->code.items, (uint32_t)lx->code.len, 0);
	lx->expanded_built = true;
	for (size_t i = 0; i < lx->expanded.len; i++)
		lx->expanded.items[i].partner = -1;
	link_brackets(&lx->expanded);
}

/* ---- looking for a chain ------------------------------------------------------ */

enum { STEP_BUDGET = 2000000 };

struct jump {
	uint32_t to, from;
};

struct search {
	const struct chain *chain;
	const struct ptok *toks;
	uint32_t ntoks;
	unsigned long steps;
	/* each slot's run of tokens [first, end), once bound; a suffix
	 * slot's run is the tokens before end, as many as it takes */
	bool bound[MAX_SLOTS], suffix[MAX_SLOTS], contains[MAX_SLOTS];
	uint32_t first[MAX_SLOTS], end[MAX_SLOTS];
	/* a window of the file that stops before its end: a search that
	 * needs a token past toks[ntoks - 1] (or a bracket's partner
	 * there) sets overflow and stops */
	bool open_end;
	bool overflow;
	bool goto_back;	/* the file has a goto: GAP_ANY may go back */
	bool window;	/* toks are a window of the file, from a place on */
	/* the gotos that jump back: goto at jumps[i].from, to a place
	 * labelled as it says at jumps[i].to (found once, on demand) */
	bool jumps_found;
	CFIX_ARRAY(struct jump) jumps;
	/* ends[p]: the end of the outermost braces around toks[p] (a
	 * function's body: control flow stays in it), or ntoks; NULL when
	 * the braces do not balance (#if branches) */
	uint32_t *ends;
};

static bool is_punct(const struct ptok *tok, const char *text);

/* Fills s->ends, when the file's braces balance. */
static void find_ends(struct search *s)
{
	uint32_t depth = 0, body = 0;

	s->ends = cfix_xmalloc(((size_t)s->ntoks + 1) * sizeof(*s->ends));
	for (uint32_t p = 0; p < s->ntoks; p++) {
		s->ends[p] = s->ntoks;
		if (is_punct(&s->toks[p], "{") && depth++ == 0) {
			body = p;
		} else if (is_punct(&s->toks[p], "}")) {
			if (depth == 0)
				goto unbalanced;
			if (--depth == 0)
				for (uint32_t k = body; k <= p; k++)
					s->ends[k] = p + 1;
		}
	}
	if (depth == 0)
		return;
unbalanced:
	free(s->ends);
	s->ends = NULL;
}

/* The gotos of toks that may jump back: `goto X` with an `X :` before
 * it in the same outermost braces (a function's body; a `?:` may look
 * like a label too: one jump more). */
static void find_jumps(struct search *s)
{
	uint32_t body = 0, depth = 0;
	bool unbalanced = false;	/* #if branches: the whole file */

	s->jumps_found = true;
	for (uint32_t g = 0; g + 1 < s->ntoks; g++) {
		const struct ptok *name = &s->toks[g + 1];

		if (is_punct(&s->toks[g], "{") && depth++ == 0 && !unbalanced)
			body = g;
		else if (is_punct(&s->toks[g], "}") && depth-- == 0)
			unbalanced = true, body = 0, depth = 0;
		if (s->toks[g].kind != PTOK_WORD || !tok_is(&s->toks[g], "goto") ||
		    name->kind != PTOK_WORD)
			continue;
		for (uint32_t l = body; l + 1 < g; l++) {
			if (s->toks[l].len == name->len &&
			    !memcmp(s->toks[l].text, name->text, name->len) &&
			    tok_is(&s->toks[l + 1], ":")) {
				struct jump j = { .to = l, .from = g };

				cfix_array_push(&s->jumps, j);
				break;
			}
		}
	}
}

/* The search ran off an open window: it stops, unsure. */
static bool off_window(struct search *s)
{
	s->overflow = true;
	return true;
}

static bool is_punct(const struct ptok *tok, const char *text)
{
	return tok->kind == PTOK_PUNCT && tok_is(tok, text);
}

static bool elem_fits(const struct elem *e, const struct ptok *tok)
{
	if (e->kind == ELEM_NUMBER)
		return tok->kind == PTOK_NUMBER || tok->kind == PTOK_CHAR;
	return tok->len == e->len && !memcmp(tok->text, e->text, e->len);
}

/* The matcher's words around a type (so a file the matcher would match
 * is never dropped for a word the pattern does not spell). */
static bool is_type_extra(const struct ptok *tok)
{
	for (size_t i = 0; cfix_type_extra_words[i]; i++)
		if (tok_is(tok, cfix_type_extra_words[i]))
			return true;
	return false;
}

/* Words that, like a prefix operator, still want an operand. */
static bool is_prefix_word(const struct ptok *tok)
{
	return tok_is(tok, "sizeof") || tok_is(tok, "_Alignof") ||
	       tok_is(tok, "__alignof__") || tok_is(tok, "__alignof") ||
	       tok_is(tok, "alignof") || tok_is(tok, "__extension__") ||
	       tok_is(tok, "__real__") || tok_is(tok, "__imag__");
}

/*
 * Can an operand of a unary operator take tok next?  *want_operand says
 * whether an operand must come first (then '&', '*', '-', '+' are prefix
 * operators); a binary operator ends the operand.
 */
static bool operand_takes(const struct ptok *tok, bool *want_operand)
{
	static const char *const prefix[] = { "!", "~", "-", "+", "*", "&", "&&" };

	if (tok->kind == PTOK_WORD) {
		*want_operand = is_prefix_word(tok);
		return true;
	}
	if (tok->kind != PTOK_PUNCT) {
		*want_operand = false;
		return true;
	}
	if (tok_is(tok, "->") || tok_is(tok, ".")) {
		*want_operand = true;
		return true;
	}
	if (tok_is(tok, "++") || tok_is(tok, "--") || tok_is(tok, "#") ||
	    tok_is(tok, "##"))
		return true;
	for (size_t i = 0; i < sizeof(prefix) / sizeof(*prefix); i++)
		if (tok_is(tok, prefix[i]))
			return *want_operand;
	return false;
}

/* Can a gap of this kind take tok (not a bracket) next? */
static bool gap_takes(enum gap_kind gap, const struct ptok *tok,
		      bool *want_operand)
{
	switch (gap) {
	case GAP_STMT:
		return true;
	case GAP_EXPR:
	case GAP_CONSTANT:
		return !is_punct(tok, ";");
	case GAP_OPERAND:
		return operand_takes(tok, want_operand);
	case GAP_TYPE_BEFORE:
		return tok->kind == PTOK_WORD && is_type_extra(tok);
	case GAP_TYPE_AFTER:
		return (tok->kind == PTOK_WORD && is_type_extra(tok)) ||
		       is_punct(tok, "*");
	case GAP_ANY:
		return true;
	}
	return false;
}

static bool is_opener(const struct ptok *tok)
{
	return tok->kind == PTOK_PUNCT && tok->len == 1 &&
	       (tok->text[0] == '(' || tok->text[0] == '[' || tok->text[0] == '{');
}

static bool is_closer(const struct ptok *tok)
{
	return tok->kind == PTOK_PUNCT && tok->len == 1 &&
	       (tok->text[0] == ')' || tok->text[0] == ']' || tok->text[0] == '}');
}

static bool search_from(struct search *s, uint32_t e, uint32_t p);

static bool is_paren(const struct ptok *tok)
{
	return tok->kind == PTOK_PUNCT && tok->len == 1 &&
	       (tok->text[0] == '(' || tok->text[0] == ')');
}

/* Does a directive line (an #if maybe) stand inside toks[first, end]
 * (or just after it)? */
static bool directive_in(const struct ptok *toks, uint32_t ntoks,
			 uint32_t first, uint32_t end)
{
	for (uint32_t i = first; i <= end && i < ntoks; i++)
		if (toks[i].after_directive)
			return true;
	return false;
}

/*
 * Could two runs of tokens be the same binding?  They must spell the
 * same but for parentheses (the matcher may bind `(p)` once and `p`
 * once, through the paren isomorphism).  A run with a directive line
 * inside may lose tokens to an #if the compiler drops: it passes.
 */
static bool same_run(const struct ptok *toks, uint32_t ntoks, uint32_t a,
		     uint32_t a_end, uint32_t b, uint32_t b_end)
{
	if (directive_in(toks, ntoks, a, a_end) ||
	    directive_in(toks, ntoks, b, b_end))
		return true;
	for (;;) {
		while (a < a_end && is_paren(&toks[a]))
			a++;
		while (b < b_end && is_paren(&toks[b]))
			b++;
		if (a == a_end || b == b_end)
			return a == a_end && b == b_end;
		if (toks[a].len != toks[b].len ||
		    memcmp(toks[a].text, toks[b].text, toks[a].len))
			return false;
		a++;
		b++;
	}
}

/*
 * Could the run toks[b, b_end) be the binding that ends just before
 * toks[end] (a gap trimmed off the chain's start)?  It must spell the
 * tokens before end, but for parentheses.
 */
static bool same_suffix(const struct ptok *toks, uint32_t ntoks,
			uint32_t end, uint32_t b, uint32_t b_end)
{
	uint32_t a = end;

	if (directive_in(toks, ntoks, b, b_end))
		return true;
	for (;;) {
		while (b_end > b && is_paren(&toks[b_end - 1]))
			b_end--;
		while (a > 0 && is_paren(&toks[a - 1]))
			a--;
		if (b_end == b)
			return true;
		if (a == 0)
			return false;
		if (toks[a - 1].after_directive || toks[end].after_directive)
			return true;
		if (toks[a - 1].len != toks[b_end - 1].len ||
		    memcmp(toks[a - 1].text, toks[b_end - 1].text, toks[a - 1].len))
			return false;
		a--;
		b_end--;
	}
}

/* Could the run toks[b, b_end) be found in toks[a, a_end] (but for
 * parentheses)? */
static bool run_within(const struct ptok *toks, uint32_t ntoks, uint32_t a,
		       uint32_t a_end, uint32_t b, uint32_t b_end)
{
	if (directive_in(toks, ntoks, a, a_end) ||
	    directive_in(toks, ntoks, b, b_end))
		return true;
	for (uint32_t i = a; i <= a_end; i++) {
		uint32_t x = i, y = b;

		for (;;) {
			while (x < a_end && is_paren(&toks[x]))
				x++;
			while (y < b_end && is_paren(&toks[y]))
				y++;
			if (y == b_end)
				return true;
			if (x == a_end || toks[x].len != toks[y].len ||
			    memcmp(toks[x].text, toks[y].text, toks[x].len))
				break;
			x++;
			y++;
		}
	}
	return false;
}

/* The rest of the chain after the gap elems[e] that spans [start, p):
 * a gap of a metavariable seen before must spell what it did. */
static bool search_after_gap(struct search *s, uint32_t e, uint32_t start,
			     uint32_t p)
{
	int32_t slot = s->chain->elems[e].slot;
	bool found;

	if (slot < 0)
		return search_from(s, e + 1, p);
	if (s->bound[slot] && s->suffix[slot])
		return same_suffix(s->toks, s->ntoks, s->end[slot], start, p) &&
		       search_from(s, e + 1, p);
	if (s->bound[slot] && s->contains[slot])
		return run_within(s->toks, s->ntoks, s->first[slot], s->end[slot],
				  start, p) &&
		       search_from(s, e + 1, p);
	if (s->bound[slot] && s->chain->elems[e].contains)
		return run_within(s->toks, s->ntoks, start, p, s->first[slot],
				  s->end[slot]) &&
		       search_from(s, e + 1, p);
	if (s->bound[slot])
		return same_run(s->toks, s->ntoks, s->first[slot], s->end[slot],
				start, p) &&
		       search_from(s, e + 1, p);
	s->bound[slot] = true;
	s->contains[slot] = s->chain->elems[e].contains;
	s->first[slot] = start;
	s->end[slot] = p;
	found = search_from(s, e + 1, p);
	s->bound[slot] = false;
	s->contains[slot] = false;
	return found;
}

/* Words that make a parenthesized group a type name. */
static bool is_type_word(const struct ptok *tok)
{
	static const char *const words[] = {
		"_Bool", "char", "const", "double", "enum", "float", "int",
		"long", "short", "signed", "struct", "union", "unsigned",
		"void", "volatile",
	};

	for (size_t i = 0; i < sizeof(words) / sizeof(*words); i++)
		if (tok_is(tok, words[i]))
			return true;
	return false;
}

/*
 * Is the group opened at toks[open] surely a cast, `(unsigned long)` or
 * `(struct foo *)`, so that an operand must follow it?  Only a '('
 * holding nothing but words, one of them a type keyword, or ending in
 * '*' (no expression ends so) is taken for one.
 */
static bool is_cast(const struct ptok *toks, uint32_t open)
{
	int32_t close = toks[open].partner;
	bool keyword = false;

	if (close <= (int32_t)open + 1 || !tok_is(&toks[open], "("))
		return false;
	if (is_punct(&toks[close - 1], "*"))
		return true;
	for (int32_t i = (int32_t)open + 1; i < close; i++) {
		if (toks[i].kind != PTOK_WORD)
			return false;
		keyword |= is_type_word(&toks[i]);
	}
	return keyword;
}

/* GAP_ANY: the next element at any place from p on (from the file's
 * start when a goto may jump back).  Places where a token the next
 * element wants is not are passed without a step. */
static bool search_any(struct search *s, uint32_t e, uint32_t p)
{
	const struct elem *next = e + 1 < s->chain->nelems
					  ? &s->chain->elems[e + 1] : NULL;

	uint32_t from = p, limit = s->ntoks;

	if (s->goto_back && s->window)
		return true;	/* a window does not hold the file's start */
	if (!s->window && !s->jumps_found) {
		if (s->goto_back)
			find_jumps(s);
		find_ends(s);
		s->jumps_found = true;
	}
	if (s->ends && p < s->ntoks)
		limit = s->ends[p];
	/* a path that reaches a goto back goes on from its label */
	for (size_t j = 0; s->goto_back && j < s->jumps.len; j++)
		if (s->jumps.items[j].from >= p && s->jumps.items[j].to < from)
			from = s->jumps.items[j].to;
	for (uint32_t q = from; q <= limit; q++) {
		if (next && next->kind == ELEM_TOKEN &&
		    (q == s->ntoks || !elem_fits(next, &s->toks[q])))
			continue;
		if (search_after_gap(s, e, q < p ? q : p, q))
			return true;
	}
	return s->open_end && off_window(s);
}

/*
 * Can a constant start at toks[p]?  What the matcher takes for one
 * (is_constant() in match.c, with the paren isomorphism): signs and
 * parentheses, then a literal, a run of string pieces (`KERN_ERR "x"`),
 * or a name (an enumerator, a macro: `BIT(3)` with its arguments), and
 * then the parentheses opened before it closed.  So `!a & (b == 0)`
 * holds no `!E & C`.  Prefixes `~` and `!` are let through for the
 * streams where a macro of the file is expanded (`FOO` as `~0`).
 * 1: yes, 0: no, -1: the tokens ran out first (a window's end).
 */
static int constant_head(const struct search *s, uint32_t p)
{
	uint32_t open = 0;

	for (;; p++) {
		if (p >= s->ntoks)
			return -1;
		if (s->toks[p].after_directive)
			return 1;	/* an #if may hide what is between */
		if (!is_punct(&s->toks[p], "(") && !is_punct(&s->toks[p], "-") &&
		    !is_punct(&s->toks[p], "+") && !is_punct(&s->toks[p], "~") &&
		    !is_punct(&s->toks[p], "!"))
			break;
		open += is_punct(&s->toks[p], "(");
	}
	switch (s->toks[p].kind) {
	case PTOK_NUMBER:
	case PTOK_CHAR:
		p++;
		break;
	case PTOK_WORD:
	case PTOK_STRING:
		if (p + 1 < s->ntoks && is_punct(&s->toks[p + 1], "(") &&
		    s->toks[p].kind == PTOK_WORD) {
			if (s->toks[p + 1].partner <= (int32_t)p + 1)
				return -1;	/* unpaired: past the window */
			p = (uint32_t)s->toks[p + 1].partner + 1;
			break;
		}
		while (p < s->ntoks && (s->toks[p].kind == PTOK_STRING ||
					s->toks[p].kind == PTOK_WORD))
			p++;
		break;
	default:
		return 0;
	}
	for (; open; open--, p++) {
		if (p >= s->ntoks)
			return -1;
		if (s->toks[p].after_directive)
			return 1;
		if (!is_punct(&s->toks[p], ")"))
			return 0;
	}
	return 1;
}

/* The gap elems[e] from token p: every end it can have is tried. */
static bool search_gap(struct search *s, uint32_t e, uint32_t p)
{
	enum gap_kind gap = s->chain->elems[e].gap;
	bool want_operand = true;

	if (gap == GAP_ANY)
		return search_any(s, e, p);
	if (gap == GAP_CONSTANT) {
		int head = constant_head(s, p);

		if (head < 0)
			return !s->open_end || off_window(s);
		if (!head)
			return false;
	}

	for (uint32_t start = p;; ) {
		const struct ptok *tok;

		/* an operand ends where it is complete (or is empty) */
		if ((gap != GAP_OPERAND || !want_operand || p == start) &&
		    search_after_gap(s, e, start, p))
			return true;
		if (p >= s->ntoks)
			return s->open_end && off_window(s);
		tok = &s->toks[p];
		if (is_closer(tok))
			return false;
		if (is_opener(tok)) {
			if (gap == GAP_TYPE_BEFORE || gap == GAP_TYPE_AFTER)
				return false;
			if (s->open_end && (tok->partner < (int32_t)p ||
					    tok->partner >= (int32_t)s->ntoks))
				return off_window(s);
			/* `(long)&x`: the '&' is a prefix; `f(int *) & x` and
			 * `sizeof(int) & x`: it is binary */
			want_operand = want_operand &&
				       !(p > 0 && is_prefix_word(&s->toks[p - 1])) &&
				       is_cast(s->toks, p);
			/* an unpaired opener (#if branches) is passed over */
			p = tok->partner > (int32_t)p ? (uint32_t)tok->partner + 1 : p + 1;
			continue;
		}
		if (!gap_takes(gap, tok, &want_operand))
			return false;
		p++;
	}
}

static bool search_from(struct search *s, uint32_t e, uint32_t p)
{
	const struct elem *elem;

	if (++s->steps > STEP_BUDGET)
		return true;	/* too much work: keep the file */
	if (e == s->chain->nelems)
		return true;
	elem = &s->chain->elems[e];
	switch (elem->kind) {
	case ELEM_GAP:
		return search_gap(s, e, p);
	case ELEM_OPTIONAL:
		if (p < s->ntoks && elem_fits(elem, &s->toks[p]) &&
		    search_from(s, e + 1, p + 1))
			return true;
		return search_from(s, e + 1, p);
	default:
		if (p >= s->ntoks)
			return s->open_end && off_window(s);
		return elem_fits(elem, &s->toks[p]) && search_from(s, e + 1, p + 1);
	}
}

static bool chain_in_search(struct search *s);

static bool chain_in(const struct chain *chain, const struct ptok *toks,
		     uint32_t ntoks, bool goto_back)
{
	struct search s = { .chain = chain, .toks = toks, .ntoks = ntoks,
			    .goto_back = goto_back };
	bool found = chain_in_search(&s);

	cfix_array_release(&s.jumps);
	free(s.ends);
	return found;
}

static bool chain_in_search(struct search *sp)
{
	const struct chain *chain = sp->chain;
	const struct ptok *toks = sp->toks;
	uint32_t ntoks = sp->ntoks;

	if (chain->lead_slot >= 0) {
		sp->bound[chain->lead_slot] = true;
		sp->suffix[chain->lead_slot] = !chain->lead_contains;
		sp->contains[chain->lead_slot] = chain->lead_contains;
	}
	for (uint32_t p = 0; p < ntoks; p++) {
		if (chain->lead_slot >= 0)
			sp->end[chain->lead_slot] = p;
		if (chain->lead_contains) {
			uint32_t q = p;

			while (q > 0 && !is_punct(&toks[q - 1], ";") &&
			       !is_punct(&toks[q - 1], "{") &&
			       !is_punct(&toks[q - 1], "}"))
				q--;
			sp->first[chain->lead_slot] = q;
		}
		if (elem_fits(&chain->elems[0], &toks[p]) && search_from(sp, 1, p + 1))
			return true;
	}
	return false;
}

/* Does toks[0, n) hold a token the element e (not a gap) fits? */
static bool holds(const struct ptok *toks, uint32_t n, const struct elem *e)
{
	for (uint32_t i = 0; i < n; i++)
		if (elem_fits(e, &toks[i]))
			return true;
	return false;
}

/* ---- the check ----------------------------------------------------------------- */

static bool word_in_tokens(const char *word, const ptok_array *toks)
{
	for (size_t i = 0; i < toks->len; i++)
		if (toks->items[i].kind == PTOK_WORD && tok_is(&toks->items[i], word))
			return true;
	return false;
}

/*
 * What found() said of each word so far, for one file: the chains of a
 * rule's disjunction branches repeat most of their words.
 */
struct word_memo {
	bool (*found)(const char *word, const void *ctx);
	const void *ctx;
	CFIX_ARRAY(struct word_seen { const char *word; bool found; }) seen;
};

static bool memo_found(struct word_memo *memo, const char *word)
{
	struct word_seen seen;

	for (size_t i = 0; i < memo->seen.len; i++)
		if (!strcmp(memo->seen.items[i].word, word))
			return memo->seen.items[i].found;
	seen = (struct word_seen){ word, memo->found(word, memo->ctx) };
	cfix_array_push(&memo->seen, seen);
	return seen.found;
}

/* Does each run of alternatives (chain->any_of) have a word memo's
 * found() is true of? */
static bool word_groups_hold(const struct chain *chain, struct word_memo *memo)
{
	for (uint32_t i = 0; i < chain->nwords;) {
		bool any = false;
		uint32_t k = i;

		do {
			any = any || memo_found(memo, chain->words[k]);
			k++;
		} while (k < chain->nwords && chain->any_of[k]);
		if (!any)
			return false;
		i = k;
	}
	return true;
}

static bool word_in_lexed(const char *word, const void *ctx)
{
	const struct lexed *lx = ctx;

	return word_in_tokens(word, &lx->code) || word_in_tokens(word, &lx->defs);
}


static bool chain_in_file(const struct chain *chain, struct lexed *lx)
{
	if (chain_in(chain, lx->code.items, (uint32_t)lx->code.len, lx->goto_back))
		return true;
	for (size_t i = 0; i < lx->macros.len; i++) {
		const struct macro *m = &lx->macros.items[i];
		ptok_array body = { 0 };
		bool found;

		if (!holds(lx->defs.items + m->body, m->nbody, &chain->elems[0]))
			continue;
		cfix_array_grow(&body, m->nbody);
		memcpy(body.items, lx->defs.items + m->body, m->nbody * sizeof(*body.items));
		body.len = m->nbody;
		link_brackets(&body);
		found = chain_in(chain, body.items, (uint32_t)body.len, lx->goto_back);
		cfix_array_release(&body);
		if (found)
			return true;
	}
	build_expanded(lx, chain);
	return !lx->unsure ? chain_in(chain, lx->expanded.items,
				      (uint32_t)lx->expanded.len, lx->goto_back)
			   : true;
}

/* Is word in text as a whole word (comments and strings count too)? */
static bool word_in_text(const char *word, const char *text, size_t len)
{
	size_t wlen = strlen(word);
	const char *p = text, *end = text + len;

	while (wlen && p < end) {
		const char *hit = memmem(p, (size_t)(end - p), word, wlen);

		if (!hit)
			return false;
		if ((hit == text || !ident_char((unsigned char)hit[-1])) &&
		    (hit + wlen == end || !ident_char((unsigned char)hit[wlen])))
			return true;
		p = hit + 1;
	}
	return wlen == 0;
}

/* A cheap first look: the rule's words, anywhere in the bytes. */
struct text_ref {
	const char *text;
	size_t len;
};

static bool word_in_text_ref(const char *word, const void *ctx)
{
	const struct text_ref *ref = ctx;

	return word_in_text(word, ref->text, ref->len);
}

/* A backslash-newline inside a word would hide it from word_in_text(). */
static bool has_split_word(const char *text, size_t len)
{
	for (const char *p = memchr(text, '\\', len); p;
	     p = memchr(p + 1, '\\', len - (size_t)(p + 1 - text))) {
		size_t at = (size_t)(p - text);
		size_t next = at + (at + 1 < len && text[at + 1] == '\r' ? 2 : 1);

		if (next < len && text[next] == '\n' && at > 0 && next + 1 < len &&
		    ident_char((unsigned char)text[at - 1]) &&
		    ident_char((unsigned char)text[next + 1]))
			return true;
		if (at + 1 >= len)
			break;
	}
	return false;
}

/* ---- windows: a quick "no" without lexing the whole file --------------------- */

enum {
	WINDOW_FIRST = 32,	/* bytes lexed after a first token, at first */
	WINDOW_GROWTH = 8,	/* then this many times more, up to the end */
	WINDOW_SHARE = 4,	/* give up when the windows would lex more
				   than len / WINDOW_SHARE bytes at first */
};

/*
 * The file's #define lines, for defines_hold(): every "define" of the
 * bytes is taken for one (in a comment too), and lexed to the end of
 * its line.
 */
static void scan_defines(struct lexed *defs, const char *text, size_t len)
{
	for (const char *p = memmem(text, len, "define", 6); p;
	     p = memmem(p + 6, len - (size_t)(p + 6 - text), "define", 6)) {
		struct scanner sc = { .text = text, .len = len,
				      .pos = (size_t)(p + 6 - text) };

		scan_define(&sc, defs);
		defs->unsure |= sc.unsure;
		if (len - (size_t)(p + 6 - text) < 6)
			break;
	}
}

/* Could the file's #define lines hold a token of the chain?  Then the
 * chain may be found in a macro body or in the code with macros
 * expanded, which windows do not see. */
static bool defines_hold(const struct chain *chain, const struct lexed *defs)
{
	if (defs->unsure)
		return true;
	for (size_t m = 0; m < defs->macros.len; m++) {
		const struct macro *mac = &defs->macros.items[m];

		for (uint32_t k = 0; k < chain->nelems; k++)
			if (chain->elems[k].kind != ELEM_GAP &&
			    holds(defs->defs.items + mac->body, mac->nbody,
				  &chain->elems[k]))
				return true;
	}
	return false;
}

/* Tokens a digraph may spell: the bytes do not show them. */
static bool has_digraph(const struct elem *e)
{
	return e->len == 1 && strchr("[]{}#", e->text[0]);
}

/* The next place at or after from where the bytes of the chain's first
 * token stand (a name as a whole word), or NULL. */
static const char *next_first(const struct elem *e, const char *text,
			      size_t len, const char *from)
{
	const char *end = text + len;

	while (from < end) {
		const char *hit = memmem(from, (size_t)(end - from), e->text, e->len);

		if (!hit || !ident_start((unsigned char)e->text[0]))
			return hit;
		if ((hit == text || !ident_char((unsigned char)hit[-1])) &&
		    (hit + e->len == end || !ident_char((unsigned char)hit[e->len])))
			return hit;
		from = hit + 1;
	}
	return NULL;
}

/*
 * Does the chain start at text[at] (taken for the start of a token in
 * the code)?  The bytes from there are lexed in a window that grows
 * while the search runs off it.  A binding that must end before the
 * chain's first token (lead_slot) is not checked: the window does not
 * hold it.
 */
static bool chain_at(const struct chain *chain, const char *text, size_t len,
		     size_t at, struct lexed *win, bool goto_back,
		     size_t *lexed)
{
	for (size_t size = WINDOW_FIRST;; size *= WINDOW_GROWTH) {
		bool open = at + size < len;
		struct search s = { .chain = chain, .goto_back = goto_back,
				    .window = true };
		bool found;

		*lexed += open ? size : len - at;
		if (*lexed > len)
			return true;	/* windows cost more than the file */
		win->code.len = 0;
		win->defs.len = 0;
		win->macros.len = 0;
		lex_file(win, text + at, open ? size : len - at);
		if (win->unsure)
			return true;
		s.toks = win->code.items;
		/* the last token may be cut by the window's end */
		s.ntoks = (uint32_t)win->code.len - (open && win->code.len);
		s.open_end = open;
		found = s.ntoks && elem_fits(&chain->elems[0], &s.toks[0]) &&
			search_from(&s, 1, 1);
		if (!s.overflow || !open)
			return found;
	}
}

/*
 * A quick "no": true when no window of the file, lexed from a place
 * where the bytes of a chain's first token stand, holds the chain, for
 * every chain in maybe.  Each true occurrence of a chain in the code
 * starts at such a place, and a window lexed from a token of the code
 * reads the code's tokens; a place in a comment or string only makes a
 * window say "maybe".  False (lex the whole file) when a chain is not
 * of tokens, the file's #defines may hold a chain's tokens, or the
 * windows would read too much of the file.
 */
static bool windows_say_no(const struct cfix_prefilter *filter,
			   const bool *maybe, const char *text, size_t len)
{
	struct lexed defs = { 0 }, win = { 0 };
	bool no = true, scanned = false;
	bool goto_back = word_in_text("goto", text, len);
	size_t lexed = 0;

	for (uint32_t i = 0; i < filter->nchains && no; i++) {
		const struct chain *chain = &filter->chains[i];
		const struct elem *e0 = &chain->elems[0];
		size_t budget = len / WINDOW_SHARE / WINDOW_FIRST + 1, n = 0;

		if (!maybe[i])
			continue;
		if (chain->mode != CHAIN_TOKENS || e0->kind != ELEM_TOKEN ||
		    has_digraph(e0)) {
			no = false;
			break;
		}
		if (!scanned)
			scan_defines(&defs, text, len);
		scanned = true;
		if (defines_hold(chain, &defs)) {
			no = false;
			break;
		}
		for (const char *p = next_first(e0, text, len, text); p && no;
		     p = next_first(e0, text, len, p + 1)) {
			if (++n > budget)
				no = false;
			else if (chain_at(chain, text, len, (size_t)(p - text), &win,
					  goto_back, &lexed))
				no = false;
		}
	}
	lexed_release(&defs);
	lexed_release(&win);
	return no;
}

bool cfix_prefilter_check(const struct cfix_prefilter *filter,
			  const char *text, size_t len)
{
	struct lexed lx = { 0 };
	struct text_ref ref = { text, len };
	struct word_memo in_text = { word_in_text_ref, &ref, { 0 } };
	struct word_memo in_code = { word_in_lexed, &lx, { 0 } };
	bool candidate = false, any = false, split;
	bool *maybe = cfix_xcalloc(filter->nchains + 1, sizeof(*maybe));

	split = has_split_word(text, len);
	for (uint32_t i = 0; i < filter->nchains; i++) {
		const struct chain *chain = &filter->chains[i];

		if (chain->mode == CHAIN_ALWAYS) {
			candidate = true;
			goto out;
		}
		maybe[i] = chain->mode != CHAIN_NEVER &&
			   (split || word_groups_hold(chain, &in_text));
		any |= maybe[i];
	}
	if (!any || (!split && windows_say_no(filter, maybe, text, len)))
		goto out;
	lex_file(&lx, text, len);
	lx.goto_back = word_in_text("goto", text, len);
	for (uint32_t i = 0; i < filter->nchains && !candidate; i++) {
		const struct chain *chain = &filter->chains[i];

		if (!maybe[i])
			continue;
		if (lx.unsure)
			candidate = true;
		else if (chain->mode == CHAIN_WORDS)
			candidate = word_groups_hold(chain, &in_code);
		else
			candidate = word_groups_hold(chain, &in_code) &&
				    chain_in_file(chain, &lx);
	}
out:
	cfix_array_release(&in_text.seen);
	cfix_array_release(&in_code.seen);
	lexed_release(&lx);
	free(maybe);
	return candidate;
}

/* ---- dump ------------------------------------------------------------------------ */

static const char *const mode_names[] = {
	[CHAIN_NEVER] = "never", [CHAIN_ALWAYS] = "always",
	[CHAIN_TOKENS] = "tokens", [CHAIN_WORDS] = "words",
};

static const char *const gap_names[] = {
	[GAP_EXPR] = "expr", [GAP_OPERAND] = "operand", [GAP_STMT] = "stmt",
	[GAP_CONSTANT] = "constant",
	[GAP_TYPE_BEFORE] = "type-before", [GAP_TYPE_AFTER] = "type-after",
	[GAP_ANY] = "any",
};

void cfix_prefilter_dump(const struct cfix_prefilter *filter,
			 struct cfix_buf *out)
{
	for (uint32_t i = 0; filter && i < filter->nchains; i++) {
		const struct chain *chain = &filter->chains[i];

		cfix_buf_addf(out, "prefilter %s: %s", chain->rule,
			      mode_names[chain->mode]);
		if (chain->mode == CHAIN_TOKENS && chain->lead_slot >= 0)
			cfix_buf_addf(out, " <%s%d>",
				      chain->lead_contains ? "stmt~" : "=",
				      chain->lead_slot + 1);
		for (uint32_t k = 0; chain->mode == CHAIN_TOKENS && k < chain->nelems; k++) {
			const struct elem *e = &chain->elems[k];

			if (e->kind == ELEM_GAP && e->slot >= 0)
				cfix_buf_addf(out, " <%s%s%d>", gap_names[e->gap],
					      e->contains ? "~" : "=", e->slot + 1);
			else if (e->kind == ELEM_GAP)
				cfix_buf_addf(out, " <%s>", gap_names[e->gap]);
			else if (e->kind == ELEM_NUMBER)
				cfix_buf_adds(out, " <number>");
			else
				cfix_buf_addf(out, " %s%s", e->text,
					      e->kind == ELEM_OPTIONAL ? "?" : "");
		}
		if (chain->mode == CHAIN_WORDS) {
			for (uint32_t k = 0; k < chain->nwords; k++)
				cfix_buf_addf(out, "%s%s", chain->any_of[k] ? "|" : " ",
					      chain->words[k]);
		}
		cfix_buf_addch(out, '\n');
	}
}
