/*
 * standard.iso's neg_if (`if (X) S1 else S2 => if (!X) S2 else S1`) and
 * ne_if (`if (E1 != E2) S1 else S2 => if (E1 == E2) S2 else S1`): the
 * rule's if-else also matches the code's with the branches swapped and
 * the condition negated.  spatch does not write `!X` as it stands but
 * pushes the `!` in (negate in iso_pattern.ml, after the expression
 * isomorphisms made their disjunctions): `!E` gives E, `A == B` gives
 * `A != B` (and `<` `>=` and so on), `A && B` gives `!A || !B`, `...`
 * stays, `(E)` gives `(!E)`, and anything else `!X`.  So the rule's
 * `E == NULL` (is_null: `E == NULL`, `NULL == E`, `!E`) matches the
 * code's `E != NULL`, `NULL != E` or a test `E`, and the rule's pointer
 * `E` matches `!E` or `E == NULL`.
 *
 * Only where the rule leaves the condition and the if's own tokens as
 * they are: spatch 1.1.1 refuses a rule that changes an if-else's
 * condition ("index ... already used") and makes no swapped change
 * where the rule removes the else.  The branches' changes go with the
 * code the branches match, as in spatch.
 */
#include "iso_shapes.h"
#include "structure.h"
#include "tokens.h"
#include "isos.h"

#include <string.h>

static bool match_negated(struct matcher *m, const struct cfix_node *pat,
			  const struct cfix_node *src, bool full);

static const struct {
	const char *op, *negated;
} negations[] = {
	{ "==", "!=" }, { "!=", "==" }, { "<", ">=" },
	{ ">", "<=" },  { "<=", ">" },  { ">=", "<" },
};

static const char *negated_op(const char *op)
{
	for (size_t k = 0; op && k < sizeof(negations) / sizeof(*negations); k++)
		if (!strcmp(op, negations[k].op))
			return negations[k].negated;
	return NULL;
}

static bool op_is(const struct cfix_node *node, const char *op)
{
	return node && node->op && !strcmp(node->op, op);
}

static bool is_binary(const struct cfix_node *node)
{
	return node && node->kind == CFIX_NODE_BINARY && node->nkids == 2 &&
	       node->kids[0] && node->kids[1];
}

/* The code's operator token of the binary src. */
static uint32_t src_op_token(const struct cfix_node *src)
{
	return src->kids[0]->last + 1;
}

/* The isomorphism that lets the rule's `X == NULL` (`!= NULL`, `== 0`,
 * `!= 0`) stand as `NULL == X` or a bare test, if on; else
 * CFIX_ISO_COUNT. */
static enum cfix_iso_id constant_iso(const struct matcher *m,
				     const struct cfix_node *pat)
{
	bool eq = op_is(pat, "==");
	enum cfix_iso_id id = CFIX_ISO_COUNT;

	if (cfix__match_is_null_like(pat->kids[1]))
		id = eq ? CFIX_ISO_IS_NULL : CFIX_ISO_ISNT_NULL1;
	else if (cfix__match_is_literal_zero(pat->kids[1]))
		id = eq ? CFIX_ISO_IS_ZERO : CFIX_ISO_ISNT_ZERO;
	if (!op_is(pat, "==") && !op_is(pat, "!="))
		return CFIX_ISO_COUNT;
	return id != CFIX_ISO_COUNT && cfix__iso_on(m->rule, id) ? id :
								   CFIX_ISO_COUNT;
}

/* The rule's kids against src's, in order or swapped; bindings kept
 * only on success. */
static bool match_operands(struct matcher *m, const struct cfix_node *pat,
			   const struct cfix_node *src, bool swap)
{
	struct snapshot snap;
	bool ok;

	cfix__match_snapshot_take(m, &snap);
	ok = cfix__match_node(m, pat->kids[0], src->kids[swap]) &&
	     cfix__match_node(m, pat->kids[1], src->kids[!swap]);
	if (!ok)
		cfix__match_snapshot_restore(m, &snap);
	cfix__match_snapshot_release(&snap);
	return ok;
}

/* `A op B` against the code's `A' neg B'` (or, where a commutative,
 * relational or NULL isomorphism turns the rule's around, `B' neg' A'`;
 * is_null's `!A` negated is a test `A'`, isnt_null1's `A` is `!A'`). */
