/*
 * Whether a rule's `depends on` holds in a file: for a rule that
 * inherits, per seed (the environment it inherits), spatch deciding a
 * dependency in the environments of the rule both inherit from; with
 * `forall`, in every environment of the rules it names.
 */
#include "scope.h"
#include "seeds.h"

#include <stdlib.h>
#include <string.h>

/* Does rule's metavariables inherited from rule from agree with env, an
 * environment of from, as bindings (rule's own numbering) has them? */
static bool agrees_with(const struct matcher *m, const struct cfix_rule *rule,
			const struct binding *bindings, int32_t from,
			const struct binding *env)
{
	const struct cfix_rule *parent = m->set->rules[from];

	for (uint32_t i = 0; i < rule->nmetavars; i++) {
		const struct cfix_metavar *mv = &rule->metavars[i];

		if (mv->from_rule == from &&
		    !cfix__match_same_binding(m,
					      parent->metavars[mv->from_mv].kind,
					      &bindings[i], &env[mv->from_mv]))
			return false;
	}
	return true;
}

static bool inherits_from(const struct cfix_rule *rule, int32_t from)
{
	for (uint32_t i = 0; i < rule->nmetavars; i++)
		if (rule->metavars[i].from_rule == from)
			return true;
	return false;
}

/*
 * Do env, a match of rule dep, and seed, the running rule's inherited
 * bindings, come from one environment of each rule both inherit from?
 * spatch keeps one environment line per match of an earlier rule and
 * notes on it which rules matched, so `depends on s` holds only where s
 * matched with that line's bindings even when s and the rule inherit
 * different metavariables of it (misc/orplus.cocci: the script reads
 * r.p, s r.c and r.c1).  True without a rule in common.
 */
static bool same_ancestry(const struct matcher *m, const struct cfix_rule *other,
			  const struct binding *env, const struct binding *seed)
{
	for (uint32_t i = 0; i < m->rule->nmetavars; i++) {
		int32_t from = m->rule->metavars[i].from_rule;
		const struct rule_result *r;
		bool found = false;

		if (from < 0 || !inherits_from(other, from))
			continue;
		r = &m->results[from];
		for (size_t e = 0; e < r->envs.len && !found; e++)
			found = agrees_with(m, m->rule, seed, from,
					    r->envs.items[e]) &&
				agrees_with(m, other, env, from,
					    r->envs.items[e]);
		if (!found)
			return false;
	}
	return true;
}

/* Did a match of rule dep bind the metavariables that it and the
 * running rule both inherit (`structure.idtype`) as seed does, and come
 * from the same environments of the rules both inherit from?  spatch
 * decides `depends on !bad` per environment.  Without shared ones, any
 * match counts. */
static bool rule_matched_for(const struct matcher *m, uint32_t dep,
			     const struct binding *seed)
{
	const struct rule_result *r = &m->results[dep];
	const struct cfix_rule *other = m->set->rules[dep];
	bool shared = false;

	if (!seed || !r->matched)
		return r->matched;
	for (size_t e = 0; e < r->envs.len; e++) {
		bool fits = true;

		if (!same_ancestry(m, other, r->envs.items[e], seed)) {
			shared = true;
			continue;
		}

		for (uint32_t i = 0; i < m->rule->nmetavars && fits; i++) {
			const struct cfix_metavar *mv = &m->rule->metavars[i];

			for (uint32_t j = 0; mv->from_rule >= 0 &&
					     j < other->nmetavars && fits; j++) {
				const struct cfix_metavar *ov = &other->metavars[j];

				if (ov->from_rule != mv->from_rule ||
				    ov->from_mv != mv->from_mv)
					continue;
				shared = true;
				fits = cfix__match_same_binding(
					m, mv->kind, &seed[i],
					&r->envs.items[e][j]);
			}
		}
		if (fits)
			return true;
	}
	return !shared;
}

/* A rule's run with a seed (NULL: none), for cfix__depends_eval(). */
struct dep_run {
	const struct matcher *m;
	const struct binding *seed;
};

/* "file in": spatch compares the path as given, whole or as a folder
 * ("a/b" holds for "a/b" and "a/b/c.c"); "./" in front is not part. */
static bool file_in(const char *path, const char *name)
{
	size_t len = strlen(name);

	while (path[0] == '.' && path[1] == '/')
		path += 2;
	return !strncmp(path, name, len) &&
	       (!path[len] || path[len] == '/' || name[len - 1] == '/');
}

