/*
 * isomorphisms.c: the isomorphisms cfix applies (Coccinelle's
 * standard.iso), in one table (cfix__isos) that the matcher (match/) and
 * the prefilter (prefilter/) both read, so that the two agree on what a
 * pattern may match: which isomorphism applies to which pattern node,
 * whether a rule turned it off ("disable NAME"), and what the code may
 * look like instead.
 *
 * To add an isomorphism: an id in enum cfix_iso_id (smpl.h), an entry
 * here (its name, a predicate "does it apply to this node", its forms,
 * and in cfix__iso_on() the rule's flag if it can be disabled), and the
 * matcher's code that matches the forms (match/).  The prefilter needs
 * nothing more: it makes its chains' alternatives from the forms.
 * Entries are tried in the table's order; the first NODE entry that
 * applies to a node gives its forms.
 */
#include "smpl.h"

#include <ctype.h>
#include <string.h>

/* ---- not_int2: a test X matches X != 0 ---------------------------------- */

/* What Coccinelle's type inference knows of a rule expression's type. */
enum rule_type { RT_UNKNOWN, RT_INT, RT_OTHER };

static bool is_arith_op(const char *op)
{
	static const char *const ops[] = { "+", "-", "*", "/", "%", "<<",
					   ">>", "&", "|", "^" };

	for (size_t i = 0; op && i < sizeof(ops) / sizeof(ops[0]); i++)
		if (!strcmp(op, ops[i]))
			return true;
	return false;
}

/* lub_type of Coccinelle's type_infer.ml, on what the rule_type keeps. */
static enum rule_type rule_type_lub(enum rule_type a, enum rule_type b)
{
	if (a == RT_UNKNOWN)
		return b;
	if (b == RT_UNKNOWN)
		return a;
	return a == RT_INT && b == RT_INT ? RT_INT : RT_OTHER;
}

/*
 * The type Coccinelle infers for a rule expression, as far as it tells
 * int from the rest: declared types of metavariables, integer
 * constants, sizeof, and arithmetic, where two operands of unknown type
 * give an int.  Names and calls stay unknown.
 */
static enum rule_type rule_expr_type(const struct cfix_rule *rule,
				     const struct cfix_node *pat)
{
	if (!pat)
		return RT_UNKNOWN;
	if (pat->metavar >= 0 && pat->first == pat->last) {
		const char *type = (uint32_t)pat->metavar < rule->nmetavars ?
				   rule->metavars[pat->metavar].type : NULL;

		if (!type)
			return RT_UNKNOWN;
		return !strcmp(type, "int") ? RT_INT : RT_OTHER;
	}
	switch (pat->kind) {
	case CFIX_NODE_NUMBER:
		return pat->text && !strpbrk(pat->text, ".eEpP") ? RT_INT :
								  RT_OTHER;
	case CFIX_NODE_CHAR:
	case CFIX_NODE_STRING:
		return RT_OTHER;
	case CFIX_NODE_SIZEOF:
		return RT_INT;
	case CFIX_NODE_PAREN:
		return pat->nkids ? rule_expr_type(rule, pat->kids[0]) : RT_UNKNOWN;
	case CFIX_NODE_ASSIGN:
		return pat->nkids == 2 ?
			       rule_type_lub(rule_expr_type(rule, pat->kids[0]),
					     rule_expr_type(rule, pat->kids[1])) :
			       RT_UNKNOWN;
	case CFIX_NODE_BINARY: {
		enum rule_type a, b;

		if (!is_arith_op(pat->op) || pat->nkids != 2)
			return RT_OTHER;	/* comparisons give a bool */
		a = rule_expr_type(rule, pat->kids[0]);
		b = rule_expr_type(rule, pat->kids[1]);
		return a == RT_UNKNOWN && b == RT_UNKNOWN ? RT_INT :
							    rule_type_lub(a, b);
	}
	default:
		return RT_UNKNOWN;
	}
}

/* Is a rule expression a test (TestExpression): the condition of an
 * if or a loop, or an operand of && or || there, maybe in parentheses
 * (the paren isomorphism drops them first)?  Not under '!'. */
static bool rule_test_position(const struct cfix_node *pat)
{
	const struct cfix_node *parent = pat->parent;

	while (parent && parent->kind == CFIX_NODE_PAREN) {
		pat = parent;
		parent = parent->parent;
	}
	if (!parent || !parent->nkids)
		return false;
	switch (parent->kind) {
	case CFIX_NODE_BINARY:
		return parent->op && (!strcmp(parent->op, "&&") ||
				      !strcmp(parent->op, "||")) &&
		       rule_test_position(parent);
	case CFIX_NODE_IF:
	case CFIX_NODE_WHILE:
		return parent->kids[0] == pat;
	case CFIX_NODE_DO:
	case CFIX_NODE_FOR:
		return parent->nkids > 1 && parent->kids[1] == pat;
	default:
		return false;
	}
}

/* Coccinelle's not_int2 isomorphism applies to pat: a test of int type,
 * not in parentheses (spatch leaves those out). */
bool cfix__int_test(const struct cfix_rule *rule, const struct cfix_node *pat)
{
	return pat->kind != CFIX_NODE_PAREN && rule_test_position(pat) &&
	       rule_expr_type(rule, pat) == RT_INT;
}

/* not_int1: `!X`, X of int type, matches X == 0 (an Expression
 * isomorphism: anywhere, not only in a test). */
bool cfix__not_int(const struct cfix_rule *rule, const struct cfix_node *pat)
{
	return pat->metavar < 0 && pat->kind == CFIX_NODE_UNARY && pat->op &&
	       !strcmp(pat->op, "!") && pat->nkids && pat->kids[0] &&
	       rule_expr_type(rule, pat->kids[0]) == RT_INT;
}

static bool is_pointer_type(const char *type)
{
	size_t len = type ? strlen(type) : 0;

	return len && type[len - 1] == '*';
}

/* not_ptr2's `expression *X`: a metavariable whose types are all
 * pointers, or an address `&E` (spatch's type_infer gives it a pointer
 * type whatever E is). */
static bool ptr_expr(const struct cfix_rule *rule, const struct cfix_node *pat)
{
	const struct cfix_metavar *mv;
	bool all = true;

	if (pat->metavar < 0 && pat->kind == CFIX_NODE_UNARY && pat->op &&
	    !strcmp(pat->op, "&") && pat->nkids == 1 && pat->kids[0])
		return true;
	if (pat->metavar < 0 || pat->first != pat->last ||
	    (uint32_t)pat->metavar >= rule->nmetavars)
		return false;
	mv = &rule->metavars[pat->metavar];
	if (mv->kind != CFIX_MV_EXPRESSION && mv->kind != CFIX_MV_IDEXPRESSION)
		return false;
	for (uint32_t k = 0; k < mv->ntypes; k++)
		all &= is_pointer_type(mv->types[k]);
	return mv->ntypes ? all : is_pointer_type(mv->type);
}

