/*
 * Script rules during matching: a script rule run once per distinct
 * combination of its inputs among the matches of the rules they come
 * from, its outputs kept as bindings for the rules after it.
 */
#include "scripts.h"
#include "bindings.h"
#include "seeds.h"

#include <stdlib.h>
#include <string.h>

/* The value of script input mv, bound to b (unset: its default); -1
 * for an output, or an input without a value, which the script cannot
 * run without. */
static int script_input(const struct matcher *m, const struct cfix_metavar *mv,
			const struct binding *b, struct cfix_script_value *v)
{
	const char *text = mv->virtual_name
				   ? cfix__ruleset_virtual_value(m->set,
								 mv->virtual_name)
				   : mv->script_default;

	if (mv->from_rule >= 0 && b->set) {
		cfix__match_script_value(m, mv, b, v);
		return 0;
	}
	if ((mv->from_rule < 0 && !mv->virtual_name) || !text)
		return -1;
	*v = (struct cfix_script_value){ .name = mv->name, .text = text,
					 .position = mv->kind == CFIX_MV_POSITION };
	return 0;
}

/* Runs a script rule once for seed; keeps its bindings when it says
 * so (cocci.include_match) and set every output. */
static void run_script(struct matcher *m, uint32_t index, struct binding *seed)
{
	const struct cfix_rule *rule = m->set->rules[index];
	struct cfix_script_value *values =
		cfix_xcalloc(rule->nmetavars + 1, sizeof(*values));
	const char **outputs = cfix_xcalloc(rule->nmetavars + 1,
					    sizeof(*outputs));
	uint32_t nvalues = 0, nout = 0;
	bool include = true, complete = true;

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
	for (uint32_t i = 0; i < rule->nmetavars; i++) {
		if (!rule->metavars[i].script_output)
			continue;
		seed[i] = (struct binding){ .set = outputs[nout] != NULL,
					    .value = outputs[nout] };
		complete &= outputs[nout++] != NULL;
	}
	if (include && complete) {
		struct binding *env = cfix_xmalloc((rule->nmetavars + 1) *
						   sizeof(*env));

		memcpy(env, seed, (rule->nmetavars + 1) * sizeof(*env));
		cfix_array_push(&m->results[index].envs, env);
		m->results[index].matched = true;
	}
out:
	free(values);
	free(outputs);
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
	if (!nparents) {
		run_script(m, index, seed);
		free(seed);
		return;
	}
	cfix__match_make_seeds(m, parents, nparents, 0, seed, &seeds);
	free(seed);
	for (size_t i = 0; i < seeds.len; i++) {
		if (!m->failed)
			run_script(m, index, seeds.items[i]);
		free(seeds.items[i]);
	}
	cfix_array_release(&seeds);
}