static bool matched_for_run(const void *ctx, const struct cfix_depend *leaf)
{
	const struct dep_run *run = ctx;

	if (leaf->kind == CFIX_DEP_FILE)
		return file_in(run->m->source->path, leaf->name);
	if (leaf->kind == CFIX_DEP_EVER)
		return run->m->results[leaf->rule].matched;
	return rule_matched_for(run->m, leaf->rule, run->seed);
}

/* The rule's dependencies, for its run with seed (NULL: none). */
bool cfix__match_depends_hold(const struct matcher *m,
			      const struct cfix_depend *dep,
			      const struct binding *seed)
{
	struct dep_run run = { m, seed };

	return cfix__depends_eval(m->set, dep, matched_for_run, &run);
}

/* A run where each leaf rule that inherits from rule a matched with
 * a's environment env, for "depends on forall". */
struct env_run {
	const struct matcher *m;
	uint32_t a;
	const struct binding *env;
};

/* Did rule leaf match with bindings of a's metavariables as env has
 * them?  A rule that inherits none of them: whether it matched. */
static bool leaf_matched_in(const struct env_run *run, uint32_t leaf)
{
	const struct rule_result *r = &run->m->results[leaf];
	const struct cfix_rule *rule = run->m->set->rules[leaf];

	for (size_t e = 0; e < r->envs.len; e++)
		if (agrees_with(run->m, rule, r->envs.items[e],
				(int32_t)run->a, run->env))
			return true;
	return false;
}

static bool matched_in_env(const void *ctx, const struct cfix_depend *leaf)
{
	const struct env_run *run = ctx;

	if (leaf->kind == CFIX_DEP_FILE)
		return file_in(run->m->source->path, leaf->name);
	if (leaf->kind == CFIX_DEP_EVER)
		return run->m->results[leaf->rule].matched;
	return leaf_matched_in(run, (uint32_t)leaf->rule);
}

/* Does env, of rule a, bind what the running rule's seed (NULL: none)
 * inherits from a as the seed does? */
static bool env_agrees(const struct matcher *m, const struct cfix_rule *rule,
		       uint32_t a, const struct binding *env,
		       const struct binding *seed)
{
	const struct cfix_rule *parent = m->set->rules[a];

	for (uint32_t i = 0; seed && i < rule->nmetavars; i++) {
		const struct cfix_metavar *mv = &rule->metavars[i];

		if (mv->from_rule == (int32_t)a &&
		    !cfix__match_same_binding(m, parent->metavars[mv->from_mv].kind,
					      &seed[i], &env[mv->from_mv]))
			return false;
	}
	return true;
}

/* Does whole hold in every environment of each rule that a rule named
 * in dep (a part of whole) inherits from, among those that agree with
 * the running rule's seed (NULL: none)? */
static bool holds_in_parents(const struct matcher *m,
			     const struct cfix_rule *rule,
			     const struct binding *seed,
			     const struct cfix_depend *whole,
			     const struct cfix_depend *dep)
{
	int32_t parents[64];
	uint32_t nparents;

	if (!dep)
		return true;
	if (dep->left || dep->right)
		return holds_in_parents(m, rule, seed, whole, dep->left) &&
		       holds_in_parents(m, rule, seed, whole, dep->right);
	if (dep->kind != CFIX_DEP_RULE || dep->rule < 0)
		return true;
	nparents = cfix__match_rule_parents(m->set->rules[dep->rule], parents,
					    64);
	for (uint32_t k = 0; k < nparents; k++) {
		const struct rule_result *r = &m->results[parents[k]];

		for (size_t e = 0; e < r->envs.len; e++) {
			struct env_run run = { m, (uint32_t)parents[k],
					       r->envs.items[e] };

			if (env_agrees(m, rule, run.a, run.env, seed) &&
			    !cfix__depends_eval(m->set, whole, matched_in_env,
						&run))
				return false;
		}
	}
	return true;
}

/* The rule's dependencies with their scope: "depends on forall dep"
 * also asks dep in every environment of the rules it names (spatch's
 * environments, each with the rules satisfied in it). */
bool cfix__match_scope_holds(const struct matcher *m,
			     const struct cfix_rule *rule,
			     const struct binding *seed)
{
	if (!cfix__match_depends_hold(m, rule->depends, seed))
		return false;
	return !rule->depends_forall ||
	       holds_in_parents(m, rule, seed, rule->depends, rule->depends);
}
