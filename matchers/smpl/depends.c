/*
 * depends.c: the one evaluator of a rule's "depends on" clause, for the
 * matcher (whether earlier rules matched a file, the file's path) and
 * for initialize and finalize rules (no file matched yet: only virtual
 * rules are known).  spatch reads a clause as two conditions, one on
 * rules with file tests true and one on the file with rule tests true,
 * '!' pushed down to the leaves; evaluating with a polarity does both.
 */
#include "smpl.h"

#include <string.h>

static bool is_defined(const struct cfix_ruleset *set, const char *name)
{
	for (uint32_t i = 0; i < set->ndefined; i++)
		if (!strcmp(set->defined[i], name))
			return true;
	return false;
}

/* One pass: the file tests (files true) or the rule tests; neg: under
 * an odd number of '!'.  A leaf the pass does not test holds. */
struct dep_pass {
	const struct cfix_ruleset *set;
	cfix__rule_matched_fn *matched;
	const void *ctx;
	bool files;
};

static bool leaf_holds(const struct dep_pass *p, const struct cfix_depend *dep,
		       bool neg)
{
	bool is_file = dep->kind == CFIX_DEP_FILE;
	bool on;

	if (is_file != p->files)
		return true;
	switch (dep->kind) {
	case CFIX_DEP_VIRTUAL:
		on = is_defined(p->set, dep->name);
		break;
	case CFIX_DEP_NEVER:
		on = !(p->matched && p->matched(p->ctx, &(struct cfix_depend){
					     .kind = CFIX_DEP_EVER,
					     .rule = dep->rule,
					     .name = dep->name }));
		break;
	default:
		on = p->matched ? p->matched(p->ctx, dep) : is_file;
		break;
	}
	return on != neg;
}

static bool pass_holds(const struct dep_pass *p, const struct cfix_depend *dep,
		       bool neg)
{
	bool left, and;

	switch (dep->kind) {
	case CFIX_DEP_NOT:
		return pass_holds(p, dep->left, !neg);
	case CFIX_DEP_AND:
	case CFIX_DEP_OR:
		and = (dep->kind == CFIX_DEP_AND) != neg;
		left = pass_holds(p, dep->left, neg);
		if (left != and)
			return left;
		return pass_holds(p, dep->right, neg);
	default:
		return leaf_holds(p, dep, neg);
	}
}

bool cfix__depends_eval(const struct cfix_ruleset *set,
			const struct cfix_depend *dep,
			cfix__rule_matched_fn *matched, const void *ctx)
{
	struct dep_pass p = { set, matched, ctx, false };

	if (!dep)
		return true;
	if (!pass_holds(&p, dep, false))
		return false;
	p.files = true;
	return pass_holds(&p, dep, false);
}

/* The leaves of a clause other than virtual rules, for
 * cfix__depends_can_hold(): each assignment of truth values to them. */
#define CAN_HOLD_MAX_LEAVES 12

struct dep_leaves {
	const struct cfix_depend *leaf[CAN_HOLD_MAX_LEAVES];
	uint32_t n;
	bool overflow;
	uint32_t truth;		/* bit i: leaf[i] holds */
};

/* Whether leaves a and b test the same thing (NEVER asks for EVER). */
static bool same_leaf(const struct cfix_depend *a, const struct cfix_depend *b)
{
	enum cfix_dep_kind ka = a->kind == CFIX_DEP_NEVER ? CFIX_DEP_EVER
							  : a->kind;
	enum cfix_dep_kind kb = b->kind == CFIX_DEP_NEVER ? CFIX_DEP_EVER
							  : b->kind;

	if (ka != kb)
		return false;
	if (ka == CFIX_DEP_FILE)
		return !strcmp(a->name, b->name);
	return a->rule == b->rule;
}

static void collect_leaves(const struct cfix_depend *dep,
			   struct dep_leaves *l)
{
	if (!dep)
		return;
	switch (dep->kind) {
	case CFIX_DEP_NOT:
	case CFIX_DEP_AND:
	case CFIX_DEP_OR:
		collect_leaves(dep->left, l);
		collect_leaves(dep->right, l);
		return;
	case CFIX_DEP_VIRTUAL:
		return;
	default:
		for (uint32_t i = 0; i < l->n; i++)
			if (same_leaf(l->leaf[i], dep))
				return;
		if (l->n == CAN_HOLD_MAX_LEAVES)
			l->overflow = true;
		else
			l->leaf[l->n++] = dep;
	}
}

static bool assigned(const void *ctx, const struct cfix_depend *leaf)
{
	const struct dep_leaves *l = ctx;

	for (uint32_t i = 0; i < l->n; i++)
		if (same_leaf(l->leaf[i], leaf))
			return (l->truth >> i) & 1;
	return true;
}

bool cfix__depends_can_hold(const struct cfix_ruleset *set,
			    const struct cfix_depend *dep)
{
	struct dep_leaves l = { 0 };

	collect_leaves(dep, &l);
	if (l.overflow)
		return true;
	for (l.truth = 0; l.truth < (1u << l.n); l.truth++)
		if (cfix__depends_eval(set, dep, assigned, &l))
			return true;
	return false;
}

bool cfix__depends_tabulate(const struct cfix_ruleset *set,
			    const struct cfix_depend *dep,
			    struct cfix__depends_table *table)
{
	struct dep_leaves l = { 0 };

	*table = (struct cfix__depends_table){ 0 };
	collect_leaves(dep, &l);
	if (l.overflow || l.n > CFIX_DEPENDS_TABLE_MAX)
		return false;
	table->n = l.n;
	for (uint32_t i = 0; i < l.n; i++)
		table->leaf_rule[i] = l.leaf[i]->kind == CFIX_DEP_FILE
			? -1 : l.leaf[i]->rule;
	for (l.truth = 0; l.truth < (1u << l.n); l.truth++)
		if (cfix__depends_eval(set, dep, assigned, &l))
			table->holds |= (uint64_t)1 << l.truth;
	return true;
}

/* Whether dep names rule k (matched, ever or never). */
static bool depends_names(const struct cfix_depend *dep, uint32_t k)
{
	if (!dep)
		return false;
	if ((dep->kind == CFIX_DEP_RULE || dep->kind == CFIX_DEP_EVER ||
	     dep->kind == CFIX_DEP_NEVER) && dep->rule == (int32_t)k)
		return true;
	return depends_names(dep->left, k) || depends_names(dep->right, k);
}

bool cfix__rule_uses(const struct cfix_rule *rule, uint32_t k)
{
	if (depends_names(rule->depends, k))
		return true;
	for (uint32_t i = 0; i < rule->nmetavars; i++)
		if (rule->metavars[i].from_rule == (int32_t)k)
			return true;
	return false;
}