static bool match_negated_comparison(struct matcher *m,
				     const struct cfix_node *pat,
				     const struct cfix_node *src,
				     const char *neg, bool full)
{
	uint32_t optok = pat->kids[0]->last + 1;
	enum cfix_iso_id constant = full ? constant_iso(m, pat) : CFIX_ISO_COUNT;
	const char *swapped = NULL, *op;

	if (full && cfix__iso_commuted(m->rule, pat, &op) != CFIX_ISO_COUNT)
		swapped = negated_op(op);	/* `X < Y`: `Y > X`: `Y <= X` */
	else if (constant != CFIX_ISO_COUNT)
		swapped = neg;
	if (is_binary(src) &&
	    ((op_is(src, neg) && match_operands(m, pat, src, false)) ||
	     (swapped && op_is(src, swapped) &&
	      match_operands(m, pat, src, true)))) {
		cfix__match_map_token(m, optok, src_op_token(src),
				      src_op_token(src));
		return true;
	}
	if (constant == CFIX_ISO_COUNT)
		return false;
	if (op_is(pat, "==")) {
		if (!cfix__match_in_test_position(src) ||
		    !cfix__match_node(m, pat->kids[0], src))
			return false;
	} else if (src->kind != CFIX_NODE_UNARY || !op_is(src, "!") ||
		   src->nkids != 1 || !src->kids[0] ||
		   !cfix__match_node(m, pat->kids[0], src->kids[0])) {
		return false;
	}
	cfix__match_unmap_tokens(m, optok, pat->last);
	return true;
}

/* `A && B` against the code's `A' || B'`, each negated; `A && ...`
 * against a chain of `||` one of whose operands is A' (or A' alone). */
static bool match_negated_logic(struct matcher *m, const struct cfix_node *pat,
				const struct cfix_node *src, const char *other)
{
	const struct cfix_node *ops[64];
	uint32_t n;

	if (pat->kids[1]->kind != CFIX_NODE_DOTS) {
		if (!is_binary(src) || !op_is(src, other) ||
		    !match_negated(m, pat->kids[0], src->kids[0], true) ||
		    !match_negated(m, pat->kids[1], src->kids[1], true))
			return false;
		cfix__match_map_token(m, pat->kids[0]->last + 1,
				      src_op_token(src), src_op_token(src));
		return true;
	}
	n = cfix__match_chain_operands(src, other, ops, 0, 64);
	for (uint32_t k = 0; k < n; k++) {
		struct snapshot snap;
		bool ok;

		cfix__match_snapshot_take(m, &snap);
		ok = match_negated(m, pat->kids[0], ops[k], true);
		if (!ok)
			cfix__match_snapshot_restore(m, &snap);
		cfix__match_snapshot_release(&snap);
		if (ok) {
			cfix__match_unmap_tokens(m, pat->kids[0]->last + 1,
						 pat->last);
			return true;
		}
	}
	return false;
}

/* X, which negate leaves whole, against the code's `!X'` (or, X a
 * pointer, `X' == NULL`: not_ptr1 on the `!X` neg_if wrote). */
static bool match_not(struct matcher *m, const struct cfix_node *pat,
		      const struct cfix_node *src)
{
	const struct cfix_node *x = NULL;

	if (src->kind == CFIX_NODE_UNARY && op_is(src, "!") && src->nkids == 1)
		x = src->kids[0];
	else if (is_binary(src) && op_is(src, "==") &&
		 cfix__iso_on(m->rule, CFIX_ISO_NOT_PTR1) &&
		 cfix__ptr_test(m->rule, pat))
		x = cfix__match_is_null_like(src->kids[1]) ? src->kids[0] :
		    cfix__match_is_null_like(src->kids[0]) ? src->kids[1] :
							      NULL;
	return x && cfix__match_node(m, pat, x);
}

/* Is the rule's pat a metavariable of pointer types only (standard.iso's
 * `expression *X`)? */
static bool pointer_metavar(const struct cfix_rule *rule,
			    const struct cfix_node *pat)
{
	const struct cfix_metavar *mv;
	bool all = true;

	if (pat->metavar < 0 || pat->first != pat->last ||
	    (uint32_t)pat->metavar >= rule->nmetavars)
		return false;
	mv = &rule->metavars[pat->metavar];
	for (uint32_t k = 0; k < mv->ntypes; k++)
		all &= mv->types[k] && strchr(mv->types[k], '*');
	return (mv->kind == CFIX_MV_EXPRESSION ||
		mv->kind == CFIX_MV_IDEXPRESSION) &&
	       (mv->ntypes ? all : mv->type && strchr(mv->type, '*'));
}

/* The `X` negate made of the rule's `!X`, a test: X, or (X a pointer,
 * not_ptr2) `X' != NULL`. */