/* ... as a test (TestExpression): not_ptr2's X. */
bool cfix__ptr_test(const struct cfix_rule *rule, const struct cfix_node *pat)
{
	return rule_test_position(pat) && ptr_expr(rule, pat);
}

/* not_ptr1's `!X`, X an `expression *X` as ptr_expr() tells, anywhere
 * (an Expression isomorphism); spatch matches no `X == NULL` under an
 * `!X` of unknown type. */
bool cfix__not_ptr(const struct cfix_rule *rule, const struct cfix_node *pat)
{
	return pat->metavar < 0 && pat->kind == CFIX_NODE_UNARY && pat->op &&
	       !strcmp(pat->op, "!") && pat->nkids && pat->kids[0] &&
	       ptr_expr(rule, pat->kids[0]);
}

/* ---- inc: i++; matches ++i; i += 1; i = i + 1; ------------------------ */

/* A name, in a rule also an identifier metavariable; its text. */
static const char *inc_name(const struct cfix_rule *rule,
			    const struct cfix_node *node)
{
	if (!node || node->first != node->last)
		return NULL;
	if (rule && node->metavar >= 0)
		return (uint32_t)node->metavar < rule->nmetavars &&
			       rule->metavars[node->metavar].kind ==
				       CFIX_MV_IDENTIFIER ?
		       rule->toks[node->first].text : NULL;
	return node->kind == CFIX_NODE_IDENT ? node->text : NULL;
}

static bool is_one(const struct cfix_node *node)
{
	return node && node->kind == CFIX_NODE_NUMBER && node->metavar < 0 &&
	       node->text && !strcmp(node->text, "1");
}

static bool op_is(const struct cfix_node *node, const char *op)
{
	return node->op && !strcmp(node->op, op) && node->nkids &&
	       (node->nkids == 1 || node->nkids == 2);
}

enum cfix_inc_form cfix__inc_form(const struct cfix_rule *rule,
				  const struct cfix_node *e,
				  const struct cfix_node **name)
{
	const struct cfix_node *sum;
	const char *text;

	if (!e || e->metavar >= 0 || !e->nkids ||
	    !(text = inc_name(rule, e->kids[0])))
		return CFIX_INC_NONE;
	*name = e->kids[0];
	if (e->kind == CFIX_NODE_POSTFIX && op_is(e, "++"))
		return CFIX_INC_POST;
	if (e->kind == CFIX_NODE_UNARY && op_is(e, "++"))
		return CFIX_INC_PRE;
	if (e->kind != CFIX_NODE_ASSIGN || e->nkids != 2)
		return CFIX_INC_NONE;
	if (op_is(e, "+="))
		return is_one(e->kids[1]) ? CFIX_INC_PLUS_EQ : CFIX_INC_NONE;
	sum = e->kids[1];
	if (!op_is(e, "=") || !sum || sum->kind != CFIX_NODE_BINARY ||
	    sum->metavar >= 0 || !op_is(sum, "+") || sum->nkids != 2 ||
	    !is_one(sum->kids[1]) || !inc_name(rule, sum->kids[0]) ||
	    strcmp(inc_name(rule, sum->kids[0]), text))
		return CFIX_INC_NONE;
	return CFIX_INC_ASSIGN;
}

/* ---- unlikely, bsd_branch_pred: unlikely(E) matches likely(E), E ------- */

const char *cfix__likely_partner(const char *callee)
{
	static const char *const pairs[][2] = {
		{ "unlikely", "likely" },
		{ "__predict_false", "__predict_true" },
	};

	for (size_t k = 0; callee && k < sizeof(pairs) / sizeof(*pairs); k++)
		for (int side = 0; side < 2; side++)
			if (!strcmp(callee, pairs[k][side]))
				return pairs[k][!side];
	return NULL;
}

/* ---- paren: (E) matches E ------------------------------------------------- */

/* Coccinelle's paren isomorphism, as the matcher applies it: the rule's
 * parentheses may be absent unless the rule removes them and nothing
 * they hold (match_without_parens() in match/structure.c). */
bool cfix__parens_optional(const struct cfix_rule *rule,
			   const struct cfix_node *node)
{
	bool inside_removed = false, outside_removed = false;

	for (uint32_t i = node->first + 1; i < node->last; i++)
		inside_removed |= rule->remove[i];
	/* other removed code, not just other parentheses (`- foo((E))` /
	 * `+ foo(E)` may align the call's ')' as the removed one) */
	for (uint32_t i = 0; i < rule->ntoks; i++)
		outside_removed |= (i < node->first || i > node->last) &&
				   rule->remove[i] && !rule->structural[i] &&
				   strcmp(rule->toks[i].text, "(") &&
				   strcmp(rule->toks[i].text, ")");
	/* `- (` E `- )` alone: the rule is about the parentheses themselves
	 * (but `- (A && B)` / `+ B` also changes what they enclose, and
	 * `- (x) < (y)` / `+ x <= y` the code around them: misc/minmax) */
	return !(rule->remove[node->first] && !inside_removed &&
		 !outside_removed) &&
	       node->kids[0];
}

/* ---- the table ------------------------------------------------------------ */

static bool is_null_word(const struct cfix_rule *rule,
			 const struct cfix_node *node)
{
	if (!node || node->first != node->last || node->metavar >= 0)
		return false;
	return !strcmp(rule->toks[node->first].text, "NULL");
}

/* `X OP NULL`, written so in the rule (no metavariable for it all). */
static bool null_test(const struct cfix_rule *rule,
		      const struct cfix_node *node, const char *op)
{
	return node->metavar < 0 && node->kind == CFIX_NODE_BINARY &&
	       node->op && node->nkids == 2 && !strcmp(node->op, op) &&
	       is_null_word(rule, node->kids[1]);
}

/* `X OP 0`, the 0 written so in the rule (is_zero, isnt_zero). */
static bool zero_test(const struct cfix_node *node, const char *op)
{
	const struct cfix_node *zero = node->nkids == 2 ? node->kids[1] : NULL;

	return node->metavar < 0 && node->kind == CFIX_NODE_BINARY &&
	       node->op && !strcmp(node->op, op) && zero &&
	       zero->kind == CFIX_NODE_NUMBER && zero->metavar < 0 &&
	       zero->text && !strcmp(zero->text, "0");
}

static bool is_zero_applies(const struct cfix_rule *rule,
			    const struct cfix_node *node, uint32_t t)
{
	return zero_test(node, "==");
}

static bool isnt_zero_applies(const struct cfix_rule *rule,
			      const struct cfix_node *node, uint32_t t)
{
	return zero_test(node, "!=");
}

/* A constant in the rule, as commeq's `constant C` takes it: a literal
 * or a constant metavariable. */
static bool is_rule_constant(const struct cfix_rule *rule,
			     const struct cfix_node *node)
{
	if (!node)
		return false;
	if (node->metavar >= 0)
		return node->first == node->last &&
		       (uint32_t)node->metavar < rule->nmetavars &&
		       rule->metavars[node->metavar].kind == CFIX_MV_CONSTANT;
	return node->kind == CFIX_NODE_NUMBER || node->kind == CFIX_NODE_CHAR;
}

