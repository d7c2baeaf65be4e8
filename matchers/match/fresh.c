/*
 * fresh.c: the names of fresh identifiers, made once per match that
 * changes code.  A string seed alone, or none, takes a number counted
 * per file across its rules (spatch counts across its whole run, whose
 * order depends on the files before: per file, a run's output is the
 * same for any -j or --shard).  Without a seed spatch asks on its
 * standard input; cfix never asks, and names it as spatch does when
 * nobody answers: "__extra_counter__" and the number.
 */
#include "fresh.h"
#include "bindings.h"

#include <stdlib.h>
#include <string.h>

/* Is mv numbered: a string seed alone, or no seed?  (A seed joined
 * with "##" is kept as it is, as the grammar says.) */
static bool numbered(const struct cfix_metavar *mv)
{
	return !mv->script_check &&
	       (!mv->nfresh || (mv->nfresh == 1 && mv->fresh_mv[0] < 0));
}

/* "prefix" ## E ## "suffix": the parts, a metavariable's as it bound. */
static const char *joined_name(const struct matcher *m,
			       const struct cfix_metavar *mv)
{
	struct cfix_buf buf;
	const char *name;

	cfix_buf_init(&buf);
	for (uint32_t k = 0; k < mv->nfresh; k++) {
		const struct binding *b =
			mv->fresh_mv[k] >= 0 ? &m->bindings[mv->fresh_mv[k]] : NULL;

		if (!b)
			cfix_buf_adds(&buf, mv->fresh[k]);
		else if (b->set)
			cfix_buf_adds(&buf, cfix__match_binding_text(m, b));
	}
	name = cfix_arena_strdup(m->source->arena, buf.data);
	cfix_buf_release(&buf);
	return name;
}

/* script:python(x, r.y) { expr }: the expression's value. */
static const char *script_name(struct matcher *m, const struct cfix_metavar *mv)
{
	struct cfix_script_value *values =
		cfix_xcalloc(mv->nscript_args + 1, sizeof(*values));
	const char *name = NULL;
	bool include = true, ok = !m->failed;

	if (ok && cfix__ruleset_ensure_initialized(m->set, m->sink))
		ok = false;
	for (uint32_t k = 0; k < mv->nscript_args && ok; k++) {
		const struct binding *b = &m->bindings[mv->script_args[k]];

		ok = b->set;
		if (ok)
			cfix__match_script_value(
				m, &m->rule->metavars[mv->script_args[k]], b,
				&values[k]);
	}
	if (ok && (cfix__script_run(mv->script_check, values,
				    mv->nscript_args, m->source->arena, &name,
				    &include, m->sink) || !name))
		m->failed = true;
	free(values);
	return name ? name : "";
}

/* Is k one of the rule's own fresh identifiers? */
static bool own_fresh(const struct cfix_rule *rule, uint32_t k)
{
	return rule->metavars[k].kind == CFIX_MV_FRESH &&
	       rule->metavars[k].from_rule < 0;
}

/* Fresh identifier k's name in the current match; serial: the number
 * a numbered one takes. */
static const char *fresh_name(struct matcher *m, uint32_t k, uint32_t serial)
{
	const struct cfix_metavar *mv = &m->rule->metavars[k];

	if (mv->script_check)
		return script_name(m, mv);
	if (!numbered(mv))
		return joined_name(m, mv);
	return cfix_arena_printf(m->source->arena, "%s%u",
				 mv->nfresh ? mv->fresh[0] : "__extra_counter__",
				 serial);
}

void cfix__match_fresh_names(struct matcher *m)
{
	const struct cfix_rule *rule = m->rule;
	uint32_t serial = m->fresh_serial;

	m->fresh_names = NULL;
	for (uint32_t k = 0; k < rule->nmetavars; k++) {
		if (!own_fresh(rule, k))
			continue;
		if (!m->fresh_names)
			m->fresh_names = cfix_arena_alloc(
				m->source->arena,
				(rule->nmetavars + 1) * sizeof(char *));
		m->fresh_names[k] = fresh_name(m, k, serial);
		serial += numbered(&rule->metavars[k]);
	}
}

void cfix__match_fresh_commit(struct matcher *m)
{
	for (uint32_t k = 0; k < m->rule->nmetavars; k++)
		m->fresh_serial += own_fresh(m->rule, k) &&
				   numbered(&m->rule->metavars[k]);
}
