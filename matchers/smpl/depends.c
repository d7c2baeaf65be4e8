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
