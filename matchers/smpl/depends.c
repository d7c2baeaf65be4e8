/*
 * depends.c: the one evaluator of a rule's "depends on" clause, for the
 * matcher (whether earlier rules matched a file) and for initialize and
 * finalize rules (no file matched yet: only virtual rules are known).
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

bool cfix__depends_eval(const struct cfix_ruleset *set,
			const struct cfix_depend *dep,
			cfix__rule_matched_fn *matched, const void *ctx)
{
	if (!dep)
		return true;
	switch (dep->kind) {
	case CFIX_DEP_RULE:
		return matched && matched(ctx, dep->rule);
	case CFIX_DEP_VIRTUAL:
		return is_defined(set, dep->name);
	case CFIX_DEP_NOT:
		return !cfix__depends_eval(set, dep->left, matched, ctx);
	case CFIX_DEP_AND:
		return cfix__depends_eval(set, dep->left, matched, ctx) &&
		       cfix__depends_eval(set, dep->right, matched, ctx);
	default:
		return cfix__depends_eval(set, dep->left, matched, ctx) ||
		       cfix__depends_eval(set, dep->right, matched, ctx);
	}
}
