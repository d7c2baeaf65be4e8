/*
 * Script rules during matching: a script rule run once per distinct
 * combination of its inputs among the matches of the rules they come
 * from, its outputs kept as bindings for the rules after it.
 */
#include "scripts.h"
#include "bindings.h"
#include "seeds.h"
#include "scope.h"
#include "poslist.h"

#include <stdlib.h>
#include <string.h>

/* A script's input: as the matcher spells it; a list's elements for
 * "(_, x) << r.l", a list length as a count (OCaml takes both). */
static void script_value(const struct matcher *m, const struct cfix_metavar *mv,
			 const struct binding *b, struct cfix_script_value *v)
{
	cfix__match_script_value(m, mv, b, v);
	v->elements = mv->script_ast && cfix__is_list_kind(mv->kind) &&
		      !v->position;
	v->count = mv->kind == CFIX_MV_LIST_LENGTH && !v->position;
}

/* The text script input mv takes when b is unset: a virtual value or
 * its default (NULL: none). */
static const char *input_text(const struct matcher *m,
			      const struct cfix_metavar *mv)
{
	return mv->virtual_name
		       ? cfix__ruleset_virtual_value(m->set, mv->virtual_name)
		       : mv->script_default;
}

/* Whether script input mv has a value, bound to b or by input_text();
 * false for an output too. */
static bool input_given(const struct matcher *m, const struct cfix_metavar *mv,
			const struct binding *b)
{
	if (mv->from_rule >= 0 && b->set)
		return true;
	return (mv->from_rule >= 0 || mv->virtual_name) && input_text(m, mv);
}

/* The value of script input mv, bound to b (unset: its default); -1
 * for an output, or an input without a value, which the script cannot
 * run without. */
static int script_input(const struct matcher *m, const struct cfix_metavar *mv,
			const struct binding *b, struct cfix_script_value *v)
{
	const char *text = input_text(m, mv);

	if (!input_given(m, mv, b))
		return -1;
	if (mv->from_rule >= 0 && b->set) {
		script_value(m, mv, b, v);
		return 0;
	}
	*v = (struct cfix_script_value){ .name = mv->name, .text = text,
					 .position = mv->kind == CFIX_MV_POSITION };
	return 0;
}

/* Runs a script rule once for seed; keeps its bindings when it says
 * so (cocci.include_match).  An output the script left unset stays
 * unbound there, as spatch drops its MetaNoVal (cocci.ml): a rule
 * inheriting it runs without it.  Returns whether it kept them. */
static bool run_script(struct matcher *m, uint32_t index, struct binding *seed)
{
	const struct cfix_rule *rule = m->set->rules[index];
	struct cfix_script_value *values =
		cfix_xcalloc(rule->nmetavars + 1, sizeof(*values));
	const char **outputs = cfix_xcalloc(rule->nmetavars + 1,
					    sizeof(*outputs));
	uint32_t nvalues = 0, nout = 0;
	bool include = true;

	if (cfix__ruleset_ensure_initialized(m->set, m->sink)) {
		m->failed = true;
		goto out;
	}
	for (uint32_t i = 0; i < rule->nmetavars; i++)
		if (!script_input(m, &rule->metavars[i], &seed[i],
				  &values[nvalues]))
			nvalues++;
		else if (!rule->metavars[i].script_output)
			goto out;	/* an input without a value */
	if (cfix__script_run(rule, values, nvalues, m->source->arena, outputs,
			     &include, m->sink)) {
		m->failed = true;
		goto out;
	}
	if (cfix__script_exited(rule)) {
		m->exited = true;
		include = false;
		goto out;
	}
	for (uint32_t i = 0; i < rule->nmetavars; i++) {
		if (!rule->metavars[i].script_output)
			continue;
		seed[i] = (struct binding){ .set = outputs[nout] != NULL,
					    .value = outputs[nout] };
		nout++;
	}
	if (include) {
		struct binding *env = cfix_xmalloc((rule->nmetavars + 1) *
						   sizeof(*env));

		memcpy(env, seed, (rule->nmetavars + 1) * sizeof(*env));
		cfix_array_push(&m->results[index].envs, env);
		m->results[index].matched = true;
	}
out:
	free(values);
	free(outputs);
	return include && !m->failed;
}

/* Values by their text: two list lengths of 3 are two strings "3". */
static bool same_binding(const struct binding *a, const struct binding *b)
{
	return a->set == b->set && a->first == b->first && a->last == b->last &&
	       a->text == b->text &&
	       (a->value == b->value ||
		(a->value && b->value && !strcmp(a->value, b->value))) &&
	       cfix__match_same_more(a, b);
}