/* The operators of the commutative and relational isomorphisms: the
 * pattern's, the code's with the operands swapped, and which. */
static const struct {
	const char *op, *swapped;
	enum cfix_iso_id id;
	bool constant;		/* an operand must be a constant */
} commuted[] = {
	{ "==", "==", CFIX_ISO_COMMEQ, true },
	{ "!=", "!=", CFIX_ISO_COMMNEQ, true },
	{ "|", "|", CFIX_ISO_BITOR_COMM, false },
	{ "&", "&", CFIX_ISO_BITAND_COMM, false },
	{ "+", "+", CFIX_ISO_PLUS_COMM, false },
	{ "*", "*", CFIX_ISO_MULT_COMM, false },
	{ "<", ">", CFIX_ISO_GTR_LSS, false },
	{ ">", "<", CFIX_ISO_GTR_LSS, false },
	{ "<=", ">=", CFIX_ISO_GTR_LSS_EQ, false },
	{ ">=", "<=", CFIX_ISO_GTR_LSS_EQ, false },
};

/* The row of commuted[] for the rule's pat, whether its isomorphism is
 * on or not; -1 when none applies. */
static int commuted_row(const struct cfix_rule *rule,
			const struct cfix_node *pat)
{
	if (pat->kind != CFIX_NODE_BINARY || pat->metavar >= 0 || !pat->op ||
	    pat->nkids != 2 || !pat->kids[0] || !pat->kids[1] ||
	    pat->kids[1]->kind == CFIX_NODE_DOTS)
		return -1;
	for (size_t k = 0; k < sizeof(commuted) / sizeof(*commuted); k++) {
		if (strcmp(pat->op, commuted[k].op))
			continue;
		if (commuted[k].constant &&
		    !is_rule_constant(rule, pat->kids[0]) &&
		    !is_rule_constant(rule, pat->kids[1]))
			return -1;
		return (int)k;
	}
	return -1;
}

enum cfix_iso_id cfix__iso_commuted(const struct cfix_rule *rule,
				    const struct cfix_node *pat,
				    const char **op)
{
	int k = commuted_row(rule, pat);

	if (k < 0 || !cfix__iso_on(rule, commuted[k].id))
		return CFIX_ISO_COUNT;
	*op = commuted[k].swapped;
	return commuted[k].id;
}

/* Does the commutative or relational isomorphism id apply to node? */
static bool commuted_applies(const struct cfix_rule *rule,
			     const struct cfix_node *node, enum cfix_iso_id id)
{
	int k = commuted_row(rule, node);

	return k >= 0 && commuted[k].id == id;
}

#define COMMUTED_APPLIES(name, id) \
	static bool name(const struct cfix_rule *rule, \
			 const struct cfix_node *node, uint32_t t) \
	{ \
		return commuted_applies(rule, node, id); \
	}
COMMUTED_APPLIES(commeq_applies, CFIX_ISO_COMMEQ)
COMMUTED_APPLIES(commneq_applies, CFIX_ISO_COMMNEQ)
COMMUTED_APPLIES(bitor_applies, CFIX_ISO_BITOR_COMM)
COMMUTED_APPLIES(bitand_applies, CFIX_ISO_BITAND_COMM)
COMMUTED_APPLIES(plus_applies, CFIX_ISO_PLUS_COMM)
COMMUTED_APPLIES(mult_applies, CFIX_ISO_MULT_COMM)
COMMUTED_APPLIES(gtr_lss_applies, CFIX_ISO_GTR_LSS)
COMMUTED_APPLIES(gtr_lss_eq_applies, CFIX_ISO_GTR_LSS_EQ)

static bool is_null_applies(const struct cfix_rule *rule,
			    const struct cfix_node *node, uint32_t t)
{
	return null_test(rule, node, "==");
}

static bool isnt_null_applies(const struct cfix_rule *rule,
			      const struct cfix_node *node, uint32_t t)
{
	return null_test(rule, node, "!=");
}

/* `!X`, X a pointer. */
static bool not_ptr_applies(const struct cfix_rule *rule,
			    const struct cfix_node *node, uint32_t t)
{
	return cfix__not_ptr(rule, node);
}

static bool not_int_applies(const struct cfix_rule *rule,
			    const struct cfix_node *node, uint32_t t)
{
	return cfix__int_test(rule, node);
}

/* Does a position metavariable sit on token t (`(E)@p`: on `)`)? */
static bool position_on(const struct cfix_rule *rule, uint32_t t)
{
	for (uint32_t i = 0; i < rule->npositions; i++)
		if (rule->positions[i].tok == t)
			return true;
	return false;
}

/* Parentheses that carry a position are kept: spatch 1.1.1 does not
 * drop them (`sizeof(E)@p` does not match `sizeof x`). */
static bool paren_applies(const struct cfix_rule *rule,
			  const struct cfix_node *node, uint32_t t)
{
	return node->kind == CFIX_NODE_PAREN &&
	       !position_on(rule, node->first) &&
	       !position_on(rule, node->last) &&
	       cfix__parens_optional(rule, node);
}

static bool braces_applies(const struct cfix_rule *rule,
			   const struct cfix_node *node, uint32_t t)
{
	return node->kind == CFIX_NODE_COMPOUND && cfix_node_is_branch(node, 0);
}

/* Is token t changed the way token first is (removed, starred)? */
static bool changed_alike(const struct cfix_rule *rule, uint32_t first,
			  uint32_t t)
{
	return rule->remove[t] == rule->remove[first] &&
	       (!rule->star || rule->star[t] == rule->star[first]);
}

/*
 * braces0, standard.iso's `{ ... } => S`: a block of only `...` with
 * when clauses (without any, the block matches any body anyway), a
 * branch, loop body or nested block but not a function's body, whose
 * braces and dots the rule leaves alone or removes together, with no
 * code added inside and no position on them.  spatch's alternative S
 * keeps no when clause, so such dots say nothing (flow.c's dots_match()).
 */
static bool braces0_applies(const struct cfix_rule *rule,
			    const struct cfix_node *node, uint32_t t)
{
	const struct cfix_node *dots = node->nkids == 1 ? node->kids[0] : NULL;
	uint32_t lb = node->first, rb = node->last;

	if (node->kind != CFIX_NODE_COMPOUND || !dots ||
	    dots->kind != CFIX_NODE_DOTS ||
	    !(dots->nkids || (dots->flags & (CFIX_NODEF_WHEN_ANY |
					      CFIX_NODEF_WHEN_STRICT |
					      CFIX_NODEF_WHEN_EXISTS |
					      CFIX_NODEF_WHEN_FORALL))) ||
	    !node->parent || node->parent->kind == CFIX_NODE_FUNCTION ||
	    lb >= rb || strcmp(rule->toks[lb].text, "{") ||
	    strcmp(rule->toks[rb].text, "}"))
		return false;
	/* a brace or the dots changed on their own: the isomorphism's
	 * pattern is pure context, or all removed with the statement */
	if (!changed_alike(rule, lb, dots->first) ||
	    !changed_alike(rule, lb, rb))
		return false;
	/* code added inside the block has no place in a lone statement */
	for (uint32_t i = 0; i < rule->ninsertions; i++) {
		uint32_t a = rule->insertions[i].anchor;
		bool after = rule->insertions[i].after;

		if ((a > lb && a < rb) || (a == lb && after) ||
		    (a == rb && !after))
			return false;
	}
	/* `{ ... }@p`: spatch keeps the block pattern as written */
	for (uint32_t k = 0; k < rule->npositions; k++)
		if (rule->positions[k].node == node ||
		    (rule->positions[k].tok >= lb &&
		     rule->positions[k].tok <= rb))
			return false;
	return true;
}

