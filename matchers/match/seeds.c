/*
 * Seeds: the bindings a rule inherits from the rules before it, one seed
 * per distinct combination of their matches' bindings.
 */
#include "seeds.h"
#include "bindings.h"
#include "types.h"

#include <stdlib.h>
#include <string.h>

/* An inherited expression, compared with its names' types. */
static bool inherited_typed(const struct cfix_metavar *mv)
{
	return mv->kind == CFIX_MV_EXPRESSION ||
	       mv->kind == CFIX_MV_IDEXPRESSION;
}

/* Do two seeds bind the inherited metavariables to the same code (an
 * expression's names with the same types, cfix__match_same_range_types())? */
static bool same_seed(const struct matcher *m, const struct binding *a,
		      const struct binding *b)
{
	for (uint32_t i = 0; i < m->rule->nmetavars; i++)
		if (m->rule->metavars[i].from_rule >= 0 &&
		    (!cfix__match_same_binding(m, m->rule->metavars[i].kind,
					       &a[i], &b[i]) ||
		     (inherited_typed(&m->rule->metavars[i]) && a[i].set &&
		      !a[i].value && a[i].first != b[i].first &&
		      !cfix__match_same_range_types(m->source, a[i].first,
						    a[i].last, b[i].first))))
			return false;
	return true;
}

/*
 * An inherited metavariable the parent's environment left unbound (its
 * `( foo(a,c); | bar(b,c); )` took the branch without a): the rule still
 * runs, as in spatch, with a value no code spells, so only the parts of
 * its pattern that do not use it can match (`xxx(\(a\|b\),c)`).  Not
 * when added code or a script prints it: that needs a value.
 */
static const char absent_value[] = "\x01";

static bool in_added_code(const struct cfix_rule *rule, uint32_t mv)
{
	for (uint32_t i = 0; i < rule->nplus; i++)
		if (rule->plus_metavar[i] == (int32_t)mv)
			return true;
	return false;
}

/* Do all the script inputs rule takes from rule parent have a default
 * ("x << r.y = "v";")?  Then the script runs where parent did not match,
 * as in spatch. */
static bool all_defaults(const struct cfix_rule *rule, int32_t parent)
{
	for (uint32_t i = 0; i < rule->nmetavars; i++)
		if (rule->metavars[i].from_rule == parent &&
		    !rule->metavars[i].script_default)
			return false;
	return rule->script == CFIX_SCRIPT_RULE;
}

/*
 * Rule parent matched nothing in the file: spatch's environments then
 * carry none of its metavariables, and the rule runs with them unbound
 * (the branch of `( f@r.p1() | f@p() )` without them matches, undref3),
 * as absent_value; not when added code prints one (spatch stops: "Not
 * found a value in env") or a script reads one without a default.
 * Fills seed; false when the rule does not run.
 */
static bool absent_parent(const struct cfix_rule *rule, int32_t parent,
			  struct binding *seed)
{
	if (rule->script == CFIX_SCRIPT_RULE)
		return false;
	for (uint32_t i = 0; i < rule->nmetavars; i++) {
		if (rule->metavars[i].from_rule != parent)
			continue;
		if (in_added_code(rule, i))
			return false;
		seed[i] = (struct binding){ .set = true,
					    .value = absent_value };
	}
	return true;
}

/* Do two parent matches agree on what one inherited from the other?
 * env of rule index a, other of rule index b. */
static bool inherited_agree(const struct matcher *m, int32_t a,
			    const struct binding *env, int32_t b,
			    const struct binding *other)
{
	const struct cfix_rule *ra = m->set->rules[a];

	for (uint32_t t = 0; t < ra->nmetavars; t++)
		if (ra->metavars[t].from_rule == b &&
		    !cfix__match_same_binding(m, ra->metavars[t].kind, &env[t],
					      &other[ra->metavars[t].from_mv]))
			return false;
	return true;
}

