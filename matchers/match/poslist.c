/*
 * A position metavariable bound at several places in one match, one
 * list: the occurrences of a nest (`<... f@p(...) ...>`) and the paths
 * of a forall match (`a(); ... b@p();` over both branches of an if)
 * give spatch one environment whose position is the sorted list of
 * those places (engine/ctlcocci_integration.ml, coalesce_positions),
 * so a script sees `p` as several Locations (p[0] the first), and a
 * rule inheriting `r.p` matches at each of them.  The environments of
 * one match that differ in other metavariables stay apart.
 */
#include "poslist.h"

#include <stdlib.h>
#include <string.h>

void cfix__match_place(const struct binding *b, uint32_t k, uint32_t *first,
		       uint32_t *last)
{
	*first = k ? b->more[2 * (k - 1)] : b->first;
	*last = k ? b->more[2 * (k - 1) + 1] : b->last;
}

bool cfix__match_position_in(const struct binding *b, uint32_t first,
			     uint32_t last)
{
	uint32_t f, l;

	for (uint32_t k = 0; k <= b->nmore; k++) {
		cfix__match_place(b, k, &f, &l);
		if (f == first && l == last)
			return true;
	}
	return false;
}

static bool is_position(const struct matcher *m, uint32_t k)
{
	return m->rule->metavars[k].kind == CFIX_MV_POSITION;
}

/* Do environments a and b agree on every metavariable but positions? */
static bool same_but_positions(const struct matcher *m,
			       const struct binding *a,
			       const struct binding *b)
{
	for (uint32_t k = 0; k < m->rule->nmetavars; k++) {
		if (is_position(m, k) && !a[k].value && !b[k].value)
			continue;
		if (!cfix__match_same_binding(m, m->rule->metavars[k].kind,
					      &a[k], &b[k]))
			return false;
	}
	return true;
}

static int compare_places(const void *a, const void *b)
{
	const uint32_t *x = a, *y = b;

	if (x[0] != y[0])
		return x[0] < y[0] ? -1 : 1;
	return x[1] < y[1] ? -1 : x[1] > y[1];
}

/* Adds b's places to a's: the union, sorted, each place once. */
static void merge_places(const struct matcher *m, struct binding *a,
			 const struct binding *b)
{
	uint32_t n = 0, total;
	uint32_t *pairs;

	if (!b->set)
		return;
	if (!a->set) {
		*a = *b;
		return;
	}
	total = a->nmore + 1 + b->nmore + 1;
	pairs = cfix_arena_alloc(m->source->arena,
				 2 * total * sizeof(*pairs));
	for (uint32_t k = 0; k <= a->nmore; k++, n++)
		cfix__match_place(a, k, &pairs[2 * n], &pairs[2 * n + 1]);
	for (uint32_t k = 0; k <= b->nmore; k++) {
		uint32_t f, l;

		cfix__match_place(b, k, &f, &l);
		if (cfix__match_position_in(a, f, l))
			continue;
		pairs[2 * n] = f;
		pairs[2 * n + 1] = l;
		n++;
	}
	qsort(pairs, n, 2 * sizeof(*pairs), compare_places);
	a->first = pairs[0];
	a->last = pairs[1];
	a->more = n > 1 ? pairs + 2 : NULL;
	a->nmore = n - 1;
}

/* spatch reads a rule saying neither exists nor forall as exists when
 * a rule of the file has '*' lines (Flag.sgrep_mode2, asttoctl2.ml),
 * one that the virtual rules given do not rule out (lexer_cocci.mll
 * sets it while parsing, parse_cocci.ml skips a FailDep rule).  The
 * rule file, not the set: spatch reads one file at a time, and another
 * rule file given beside it changes nothing.  Decided per rule
 * (m->starred_file is reset when the matcher starts a rule). */
static bool starred_file(struct matcher *m)
{
	if (!m->starred_file) {
		m->starred_file = 1;
		for (uint32_t i = 0; i < m->set->nrules; i++)
			if (m->set->rules[i]->stars &&
			    cfix__rules_same_file(m->set->rules[i], m->rule) &&
			    cfix__depends_can_hold(m->set,
						   m->set->rules[i]->depends))
				m->starred_file = 2;
	}
	return m->starred_file == 2;
}

bool cfix__match_file_starred(struct matcher *m)
{
	return starred_file(m);
}

bool cfix__match_paths_coalesce(struct matcher *m)
{
	if (m->rule->exists)
		return false;
	return m->rule->forall || !starred_file(m);
}

void cfix__match_coalesce_positions(const struct matcher *m,
				    struct rule_result *r, size_t from)
{
	for (size_t i = from; i < r->envs.len; i++) {
		struct binding *a = r->envs.items[i];
		size_t out = i + 1;

		for (size_t j = i + 1; j < r->envs.len; j++) {
			struct binding *b = r->envs.items[j];

			if (!same_but_positions(m, a, b)) {
				r->envs.items[out++] = b;
				continue;
			}
			for (uint32_t k = 0; k < m->rule->nmetavars; k++)
				if (is_position(m, k) && !a[k].value &&
				    !b[k].value)
					merge_places(m, &a[k], &b[k]);
			free(b);
		}
		r->envs.len = out;
	}
}
