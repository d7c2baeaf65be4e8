/*
 * Running one rule of a set in a file: its `depends on` asked (scope.c),
 * once per seed when it inherits metavariables, and the repeated matches
 * (two seeds, two paths to one finding) dropped.
 */
#include "rules.h"
#include "scope.h"
#include "types.h"
#include "search.h"
#include "seeds.h"
#include "scripts.h"
#include "explain.h"
#include "defines.h"
#include "directives.h"
#include "reach.h"

#include <stdlib.h>
#include <string.h>

/* One run of rule over m's file with inherited bindings seed (or NULL):
 * its `#include`/`#pragma` lines, its `#define`, or its pattern. */
static void run_rule(struct matcher *m, const struct cfix_rule *rule,
		     struct binding *seed)
{
	m->seed = seed;
	cfix__explain_rule(m);
	if (rule->nincludes)
		cfix__match_includes(m);
	else if (rule->define)
		cfix__match_defines(m);
	else
		cfix__match_walk_rule(m);
}

/* Runs rule number index of the set, once per seed when it inherits. */
void cfix__match_run_rule_at(struct matcher *m, uint32_t index)
{
	const struct cfix_rule *rule = m->set->rules[index];
	int32_t parents[64];
	uint32_t nparents;
	env_list seeds = { 0 };
	size_t first;

	if (rule->script == CFIX_SCRIPT_RULE && !m->failed &&
	    cfix__match_depends_hold(m, rule->depends, NULL)) {
		cfix__match_run_script_at(m, index);
		return;
	}
	/* a rule that inherits checks them per seed */
	if (!rule->pattern && !rule->nincludes && !rule->define)
		return;
	if (!cfix__match_inherits(rule) && !cfix__match_scope_holds(m, rule, NULL)) {
		cfix__explain_depends(m, index);
		return;
	}
	m->rule = rule;
	m->starred_file = 0;	/* its own rule file's (poslist.c) */
	m->rule_index = index;
	first = m->matches.len;
	m->bindings = cfix_xcalloc(rule->nmetavars + 1, sizeof(*m->bindings));
	m->map = cfix_xcalloc(rule->ntoks + 1, sizeof(*m->map));
	m->taken = cfix_xcalloc(rule->nscopes + 1, sizeof(*m->taken));
	nparents = cfix__match_rule_parents(rule, parents, 64);
	if (!nparents) {
		run_rule(m, rule, NULL);
	} else {
		struct binding *seed = cfix_xcalloc(rule->nmetavars + 1,
						    sizeof(*seed));

		cfix__match_make_seeds(m, parents, nparents, seed, &seeds);
		free(seed);
		for (size_t i = 0; i < seeds.len; i++) {
			if (cfix__match_scope_holds(m, rule, seeds.items[i]))
				run_rule(m, rule, seeds.items[i]);
			else
				cfix__explain_depends(m, index);
			free(seeds.items[i]);
		}
		cfix_array_release(&seeds);
	}
	cfix__match_check_reach(m, first);
	m->seed = NULL;
	free(m->bindings);
	free(m->map);
	free(m->taken);
	cfix_array_release(&m->extra);
	cfix_array_release(&m->extra_stars);
	cfix_array_release(&m->labels);
	m->labels_of = NULL;
	cfix__match_nest_envs_truncate(m, 0);
	cfix_array_release(&m->nest_envs);
	cfix_array_release(&m->cuts);
}

static bool same_actions(const struct cfix_match *a, const struct cfix_match *b)
{
	if (a->rule != b->rule || a->begin != b->begin || a->end != b->end ||
	    a->nactions != b->nactions)
		return false;
	for (uint32_t i = 0; i < a->nactions; i++) {
		const struct cfix_action *x = &a->actions[i], *y = &b->actions[i];

		if (x->kind != y->kind || x->begin != y->begin ||
		    x->end != y->end ||
		    !cfix__match_same_text(x->text, y->text))
			return false;
	}
	return true;
}

/* Two report-only matches of one rule that start at one place: two
 * paths from the same finding (kfree_twice's free followed by two later
 * frees), which a report prints as the same line twice. */
static bool same_report(const struct cfix_match *a, const struct cfix_match *b)
{
	return a->rule == b->rule && a->begin == b->begin &&
	       !a->nactions && !b->nactions &&
	       cfix__match_same_text(a->not_rewritten, b->not_rewritten);
}

/* kept takes over dup's extent and the '*' ranges of dup it lacks
 * (spatch mode marks the lines of every range). */
static void merge_stars(struct matcher *m, struct cfix_match *kept,
			const struct cfix_match *dup)
{
	uint32_t n = kept->nstars;
	uint32_t *stars = cfix_arena_alloc(m->source->arena,
					   2 * (n + dup->nstars + 1) *
						   sizeof(*stars));

	if (n)
		memcpy(stars, kept->stars, 2 * n * sizeof(*stars));
	for (uint32_t i = 0; i < dup->nstars; i++) {
		bool known = false;

		for (uint32_t k = 0; k < n && !known; k++)
			known = stars[2 * k] == dup->stars[2 * i] &&
				stars[2 * k + 1] == dup->stars[2 * i + 1];
		if (!known) {
			stars[2 * n] = dup->stars[2 * i];
			stars[2 * n + 1] = dup->stars[2 * i + 1];
			n++;
		}
	}
	kept->stars = stars;
	kept->nstars = n;
	if (dup->end > kept->end)
		kept->end = dup->end;
}

/* Drops a match that repeats one before it at the same place (a rule
 * run for two seeds may find the same thing twice; two paths may reach
 * one report-only finding). */
void cfix__match_drop_repeats(struct matcher *m)
{
	size_t kept = 0;

	for (size_t i = 0; i < m->matches.len; i++) {
		struct cfix_match *item = &m->matches.items[i];
		bool repeat = false;

		for (size_t k = kept; !repeat && k-- > 0 &&
				      m->matches.items[k].begin == item->begin;) {
			struct cfix_match *prev = &m->matches.items[k];

			if (same_report(prev, item)) {
				merge_stars(m, prev, item);
				repeat = true;
			} else {
				repeat = same_actions(prev, item);
			}
		}
		if (!repeat)
			m->matches.items[kept++] = *item;
	}
	m->matches.len = kept;
}