/*
 * The rule's inherited metavariables take every combination of the
 * bindings the rules they come from had in their matches: one seed per
 * distinct combination.  parents[k]: the k-th rule inherited from;
 * chosen[j]: the match taken of parents[j] (NULL: none, defaults).
 * Two parents' matches pair only where what one inherited from the
 * other is the same (a script reading prelocked.p1 and err.r, err
 * having inherited prelocked.p), as in spatch, whose environments
 * carry what each match inherited: err's match is never paired with
 * another match of prelocked than the one it used.
 */
static void seeds_from(struct matcher *m, const int32_t *parents,
		       uint32_t nparents, uint32_t k, struct binding *seed,
		       const struct binding **chosen, env_list *out)
{
	const struct cfix_rule *rule = m->rule;
	const struct rule_result *from;

	if (k == nparents) {
		for (size_t i = 0; i < out->len; i++)
			if (same_seed(m, out->items[i], seed))
				return;
		struct binding *copy = cfix_xmalloc((rule->nmetavars + 1) *
						    sizeof(*copy));

		memcpy(copy, seed, (rule->nmetavars + 1) * sizeof(*copy));
		cfix_array_push(out, copy);
		return;
	}
	from = &m->results[parents[k]];
	if (!from->envs.len && all_defaults(rule, parents[k])) {
		for (uint32_t i = 0; i < rule->nmetavars; i++)
			if (rule->metavars[i].from_rule == parents[k])
				seed[i] = (struct binding){ 0 };
		chosen[k] = NULL;
		seeds_from(m, parents, nparents, k + 1, seed, chosen, out);
		return;
	}
	if (!from->envs.len) {
		if (!absent_parent(rule, parents[k], seed))
			return;
		chosen[k] = NULL;
		seeds_from(m, parents, nparents, k + 1, seed, chosen, out);
		return;
	}
	for (size_t e = 0; e < from->envs.len; e++) {
		const struct binding *env = from->envs.items[e];
		bool complete = true;

		for (uint32_t j = 0; j < k && complete; j++)
			complete = !chosen[j] ||
				   (inherited_agree(m, parents[j], chosen[j],
						    parents[k], env) &&
				    inherited_agree(m, parents[k], env,
						    parents[j], chosen[j]));
		for (uint32_t i = 0; i < rule->nmetavars && complete; i++) {
			const struct cfix_metavar *mv = &rule->metavars[i];

			if (mv->from_rule != parents[k])
				continue;
			seed[i] = env[mv->from_mv];
			if (!seed[i].set && rule->script != CFIX_SCRIPT_RULE &&
			    !in_added_code(rule, i))
				seed[i] = (struct binding){ .set = true,
							    .value = absent_value };
			complete &= seed[i].set || mv->script_default;
			/* `identifier r.x =~ "re"`: a constraint on an
			 * inherited name filters the bindings it takes */
			if (complete && mv->nrefs == 0 &&
			    seed[i].value != absent_value &&
			    !cfix__match_text_constraint_holds(
				    mv, cfix__match_binding_text(m, &seed[i])))
				complete = false;
		}
		chosen[k] = env;
		if (complete)
			seeds_from(m, parents, nparents, k + 1, seed, chosen,
				   out);
	}
}

void cfix__match_make_seeds(struct matcher *m, const int32_t *parents,
			    uint32_t nparents, struct binding *seed,
			    env_list *out)
{
	const struct binding **chosen = cfix_xcalloc(nparents + 1,
						     sizeof(*chosen));

	seeds_from(m, parents, nparents, 0, seed, chosen, out);
	free(chosen);
}

/* The rules index's rule inherits from, each once; their count. */
uint32_t cfix__match_rule_parents(const struct cfix_rule *rule,
				  int32_t *parents, uint32_t max)
{
	uint32_t nparents = 0;

	for (uint32_t i = 0; i < rule->nmetavars && nparents < max; i++) {
		int32_t from = rule->metavars[i].from_rule;
		bool seen = from < 0;

		for (uint32_t k = 0; k < nparents && !seen; k++)
			seen = parents[k] == from;
		if (!seen)
			parents[nparents++] = from;
	}
	return nparents;
}

bool cfix__match_inherits(const struct cfix_rule *rule)
{
	for (uint32_t i = 0; i < rule->nmetavars; i++)
		if (rule->metavars[i].from_rule >= 0)
			return true;
	return false;
}
