/*
 * Seeds: the bindings a rule inherits from the rules before it, one seed
 * per distinct combination of their matches' bindings.
 */
#include "seeds.h"
#include "bindings.h"

#include <stdlib.h>
#include <string.h>

/* Do two seeds bind the inherited metavariables to the same code? */
static bool same_seed(const struct matcher *m, const struct binding *a,
		      const struct binding *b)
{
	for (uint32_t i = 0; i < m->rule->nmetavars; i++)
		if (m->rule->metavars[i].from_rule >= 0 &&
		    !cfix__match_same_binding(m, m->rule->metavars[i].kind,
					      &a[i], &b[i]))
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
 * The input of rule that reads what parent rule p's metavariable j
 * holds when p inherited j itself (`x << ifm.E` beside `p << s.p`, s
 * having inherited ifm.E), or -1.
 */
static int32_t reads_inherited(const struct cfix_rule *rule,
			       const struct cfix_rule *p, uint32_t j)
{
	if (p->metavars[j].from_rule < 0)
		return -1;
	for (uint32_t i = 0; i < rule->nmetavars; i++)
		if (rule->metavars[i].from_rule == p->metavars[j].from_rule &&
		    rule->metavars[i].from_mv == p->metavars[j].from_mv)
			return (int32_t)i;
	return -1;
}

/* Whether env, a match of parent rule p, agrees with the values seed
 * already holds (fixed) for what p inherited, and fixes the rest;
 * newly fixed inputs are flagged in now. */
static bool env_agrees(const struct matcher *m, const struct cfix_rule *p,
		       const struct binding *env, struct binding *seed,
		       bool *fixed, bool *now)
{
	const struct cfix_rule *rule = m->rule;

	for (uint32_t j = 0; j < p->nmetavars; j++) {
		int32_t i = reads_inherited(rule, p, j);

		if (i < 0)
			continue;
		if (fixed[i]) {
			if (!cfix__match_same_binding(m, rule->metavars[i].kind,
						      &seed[i], &env[j]))
				return false;
			continue;
		}
		seed[i] = env[j];
		fixed[i] = now[i] = true;
	}
	return true;
}

/*
 * The rule's inherited metavariables take every combination of the
 * bindings the rules they come from had in their matches: one seed per
 * distinct combination.  parents[k]: the k-th rule inherited from.
 * Where a parent inherited a metavariable the rule also takes from its
 * first rule (a script reading s.p and ifm.E, s having used ifm.E),
 * the two agree, as in spatch, whose environments carry what each
 * match inherited: s's match with ifm.E = a is never paired with
 * another match's ifm.E = b.
 */
static void seeds_from(struct matcher *m, const int32_t *parents,
		       uint32_t nparents, uint32_t k, struct binding *seed,
		       bool *fixed, env_list *out)
{
	const struct cfix_rule *rule = m->rule;
	const struct rule_result *from;
	bool *now;

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
			if (rule->metavars[i].from_rule == parents[k] && !fixed[i])
				seed[i] = (struct binding){ 0 };
		seeds_from(m, parents, nparents, k + 1, seed, fixed, out);
		return;
	}
	now = cfix_xcalloc(rule->nmetavars + 1, sizeof(*now));
	for (size_t e = 0; e < from->envs.len; e++) {
		const struct binding *env = from->envs.items[e];
		bool complete = true;

		for (uint32_t i = 0; i < rule->nmetavars && complete; i++) {
			const struct cfix_metavar *mv = &rule->metavars[i];

			if (mv->from_rule != parents[k])
				continue;
			if (fixed[i]) {
				complete = cfix__match_same_binding(
					m, mv->kind, &seed[i], &env[mv->from_mv]);
				continue;
			}
			seed[i] = env[mv->from_mv];
			fixed[i] = now[i] = true;
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
		if (complete && env_agrees(m, m->set->rules[parents[k]], env,
					   seed, fixed, now))
			seeds_from(m, parents, nparents, k + 1, seed, fixed,
				   out);
		for (uint32_t i = 0; i < rule->nmetavars; i++)
			if (now[i])
				fixed[i] = now[i] = false;
	}
	free(now);
}

void cfix__match_make_seeds(struct matcher *m, const int32_t *parents,
			    uint32_t nparents, struct binding *seed,
			    env_list *out)
{
	bool *fixed = cfix_xcalloc(m->rule->nmetavars + 1, sizeof(*fixed));

	seeds_from(m, parents, nparents, 0, seed, fixed, out);
	free(fixed);
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