/* Whether env, a match of rule parent, gave the script's inputs seed. */
static bool env_fed(const struct cfix_rule *rule, int32_t parent,
		    const struct binding *env, const struct binding *seed)
{
	for (uint32_t i = 0; i < rule->nmetavars; i++)
		if (rule->metavars[i].from_rule == parent &&
		    !same_binding(&env[rule->metavars[i].from_mv], &seed[i]))
			return false;
	return true;
}

/* include_match(false) drops the match, as in spatch: a match of the
 * one rule the script reads that fed only dropped runs no longer
 * reaches the rules below that inherit from that rule. */
static void drop_excluded(struct matcher *m, uint32_t index, int32_t parent,
			  env_list *seeds, const bool *ran, const bool *kept)
{
	const struct cfix_rule *rule = m->set->rules[index];
	struct rule_result *r = &m->results[parent];
	size_t out = 0;

	for (size_t e = 0; e < r->envs.len; e++) {
		bool fed_dropped = false, fed_kept = false;

		for (size_t k = 0; k < seeds->len; k++) {
			if (!ran[k] ||
			    !env_fed(rule, parent, r->envs.items[e], seeds->items[k]))
				continue;
			fed_kept |= kept[k];
			fed_dropped |= !kept[k];
		}
		if (fed_dropped && !fed_kept)
			free(r->envs.items[e]);
		else
			r->envs.items[out++] = r->envs.items[e];
	}
	r->envs.len = out;
}

/*
 * The candidate pass (match/candidates.c) runs no script: it notes
 * where the script would run, a seed whose `depends on` holds and
 * whose every input has a value (a position of a nest that matched
 * zero times has none), at the first token an input bound.
 */
static void note_would_run(struct matcher *m, uint32_t index,
			   const env_list *seeds)
{
	const struct cfix_rule *rule = m->set->rules[index];
	uint32_t *at = &m->source->maybe->at[index];

	for (size_t s = 0; s < seeds->len && *at == UINT32_MAX; s++) {
		const struct binding *seed = seeds->items[s];
		uint32_t first = UINT32_MAX;
		bool given = cfix__match_scope_holds(m, rule, seeds->items[s]);

		for (uint32_t i = 0; i < rule->nmetavars && given; i++) {
			const struct cfix_metavar *mv = &rule->metavars[i];

			if (mv->script_output)
				continue;
			given = input_given(m, mv, &seed[i]);
			if (given && first == UINT32_MAX && seed[i].set &&
			    !seed[i].value && seed[i].first < m->source->ntoks)
				first = seed[i].first;
		}
		if (given)
			*at = first < m->source->ntoks
				      ? m->source->toks[first].begin : 0;
	}
}

/* A script rule: run once per distinct combination of its inputs'
 * values among the matches of the rules they come from. */
void cfix__match_run_script_at(struct matcher *m, uint32_t index)
{
	const struct cfix_rule *rule = m->set->rules[index];
	int32_t parents[64];
	uint32_t nparents = cfix__match_rule_parents(rule, parents, 64);
	struct binding *seed = cfix_xcalloc(rule->nmetavars + 1, sizeof(*seed));
	env_list seeds = { 0 };

	m->rule = rule;
	m->rule_index = index;
	if (!nparents && m->source->maybe) {	/* runs anywhere */
		m->source->maybe->at[index] = 0;
		free(seed);
		return;
	}
	if (!nparents) {
		run_script(m, index, seed);
		free(seed);
		return;
	}
	cfix__match_make_seeds(m, parents, nparents, seed, &seeds);
	free(seed);
	if (m->source->maybe) {
		note_would_run(m, index, &seeds);
		for (size_t i = 0; i < seeds.len; i++)
			free(seeds.items[i]);
		cfix_array_release(&seeds);
		return;
	}
	bool *kept = cfix_xcalloc(seeds.len + 1, sizeof(*kept));
	bool *ran = cfix_xcalloc(seeds.len + 1, sizeof(*ran));

	/* `depends on s` holds per seed: where s matched with the
	 * environments the seed comes from */
	for (size_t i = 0; i < seeds.len; i++) {
		ran[i] = cfix__match_scope_holds(m, rule, seeds.items[i]);
		kept[i] = ran[i] && !m->failed && !m->exited &&
			  run_script(m, index, seeds.items[i]);
	}
	if (nparents == 1 && !m->failed && !m->exited)
		drop_excluded(m, index, parents[0], &seeds, ran, kept);
	for (size_t i = 0; i < seeds.len; i++)
		free(seeds.items[i]);
	free(kept);
	free(ran);
	cfix_array_release(&seeds);
}
