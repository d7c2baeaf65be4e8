/*
 * run_once.c: a rule set's initialize and finalize rules, each run once
 * per process (Coccinelle's `@initialize:python@`, `@finalize:python@`).
 */
#include "python.h"

#include <stdlib.h>

/* Runs rule with its "x << virtual.y;" inputs; a rule one of whose
 * inputs -D did not give is not run (spatch).  A finalize rule's
 * "x << merge.y;" is y's value in this process, the one that ran the
 * files' scripts (tool/spatch.c runs the files in one process when
 * there is a finalize rule): a list of one. */
static int run_with_virtuals(const struct cfix_ruleset *set,
			     const struct cfix_rule *rule,
			     struct cfix_diag_sink *sink)
{
	struct cfix_script_value *values =
		cfix_xcalloc(rule->nmetavars + 1, sizeof(*values));
	uint32_t n = 0;
	bool include;
	int ret = 0;

	for (uint32_t i = 0; i < rule->nmetavars; i++) {
		const char *name = rule->metavars[i].virtual_name;
		const char *text = name ? cfix__ruleset_virtual_value(set, name)
					: NULL;

		if (rule->metavars[i].merge_name) {
			values[n++] = (struct cfix_script_value){
				.name = rule->metavars[i].name,
				.text = rule->metavars[i].merge_name,
				.merge = true };
			continue;
		}
		if (!text)
			goto out;
		values[n++] = (struct cfix_script_value){
			.name = rule->metavars[i].name, .text = text };
	}
	ret = cfix__script_run(rule, values, n, NULL, NULL, &include, sink);
out:
	free(values);
	return ret;
}

/* Runs the set's rules of one kind (initialize or finalize) in order. */
static int run_once_rules(const struct cfix_ruleset *set,
			  enum cfix_script_kind kind,
			  struct cfix_diag_sink *sink)
{
	for (uint32_t i = 0; set && i < set->nrules; i++) {
		const struct cfix_rule *rule = set->rules[i];

		if (rule->script != kind || !cfix__depends_eval(set, rule->depends, NULL, NULL))
			continue;
		if (rule->nmetavars ? run_with_virtuals(set, rule, sink)
				    : cfix__script_run_once(rule, sink))
			return -1;
	}
	return 0;
}

int cfix_ruleset_initialize(const struct cfix_ruleset *set,
			    struct cfix_diag_sink *sink)
{
	/* the flag is state of the process's interpreter, kept in the set;
	 * every set is allocated writable (cfix_ruleset_new) */
	if (set)
		((struct cfix_ruleset *)set)->initialized = true;
	return run_once_rules(set, CFIX_SCRIPT_INITIALIZE, sink);
}

int cfix__ruleset_ensure_initialized(const struct cfix_ruleset *set,
				     struct cfix_diag_sink *sink)
{
	if (!set || set->initialized)
		return 0;
	return cfix_ruleset_initialize(set, sink);
}

int cfix_ruleset_finalize(const struct cfix_ruleset *set,
			  struct cfix_diag_sink *sink)
{
	return run_once_rules(set, CFIX_SCRIPT_FINALIZE, sink);
}