static bool match_test(struct matcher *m, const struct cfix_node *pat,
		       const struct cfix_node *src)
{
	const struct cfix_node *x = NULL;
	struct snapshot snap;
	bool ok;

	cfix__match_snapshot_take(m, &snap);
	ok = cfix__match_node(m, pat, src);
	if (!ok) {
		cfix__match_snapshot_restore(m, &snap);
		if (is_binary(src) && op_is(src, "!=") &&
		    cfix__iso_on(m->rule, CFIX_ISO_NOT_PTR2) &&
		    pointer_metavar(m->rule, pat))
			x = cfix__match_is_null_like(src->kids[1]) ?
				    src->kids[0] :
			    cfix__match_is_null_like(src->kids[0]) ?
				    src->kids[1] : NULL;
		ok = x && cfix__match_node(m, pat, x);
	}
	cfix__match_snapshot_release(&snap);
	return ok;
}

/* The rule's condition pat against the code's negated one, src (full:
 * neg_if's negation; else ne_if's `!=` alone). */
static bool match_negated(struct matcher *m, const struct cfix_node *pat,
			  const struct cfix_node *src, bool full)
{
	const char *neg = pat->metavar < 0 && is_binary(pat) ?
				  negated_op(pat->op) : NULL;

	if (!full)
		return neg && op_is(pat, "!=") &&
		       match_negated_comparison(m, pat, src, neg, false);
	if (pat->metavar >= 0 && pat->first == pat->last)
		return match_not(m, pat, src);
	if (neg)
		return match_negated_comparison(m, pat, src, neg, true);
	switch (pat->kind) {
	case CFIX_NODE_UNARY:
		if (!op_is(pat, "!") || pat->nkids != 1 || !pat->kids[0])
			break;
		if (!match_test(m, pat->kids[0], src))
			return false;
		cfix__match_unmap_tokens(m, pat->first, pat->kids[0]->first - 1);
		return true;
	case CFIX_NODE_PAREN:
		if (!pat->nkids || !pat->kids[0])
			break;
		if (src->kind == CFIX_NODE_PAREN && src->nkids && src->kids[0]) {
			if (!match_negated(m, pat->kids[0], src->kids[0], true))
				return false;
			cfix__match_map_token(m, pat->first, src->first,
					      src->first);
			cfix__match_map_token(m, pat->last, src->last, src->last);
			return true;
		}
		if (!cfix__iso_on(m->rule, CFIX_ISO_PAREN) ||
		    !match_negated(m, pat->kids[0], src, true))
			return false;
		cfix__match_unmap_tokens(m, pat->first, pat->first);
		cfix__match_unmap_tokens(m, pat->last, pat->last);
		return true;
	case CFIX_NODE_BINARY:
		if (is_binary(pat) && op_is(pat, "&&"))
			return match_negated_logic(m, pat, src, "||");
		if (is_binary(pat) && op_is(pat, "||"))
			return match_negated_logic(m, pat, src, "&&");
		break;
	case CFIX_NODE_DISJ:
		for (uint32_t k = 0; k < pat->nkids; k++) {
			struct snapshot snap;
			bool ok;

			cfix__match_snapshot_take(m, &snap);
			ok = pat->kids[k] &&
			     match_negated(m, pat->kids[k], src, true);
			if (!ok)
				cfix__match_snapshot_restore(m, &snap);
			cfix__match_snapshot_release(&snap);
			if (ok)
				return true;
		}
		return false;
	case CFIX_NODE_DOTS:
		return cfix__match_node(m, pat, src);
	default:
		break;
	}
	return match_not(m, pat, src);
}

static bool match_negated_if(struct matcher *m, const struct cfix_node *pat,
			    const struct cfix_node *src)
{
	const struct cfix_node *cond = pat->kids[0];
	bool full = cfix__iso_applies(m->rule, CFIX_ISO_NEG_IF, pat, 0);

	if (!full && !cfix__iso_applies(m->rule, CFIX_ISO_NE_IF, pat, 0))
		return false;
	if (src->nkids != 3 || !src->kids[0] || !src->kids[1] ||
	    !src->kids[2] || !cond || !pat->kids[1] ||
	    !cfix__match_untouched(m, pat->first, pat->kids[1]->first - 1) ||
	    !cfix__match_untouched(m, pat->kids[1]->last + 1,
				   pat->kids[2]->first - 1))
		return false;
	return match_negated(m, cond, src->kids[0], full) &&
	       cfix__match_node(m, pat->kids[1], src->kids[2]) &&
	       cfix__match_node(m, pat->kids[2], src->kids[1]) &&
	       cfix__match_own_tokens(m, pat, src);
}

bool cfix__match_if_else(struct matcher *m, const struct cfix_node *pat,
			 const struct cfix_node *src)
{
	return cfix__match_same_kind_or(m, pat, src, match_negated_if);
}