/* `else S2`, S2 a statement metavariable used nowhere else. */
static bool drop_else_applies(const struct cfix_rule *rule,
			      const struct cfix_node *node, uint32_t t)
{
	const struct cfix_node *alt = node->nkids == 3 ? node->kids[2] : NULL;
	uint32_t uses = 0;

	if (strcmp(rule->toks[t].text, "else") ||
	    !(node->kind == CFIX_NODE_IF && alt && alt->metavar >= 0 &&
	      alt->first == alt->last &&
	      (uint32_t)alt->metavar < rule->nmetavars &&
	      rule->metavars[alt->metavar].kind == CFIX_MV_STATEMENT))
		return false;
	for (uint32_t i = 0; i < rule->ntoks; i++)
		uses += rule->tok_metavar[i] == alt->metavar;
	return uses == 1;
}

/* The `.` of `E.fld`, E a typed expression metavariable (that the rule
 * leaves E in place is not checked: the prefilter keeps more files,
 * never fewer). */
static bool fld_to_ptr_applies(const struct cfix_rule *rule,
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

static bool storage_applies(const struct cfix_rule *rule,
			    const struct cfix_node *node, uint32_t t)
{
	return node->kind == CFIX_NODE_TYPE;
}

static bool attributes_apply(const struct cfix_rule *rule,
			     const struct cfix_node *node, uint32_t t)
{
	return node->kind == CFIX_NODE_DECLARATOR;
}

static bool not_int1_applies(const struct cfix_rule *rule,
			     const struct cfix_node *node, uint32_t t)
{
	return cfix__not_int(rule, node);
}

static bool not_ptr2_applies(const struct cfix_rule *rule,
			     const struct cfix_node *node, uint32_t t)
{
	return cfix__ptr_test(rule, node);
}

/* `i++` and its kin as a statement of their own (`i++;`).  Not the
 * last of them: spatch 1.1.1 matches `i = i + 1;` only as written. */
static bool inc_applies(const struct cfix_rule *rule,
			const struct cfix_node *node, uint32_t t)
{
	const struct cfix_node *name;
	enum cfix_inc_form form = cfix__inc_form(rule, node, &name);

	return node->parent && node->parent->kind == CFIX_NODE_EXPR_STMT &&
	       form != CFIX_INC_NONE && form != CFIX_INC_ASSIGN;
}

/* `i++` or `++i` as a for loop's last part. */
static bool for_inc_applies(const struct cfix_rule *rule,
			    const struct cfix_node *node, uint32_t t)
{
	const struct cfix_node *name, *up = node->parent;
	enum cfix_inc_form form = cfix__inc_form(rule, node, &name);

	return (form == CFIX_INC_POST || form == CFIX_INC_PRE) && up &&
	       up->kind == CFIX_NODE_FOR && up->nkids > 2 &&
	       up->kids[2] == node;
}

/* A call `NAME(E)` written so in the rule, NAME a likely() kin. */
static bool likely_call(const struct cfix_rule *rule,
			const struct cfix_node *node, const char *name)
{
	const struct cfix_node *callee = node->nkids == 2 ? node->kids[0]
							  : NULL;

	return node->kind == CFIX_NODE_CALL && node->metavar < 0 && callee &&
	       callee->metavar < 0 && callee->kind == CFIX_NODE_IDENT &&
	       callee->text && !strcmp(callee->text, name) && node->kids[1];
}

#define LIKELY_APPLIES(fn, name) \
	static bool fn(const struct cfix_rule *rule, \
		       const struct cfix_node *node, uint32_t t) \
	{ \
		return likely_call(rule, node, name); \
	}
LIKELY_APPLIES(unlikely_applies, "unlikely")
LIKELY_APPLIES(likely_applies, "likely")
LIKELY_APPLIES(predict_false_applies, "__predict_false")
LIKELY_APPLIES(predict_true_applies, "__predict_true")

/*
 * decl_init and its extern and static kin: a declarator of the rule
 * written without an initializer, of a declaration, its name not
 * removed nor followed by added code, which stands where the
 * initializer would (standard.iso's `context identifier Z`).  Which of
 * the three by the declaration's storage class; none when the rule removes that
 * class (`- static T x;`: spatch 1.1.1 applies none then).
 */
static bool decl_init_kind(const struct cfix_rule *rule,
			   const struct cfix_node *node, const char *storage)
{
	const struct cfix_node *decl = node->parent, *name;
	bool has = false;

	if (node->kind != CFIX_NODE_DECLARATOR || node->nkids < 2 ||
	    (node->nkids > 2 && node->kids[2]) || !(name = node->kids[1]) ||
	    name->kind != CFIX_NODE_IDENT || rule->minus[name->first] ||
	    !decl || decl->kind != CFIX_NODE_DECL)
		return false;
	/* code added right after the name, where the initializer would
	 * be, leaves it out too (`int x` `+ = 0` `;` changes no `int c =
	 * 3;`, as spatch 1.1.1) */
	for (uint32_t i = 0; i < rule->ninsertions; i++) {
		const struct cfix_insertion *in = &rule->insertions[i];

		if (in->after ? in->anchor == name->last
			      : in->anchor == name->last + 1)
			return false;
	}
	for (uint32_t t = decl->first; t < name->first; t++) {
		const char *w = rule->toks[t].text;

		if (!strcmp(w, "static") || !strcmp(w, "extern")) {
			if (!storage || strcmp(w, storage) || rule->minus[t])
				return false;
			has = true;
		}
	}
	return !storage || has;
}

#define DECL_INIT_APPLIES(fn, storage) \
	static bool fn(const struct cfix_rule *rule, \
		       const struct cfix_node *node, uint32_t t) \
	{ \
		return decl_init_kind(rule, node, storage); \
	}
DECL_INIT_APPLIES(decl_init_applies, NULL)
DECL_INIT_APPLIES(extern_decl_init_applies, "extern")
DECL_INIT_APPLIES(static_decl_init_applies, "static")

/* Does the type spelling text (or NULL) hold name as a whole word? */
static bool names_word(const char *text, const char *name)
{
	return text && *name &&
	       cfix__find_word(text, strlen(text), text, name, strlen(name));
}

/*
 * sizeof_type_expr: `sizeof(T)`, T a type metavariable written nowhere
 * else in the rule, plus code included (standard.iso's `pure type T`:
 * the code's `sizeof E` leaves T unbound), and `sizeof(T)` kept whole
 * or removed whole: spatch 1.1.1 does not apply it where the rule
 * changes a part (`- T` `+ long`, `- sizeof` `+ SIZE`).
 */
static bool sizeof_type_expr_applies(const struct cfix_rule *rule,
				     const struct cfix_node *node, uint32_t t)
{
	const struct cfix_node *type = node->nkids == 1 ? node->kids[0] : NULL;
	uint32_t uses = 0, removed = 0, minus = 0;

	if (node->kind != CFIX_NODE_SIZEOF || !node->op ||
	    strcmp(node->op, "sizeof") || !type ||
	    type->kind != CFIX_NODE_TYPE || type->metavar < 0 ||
	    type->first != type->last ||
	    (uint32_t)type->metavar >= rule->nmetavars ||
	    rule->metavars[type->metavar].kind != CFIX_MV_TYPE)
		return false;
	for (uint32_t i = node->first; i <= node->last; i++) {
		removed += rule->remove[i];
		minus += rule->minus[i];
	}
	if (minus && removed != node->last - node->first + 1)
		return false;
	/* code added before or after it is not a change of a part */
	for (uint32_t i = 0; !minus && i < rule->ninsertions; i++) {
		const struct cfix_insertion *ins = &rule->insertions[i];

		if (ins->anchor >= node->first && ins->anchor <= node->last &&
		    !(ins->anchor == node->first && !ins->after) &&
		    !(ins->anchor == node->last && ins->after))
			return false;
	}
	for (uint32_t i = 0; i < rule->ntoks; i++)
		uses += rule->tok_metavar[i] == type->metavar;
	for (uint32_t i = 0; i < rule->nplus; i++)
		uses += rule->plus_metavar[i] == type->metavar;
	/* a declaration's type is a use too: with `T[] E;` the rule's
	 * sizeof(T) is E's element type, and spatch 1.1.1 leaves it */
	for (uint32_t i = 0; i < rule->nmetavars; i++) {
		const struct cfix_metavar *mv = &rule->metavars[i];

		uses += names_word(mv->type, rule->metavars[type->metavar].name);
		for (uint32_t k = 0; k < mv->ntypes; k++)
			uses += names_word(mv->types[k],
					   rule->metavars[type->metavar].name);
	}
	return uses == 1;
}

/* add_signed: the type word `int` written alone in the rule. */
static bool add_signed_applies(const struct cfix_rule *rule,
			       const struct cfix_node *node, uint32_t t)
{
	return t < rule->ntoks && rule->tok_metavar[t] < 0 &&
	       !strcmp(rule->toks[t].text, "int");
}

/* neg_if_exp: a conditional expression `E1 ? E2 : E3` of the rule. */
static bool neg_if_exp_applies(const struct cfix_rule *rule,
			       const struct cfix_node *node, uint32_t t)
{
	return node->kind == CFIX_NODE_COND && node->nkids == 3 &&
	       node->kids[0] && node->kids[1] && node->kids[2] &&
	       node->metavar < 0;
}

/*
 * The associativity family (plus_assoc, minus_assoc, plus_minus_assoc1
 * and 2, times_assoc, div_assoc, times_div_assoc1 and 2): the rule's
 * `X - Y - Z`, that is `(X - Y) - Z` without the parentheses, also
 * matches the code's `(a - b) - c` (the rule's written parentheses are
 * paren's).  As spatch 1.1.1 applies them: not where the inner operator
 * is `+` or `*` and plus_comm or mult_comm is on (these make the inner
 * operand a disjunction first, which the family's pattern does not
 * match), and only where the rule changes nothing of the expression or
 * removes it whole (`X - Y -` `- Z` `+ 1` does not match `(a - b) - c`).
 */
static const struct {
	const char *inner, *outer;
	enum cfix_iso_id id, comm;
} assoc[] = {
	{ "+", "+", CFIX_ISO_PLUS_ASSOC, CFIX_ISO_PLUS_COMM },
	{ "-", "-", CFIX_ISO_MINUS_ASSOC, CFIX_ISO_COUNT },
	{ "+", "-", CFIX_ISO_PLUS_MINUS_ASSOC1, CFIX_ISO_PLUS_COMM },
	{ "-", "+", CFIX_ISO_PLUS_MINUS_ASSOC2, CFIX_ISO_COUNT },
	{ "*", "*", CFIX_ISO_TIMES_ASSOC, CFIX_ISO_MULT_COMM },
	{ "/", "/", CFIX_ISO_DIV_ASSOC, CFIX_ISO_COUNT },
	{ "*", "/", CFIX_ISO_TIMES_DIV_ASSOC1, CFIX_ISO_MULT_COMM },
	{ "/", "*", CFIX_ISO_TIMES_DIV_ASSOC2, CFIX_ISO_COUNT },
};

static bool plain_binary(const struct cfix_node *node)
{
	return node && node->kind == CFIX_NODE_BINARY && node->metavar < 0 &&
	       node->op && node->nkids == 2 && node->kids[0] && node->kids[1];
}

/* Does the rule change none of node's tokens, or remove them all (its
 * metavariables may come back in the plus code)? */
static bool unchanged_or_removed(const struct cfix_rule *rule,
				 const struct cfix_node *node)
{
	uint32_t minus = 0;

	for (uint32_t i = node->first; rule->minus && i <= node->last; i++)
		minus += rule->minus[i];
	if (minus)
		return minus == node->last - node->first + 1;
	for (uint32_t i = 0; i < rule->ninsertions; i++)
		if (rule->insertions[i].anchor >= node->first &&
		    rule->insertions[i].anchor <= node->last)
			return false;
	return true;
}

/* The row of assoc[] for node, whether on or not; -1 when none. */
static int assoc_row(const struct cfix_rule *rule, const struct cfix_node *node)
{
	const struct cfix_node *left;

	if (!plain_binary(node) || !plain_binary(left = node->kids[0]))
		return -1;
	for (size_t k = 0; k < sizeof(assoc) / sizeof(*assoc); k++)
		if (!strcmp(left->op, assoc[k].inner) &&
		    !strcmp(node->op, assoc[k].outer))
			return (assoc[k].comm == CFIX_ISO_COUNT ||
				!cfix__iso_on(rule, assoc[k].comm)) &&
			       unchanged_or_removed(rule, node) ? (int)k : -1;
	return -1;
}

enum cfix_iso_id cfix__iso_assoc(const struct cfix_rule *rule,
				 const struct cfix_node *pat)
{
	int k = assoc_row(rule, pat);

	return k >= 0 && cfix__iso_on(rule, assoc[k].id) ? assoc[k].id :
							   CFIX_ISO_COUNT;
}

#define ASSOC_APPLIES(fn, iso_id) \
	static bool fn(const struct cfix_rule *rule, \
		       const struct cfix_node *node, uint32_t t) \
	{ \
		int k = assoc_row(rule, node); \
		return k >= 0 && assoc[k].id == iso_id; \
	}
ASSOC_APPLIES(plus_assoc_applies, CFIX_ISO_PLUS_ASSOC)
ASSOC_APPLIES(minus_assoc_applies, CFIX_ISO_MINUS_ASSOC)
ASSOC_APPLIES(plus_minus_assoc1_applies, CFIX_ISO_PLUS_MINUS_ASSOC1)
ASSOC_APPLIES(plus_minus_assoc2_applies, CFIX_ISO_PLUS_MINUS_ASSOC2)
ASSOC_APPLIES(times_assoc_applies, CFIX_ISO_TIMES_ASSOC)
ASSOC_APPLIES(div_assoc_applies, CFIX_ISO_DIV_ASSOC)
ASSOC_APPLIES(times_div_assoc1_applies, CFIX_ISO_TIMES_DIV_ASSOC1)
ASSOC_APPLIES(times_div_assoc2_applies, CFIX_ISO_TIMES_DIV_ASSOC2)

/* ptr_to_array: `E1->fld` written so in the rule, E1 a metavariable
 * (the prefilter's chain `E1 . fld` fits `a[i].fld` only so), its `->`
 * kept (code added after it lands after the code's `[i].`), or the
 * whole removed and E1 not written again. */
static bool ptr_to_array_applies(const struct cfix_rule *rule,
				 const struct cfix_node *node, uint32_t t)
{
	const struct cfix_node *base = node->nkids == 2 ? node->kids[0] : NULL;
	uint32_t arrow;

	if (node->kind != CFIX_NODE_MEMBER || node->metavar >= 0 || !base ||
	    base->metavar < 0 || base->first != base->last ||
	    !node->kids[1] || !node->op || strcmp(node->op, "->") ||
	    t != base->last + 1)
		return false;
	arrow = t;
	if (!rule->minus || !rule->minus[arrow]) {
		for (uint32_t i = 0; i < rule->ninsertions; i++)
			if (rule->insertions[i].anchor == arrow &&
			    !rule->insertions[i].after)
				return false;	/* code added after `a` */
		return true;
	}
	if (!unchanged_or_removed(rule, node))
		return false;
	for (uint32_t i = 0; base->metavar >= 0 && i < rule->nplus; i++)
		if (rule->plus_metavar[i] == base->metavar)
			return false;
	return true;
}

/* A name `disable` turns off, whose matching lives elsewhere. */
static bool never_applies(const struct cfix_rule *rule,
			  const struct cfix_node *node, uint32_t t)
{
	return false;
}

bool cfix__braces_on(const struct cfix_rule *rule,
		     const struct cfix_node *block)
{
	bool lead = block->nkids && block->kids[0] &&
		    block->kids[0]->kind == CFIX_NODE_DOTS;
	bool trail = block->nkids > 1 && block->kids[block->nkids - 1] &&
		     block->kids[block->nkids - 1]->kind == CFIX_NODE_DOTS;

	if (block->nkids - lead - trail != 1)
		return true;	/* braces0's `{ ... }`, or no shape of these */
	return cfix__iso_on(rule, lead ? trail ? CFIX_ISO_BRACES2 :
						 CFIX_ISO_BRACES1 :
				  trail ? CFIX_ISO_BRACES3 : CFIX_ISO_BRACES4);
}

/* drop_cast: a cast `(T)E`, T a type metavariable. */
static bool drop_cast_applies(const struct cfix_rule *rule,
			      const struct cfix_node *node, uint32_t t)
{
	const struct cfix_node *type = node->nkids == 2 ? node->kids[0] : NULL;

	return node->kind == CFIX_NODE_CAST && type && type->metavar >= 0 &&
	       (uint32_t)type->metavar < rule->nmetavars &&
	       rule->metavars[type->metavar].kind == CFIX_MV_TYPE;
}

/* neg_if: an if-else of the rule, its condition not a metavariable
 * for a whole statement. */
static bool neg_if_applies(const struct cfix_rule *rule,
			   const struct cfix_node *node, uint32_t t)
{
	return node->kind == CFIX_NODE_IF && node->nkids == 3 &&
	       node->kids[0] && node->kids[1] && node->kids[2] &&
	       node->metavar < 0;
}

/* ne_if: an if-else whose condition is `E1 != E2`. */
static bool ne_if_applies(const struct cfix_rule *rule,
			  const struct cfix_node *node, uint32_t t)
{
	const struct cfix_node *cond = node->nkids ? node->kids[0] : NULL;

	return neg_if_applies(rule, node, t) && cond->metavar < 0 &&
	       cond->kind == CFIX_NODE_BINARY && cond->nkids == 2 &&
	       cond->op && !strcmp(cond->op, "!=");
}

#define FORM(...) ((const char *const[]){ __VA_ARGS__, NULL })
#define FORMS(...) ((const char *const *const[]){ __VA_ARGS__ }), \
	(uint32_t)(sizeof((const char *const *const[]){ __VA_ARGS__ }) / \
		   sizeof(const char *const *))

const struct cfix_iso cfix__isos[CFIX_ISO_COUNT] = {
	[CFIX_ISO_NOT_PTR1] = {
		"not_ptr1", CFIX_ISO_NODE, not_ptr_applies,
		FORMS(FORM("X", "==", "_"), FORM("_", "==", "X"),
		      FORM("!", "X")), -1, NULL },
	[CFIX_ISO_IS_NULL] = {
		"is_null", CFIX_ISO_NODE, is_null_applies,
		FORMS(FORM("X", "==", "_"), FORM("_", "==", "X"),
		      FORM("!", "X")), 2, "NULL" },
	[CFIX_ISO_ISNT_NULL1] = {
		"isnt_null1", CFIX_ISO_NODE, isnt_null_applies,
		FORMS(FORM("X", "!=", "_"), FORM("_", "!=", "X"), FORM("X")),
		2, "NULL" },
	[CFIX_ISO_IS_ZERO] = {
		"is_zero", CFIX_ISO_NODE, is_zero_applies,
		FORMS(FORM("X", "==", "_"), FORM("_", "==", "X"),
		      FORM("!", "X")), 2, "0" },
	[CFIX_ISO_ISNT_ZERO] = {
		"isnt_zero", CFIX_ISO_NODE, isnt_zero_applies,
		FORMS(FORM("X", "!=", "_"), FORM("_", "!=", "X"), FORM("X")),
		2, "0" },
	/* the operands swapped: the first as "X", the other any (the
	 * prefilter keeps more files, never fewer) */
	[CFIX_ISO_COMMEQ] = {
		"commeq", CFIX_ISO_NODE, commeq_applies,
		FORMS(FORM("N"), FORM("_", "==", "X")), 1, NULL },
	[CFIX_ISO_COMMNEQ] = {
		"commneq", CFIX_ISO_NODE, commneq_applies,
		FORMS(FORM("N"), FORM("_", "!=", "X")), 1, NULL },
	[CFIX_ISO_BITOR_COMM] = {
		"bitor_comm", CFIX_ISO_NODE, bitor_applies,
		FORMS(FORM("N"), FORM("_", "|", "X")), 1, NULL },
	[CFIX_ISO_BITAND_COMM] = {
		"bitand_comm", CFIX_ISO_NODE, bitand_applies,
		FORMS(FORM("N"), FORM("_", "&", "X")), 1, NULL },
	[CFIX_ISO_PLUS_COMM] = {
		"plus_comm", CFIX_ISO_NODE, plus_applies,
		FORMS(FORM("N"), FORM("_", "+", "X")), 1, NULL },
	[CFIX_ISO_MULT_COMM] = {
		"mult_comm", CFIX_ISO_NODE, mult_applies,
		FORMS(FORM("N"), FORM("_", "*", "X")), 1, NULL },
	[CFIX_ISO_GTR_LSS] = {
		"gtr_lss", CFIX_ISO_NODE, gtr_lss_applies,
		FORMS(FORM("N"), FORM("_", ">", "X"), FORM("_", "<", "X")), 1,
		NULL },
	[CFIX_ISO_GTR_LSS_EQ] = {
		"gtr_lss_eq", CFIX_ISO_NODE, gtr_lss_eq_applies,
		FORMS(FORM("N"), FORM("_", ">=", "X"), FORM("_", "<=", "X")), 1,
		NULL },
	/* X, X != 0 or 0 != X: an expression on each side holds all three */
	[CFIX_ISO_NOT_INT2] = {
		"not_int2", CFIX_ISO_NODE, not_int_applies,
		FORMS(FORM("_", "N", "_")), -1, NULL },
	[CFIX_ISO_PAREN] = {
		"paren", CFIX_ISO_TOKEN, paren_applies, FORMS(FORM("")), -1,
		NULL },
	[CFIX_ISO_BRACES] = {
		"braces", CFIX_ISO_TOKEN, braces_applies, FORMS(FORM("")), -1,
		NULL },
	[CFIX_ISO_DROP_ELSE] = {
		"drop_else", CFIX_ISO_TOKEN, drop_else_applies, FORMS(FORM("")),
		-1, "else" },
	[CFIX_ISO_FLD_TO_PTR] = {
		"fld_to_ptr", CFIX_ISO_TOKEN, fld_to_ptr_applies,
		FORMS(FORM("->")), -1, NULL },
	/* no form: the prefilter's types allow storage classes anyway */
	[CFIX_ISO_OPTIONAL_STORAGE] = {
		"optional_storage", CFIX_ISO_NODE, storage_applies, NULL, 0, -1,
		NULL },
	[CFIX_ISO_OPTIONAL_ATTRIBUTES] = {
		"optional_attributes", CFIX_ISO_NODE, attributes_apply, NULL, 0,
		-1, NULL },
	/* built into spatch (parse_cocci.ml), not in standard.iso */
	[CFIX_ISO_OPTIONAL_QUALIFIER] = {
		"optional_qualifier", CFIX_ISO_NODE, storage_applies, NULL, 0,
		-1, NULL },
	/* no form: the block's dots take any body already */
	[CFIX_ISO_BRACES0] = {
		"braces0", CFIX_ISO_NODE, braces0_applies, NULL, 0, -1, NULL },
	/* X == 0, 0 == X or !X (not_ptr1's forms come first in a test) */
	[CFIX_ISO_NOT_INT1] = {
		"not_int1", CFIX_ISO_NODE, not_int1_applies,
		FORMS(FORM("X", "==", "_"), FORM("_", "==", "X"),
		      FORM("!", "X")), -1, NULL },
	[CFIX_ISO_NOT_PTR2] = {
		"not_ptr2", CFIX_ISO_NODE, not_ptr2_applies,
		FORMS(FORM("_", "N", "_")), -1, NULL },
	/* the name and any expression around it */
	[CFIX_ISO_INC] = {
		"inc", CFIX_ISO_NODE, inc_applies, FORMS(FORM("_", "X", "_")),
		-1, NULL },
	[CFIX_ISO_FOR_INC] = {
		"for_inc", CFIX_ISO_NODE, for_inc_applies,
		FORMS(FORM("_", "X", "_")), -1, NULL },
	/* E alone, or the other name: the call's name is a word the code
	 * may lack.  One isomorphism, two entries, one for each word;
	 * the second's name is that word, which `disable` refuses as
	 * spatch does (not a name of standard.iso): `disable unlikely`
	 * turns both off (cfix__iso_on()) */
	[CFIX_ISO_UNLIKELY] = {
		"unlikely", CFIX_ISO_NODE, unlikely_applies, FORMS(FORM("_")),
		-1, "unlikely" },
	[CFIX_ISO_LIKELY] = {
		"likely", CFIX_ISO_NODE, likely_applies, FORMS(FORM("_")), -1,
		"likely" },
	[CFIX_ISO_PREDICT_FALSE] = {
		"bsd_branch_pred", CFIX_ISO_NODE, predict_false_applies,
		FORMS(FORM("_")), -1, "__predict_false" },
	[CFIX_ISO_PREDICT_TRUE] = {
		"__predict_true", CFIX_ISO_NODE, predict_true_applies,
		FORMS(FORM("_")), -1, "__predict_true" },
	/* no form: the code's declaration holds the rule's tokens and
	 * more (its initializer) */
	[CFIX_ISO_DECL_INIT] = {
		"decl_init", CFIX_ISO_NODE, decl_init_applies, NULL, 0, -1,
		NULL },
	[CFIX_ISO_EXTERN_DECL_INIT] = {
		"extern_decl_init", CFIX_ISO_NODE, extern_decl_init_applies,
		NULL, 0, -1, NULL },
	[CFIX_ISO_STATIC_DECL_INIT] = {
		"static_decl_init", CFIX_ISO_NODE, static_decl_init_applies,
		NULL, 0, -1, NULL },
	/* sizeof and any expression: the code's `sizeof x` has no
	 * parentheses */
	[CFIX_ISO_SIZEOF_TYPE_EXPR] = {
		"sizeof_type_expr", CFIX_ISO_NODE, sizeof_type_expr_applies,
		FORMS(FORM("sizeof", "_")), -1, NULL },
	/* no form: the prefilter's types take the sign words anyway */
	[CFIX_ISO_ADD_SIGNED] = {
		"add_signed", CFIX_ISO_NODE, add_signed_applies, NULL, 0, -1,
		NULL },
	/* no form: the code holds the rule's words and a `!` */
	[CFIX_ISO_NEG_IF_EXP] = {
		"neg_if_exp", CFIX_ISO_NODE, neg_if_exp_applies, NULL, 0, -1,
		NULL },
	/* as written, or the branches swapped ("1", "2") after any
	 * condition (its negation may lack the rule's NULL or operator) */
	[CFIX_ISO_NEG_IF] = {
		"neg_if", CFIX_ISO_NODE, neg_if_applies,
		FORMS(FORM("N"), FORM("if", "(", "_", ")", "2", "else", "1")),
		-1, NULL },
	[CFIX_ISO_NE_IF] = {
		"ne_if", CFIX_ISO_NODE, ne_if_applies,
		FORMS(FORM("N"), FORM("if", "(", "_", ")", "2", "else", "1")),
		-1, NULL },
	/* the `->` may stand for `[i].`: the index in the operand's gap */
	[CFIX_ISO_PTR_TO_ARRAY] = {
		"ptr_to_array", CFIX_ISO_TOKEN, ptr_to_array_applies,
		FORMS(FORM(".")), -1, NULL },
	/* as written, or the left operand in parentheses */
	[CFIX_ISO_PLUS_ASSOC] = {
		"plus_assoc", CFIX_ISO_NODE, plus_assoc_applies,
		FORMS(FORM("N"), FORM("(", "X", ")", "+", "_")), -1, NULL },
	[CFIX_ISO_MINUS_ASSOC] = {
		"minus_assoc", CFIX_ISO_NODE, minus_assoc_applies,
		FORMS(FORM("N"), FORM("(", "X", ")", "-", "_")), -1, NULL },
	[CFIX_ISO_PLUS_MINUS_ASSOC1] = {
		"plus_minus_assoc1", CFIX_ISO_NODE, plus_minus_assoc1_applies,
		FORMS(FORM("N"), FORM("(", "X", ")", "-", "_")), -1, NULL },
	[CFIX_ISO_PLUS_MINUS_ASSOC2] = {
		"plus_minus_assoc2", CFIX_ISO_NODE, plus_minus_assoc2_applies,
		FORMS(FORM("N"), FORM("(", "X", ")", "+", "_")), -1, NULL },
	[CFIX_ISO_TIMES_ASSOC] = {
		"times_assoc", CFIX_ISO_NODE, times_assoc_applies,
		FORMS(FORM("N"), FORM("(", "X", ")", "*", "_")), -1, NULL },
	[CFIX_ISO_DIV_ASSOC] = {
		"div_assoc", CFIX_ISO_NODE, div_assoc_applies,
		FORMS(FORM("N"), FORM("(", "X", ")", "/", "_")), -1, NULL },
	[CFIX_ISO_TIMES_DIV_ASSOC1] = {
		"times_div_assoc1", CFIX_ISO_NODE, times_div_assoc1_applies,
		FORMS(FORM("N"), FORM("(", "X", ")", "/", "_")), -1, NULL },
	/* no form: the prefilter's chains leave casts out anyway */
	[CFIX_ISO_DROP_CAST] = {
		"drop_cast", CFIX_ISO_NODE, drop_cast_applies, NULL, 0, -1,
		NULL },
	[CFIX_ISO_BRACES1] = { "braces1", CFIX_ISO_NODE, never_applies,
			       NULL, 0, -1, NULL },
	[CFIX_ISO_BRACES2] = { "braces2", CFIX_ISO_NODE, never_applies,
			       NULL, 0, -1, NULL },
	[CFIX_ISO_BRACES3] = { "braces3", CFIX_ISO_NODE, never_applies,
			       NULL, 0, -1, NULL },
	[CFIX_ISO_BRACES4] = { "braces4", CFIX_ISO_NODE, never_applies,
			       NULL, 0, -1, NULL },
	[CFIX_ISO_RET] = { "ret", CFIX_ISO_NODE, never_applies, NULL, 0, -1,
			   NULL },
	[CFIX_ISO_TIMES_DIV_ASSOC2] = {
		"times_div_assoc2", CFIX_ISO_NODE, times_div_assoc2_applies,
		FORMS(FORM("N"), FORM("(", "X", ")", "*", "_")), -1, NULL },
};

enum cfix_iso_id cfix__iso_find(const char *name)
{
	for (uint32_t id = 0; id < CFIX_ISO_COUNT; id++)
		if (cfix__isos[id].name && !strcmp(cfix__isos[id].name, name))
			return (enum cfix_iso_id)id;
	return CFIX_ISO_COUNT;
}

bool cfix__iso_name_known(const char *name)
{
	/* every "@ name @" of standard.iso, whether cfix applies it or
	 * not, then parse_cocci.ml's reserved_names */
	static const char *const names[] = {
		"drop_cast", "add_signed", "add_int1", "add_int2", "not_int1",
		"not_int2", "not_ptr1", "not_ptr2", "commeq", "commneq",
		"is_zero", "isnt_zero", "is_null", "isnt_null1", "bitor_comm",
		"bitand_comm", "plus_comm", "mult_comm", "plus_assoc",
		"minus_assoc", "plus_minus_assoc1", "plus_minus_assoc2",
		"times_assoc", "div_assoc", "times_div_assoc1",
		"times_div_assoc2", "gtr_lss", "gtr_lss_eq", "inc", "for_inc",
		"unlikely", "bsd_branch_pred", "paren", "zero_multiple_format",
		"neg_if", "ne_if", "drop_else", "neg_if_exp", "decl_init",
		"extern_decl_init", "static_decl_init", "braces0", "braces1",
		"braces2", "braces3", "braces4", "ret", "ptr_to_array",
		"mkinit", "fld_to_ptr", "sizeof_type_expr",
		"all", "optional_storage", "optional_qualifier",
		"value_format", "comm_assoc", "optional_attributes",
		"prototypes", "list_and_aggregate_initialization",
	};

	for (size_t k = 0; k < sizeof(names) / sizeof(names[0]); k++)
		if (!strcmp(names[k], name))
			return true;
	return false;
}

bool cfix__iso_on(const struct cfix_rule *rule, enum cfix_iso_id id)
{
	if (rule->isos_off & (1ull << id))
		return false;
	switch (id) {
	case CFIX_ISO_IS_NULL:
		return !rule->no_is_null;
	case CFIX_ISO_ISNT_NULL1:
		return !rule->no_isnt_null;
	case CFIX_ISO_OPTIONAL_STORAGE:
		return !rule->no_optional_storage;
	/* one isomorphism, two entries (one word each may be left out) */
	case CFIX_ISO_LIKELY:
		return cfix__iso_on(rule, CFIX_ISO_UNLIKELY);
	case CFIX_ISO_PREDICT_TRUE:
		return cfix__iso_on(rule, CFIX_ISO_PREDICT_FALSE);
	default:
		return true;
	}
}

bool cfix__iso_applies(const struct cfix_rule *rule, enum cfix_iso_id id,
		       const struct cfix_node *node, uint32_t t)
{
	const struct cfix_iso *iso = &cfix__isos[id];

	return (iso->own_form >= 0 || cfix__iso_on(rule, id)) &&
	       iso->applies(rule, node, t);
}

uint32_t cfix__iso_nforms(const struct cfix_rule *rule, enum cfix_iso_id id)
{
	const struct cfix_iso *iso = &cfix__isos[id];

	if (iso->own_form >= 0 && !cfix__iso_on(rule, id))
		return (uint32_t)iso->own_form;
	return iso->nforms;
}
