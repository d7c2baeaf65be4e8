/*
 * Rules in stages: cfix_ruleset_stage_ends() cuts a rule set where a
 * later rule could not see what an earlier one changed, struct
 * cfix_rule_progress carries what each rule matched from one stage to
 * the next, and cfix_rule_progress_rebase() moves those bindings onto
 * the file's text after the stage's edits.  The public entry points
 * cfix_source_match() and cfix_source_match_rules() are here.
 */
#include "bindings.h"
#include "search.h"
#include "rules.h"
#include "noreturn.h"

#include <stdlib.h>
#include <string.h>

struct cfix_rule_progress {
	const struct cfix_ruleset *set;
	struct rule_result *results;	/* one per rule of the set */
	struct cfix_explain *trace;	/* or NULL */
	uint32_t fresh_serial;		/* fresh names numbered so far */
	bool exited;			/* a script called exit: no more rules */
	/* per rule: its rule file failed in this file (a script error, an
	 * inconsistent path), so the rule runs no more and its matches go */
	bool *dropped;
};

struct cfix_rule_progress *cfix_rule_progress_new(const struct cfix_ruleset *set)
{
	struct cfix_rule_progress *state = cfix_xcalloc(1, sizeof(*state));

	state->set = set;
	state->results = cfix_xcalloc(set->nrules + 1, sizeof(*state->results));
	state->dropped = cfix_xcalloc(set->nrules + 1, sizeof(*state->dropped));
	return state;
}

void cfix_rule_progress_free(struct cfix_rule_progress *state)
{
	if (!state)
		return;
	for (uint32_t i = 0; i < state->set->nrules; i++) {
		for (size_t e = 0; e < state->results[i].envs.len; e++)
			free(state->results[i].envs.items[e]);
		cfix_array_release(&state->results[i].envs);
	}
	free(state->results);
	free(state->dropped);
	free(state);
}

/*
 * Rule i failed: every rule of its rule file is dropped, as spatch,
 * reading one rule file at a time, fails that file's run alone.  The
 * rules of the other rule files (the built-in ones beside a user's
 * too) go on and keep their matches.
 */
static void drop_rule_file(struct cfix_rule_progress *state, uint32_t i)
{
	const struct cfix_ruleset *set = state->set;

	for (uint32_t k = 0; k < set->nrules; k++)
		if (cfix__rules_same_file(set->rules[k], set->rules[i]))
			state->dropped[k] = true;
}

bool cfix_rule_progress_dropped(const struct cfix_rule_progress *state,
				const char *rule_file)
{
	const struct cfix_ruleset *set = state->set;

	for (uint32_t k = 0; k < set->nrules; k++)
		if (state->dropped[k] &&
		    (set->rules[k]->loc.file == rule_file ||
		     (rule_file && set->rules[k]->loc.file &&
		      !strcmp(set->rules[k]->loc.file, rule_file))))
			return true;
	return false;
}

/* Removes from m the matches of the rules of dropped rule files. */
static void drop_matches(struct matcher *m, const struct cfix_rule_progress *state)
{
	size_t kept = 0;

	for (size_t i = 0; i < m->matches.len; i++)
		if (!cfix_rule_progress_dropped(state,
						m->matches.items[i].rule_file))
			m->matches.items[kept++] = m->matches.items[i];
	m->matches.len = kept;
}

void cfix_rule_progress_explain(struct cfix_rule_progress *state,
				struct cfix_explain *ex)
{
	state->trace = ex;
}

static bool is_word(const struct cfix_token *t)
{
	return t->kind == CFIX_TOK_IDENT || t->kind == CFIX_TOK_KEYWORD;
}

/*
 * Could later see code rule adds?  When rule adds a metavariable's code
 * (anything), or a word (name, keyword) later's match side spells.
 * Otherwise later matches the file as read, which keeps clang's types
 * of code the change would make wrong (a removed field).
 */
static bool could_see(const struct cfix_rule *rule,
		      const struct cfix_rule *later)
{
	for (uint32_t i = 0; i < rule->nplus; i++) {
		if (rule->plus_metavar[i] >= 0)
			return true;
		if (!is_word(&rule->plus_toks[i]))
			continue;
		for (uint32_t j = 0; j < later->ntoks; j++)
			if (later->tok_metavar[j] < 0 &&
			    is_word(&later->toks[j]) &&
			    !strcmp(later->toks[j].text,
				    rule->plus_toks[i].text))
				return true;
	}
	return false;
}

bool cfix_ruleset_stage_ends(const struct cfix_ruleset *set, uint32_t k)
{
	const struct cfix_rule *rule = set->rules[k];

	if (!rule->changes || !rule->pattern || !rule->loc.file)
		return false;
	for (uint32_t j = k + 1; j < set->nrules; j++) {
		const struct cfix_rule *later = set->rules[j];

		if (later->pattern && later->loc.file &&
		    !strcmp(later->loc.file, rule->loc.file) &&
		    could_see(rule, later))
			return true;
	}
	return false;
}

/* Links the parents of source's nodes, its macro bodies' too. */
static void link_parents(struct cfix_source *source)
{
	cfix_node_link_parents(source->root);
	for (uint32_t i = 0; i < source->nmacros; i++)
		cfix_node_link_parents(source->macros[i].body);
}

int cfix_source_match_rules(struct cfix_source *source,
			    struct cfix_rule_progress *state, uint32_t from,
			    uint32_t to, struct cfix_diag_sink *sink,
			    const struct cfix_match **matches,
			    uint32_t *count)
{
	const struct cfix_ruleset *set = state->set;
	struct matcher m = { .source = source, .set = set, .sink = sink,
			     .results = state->results, .trace = state->trace,
			     .fresh_serial = state->fresh_serial,
			     .exited = state->exited };
	struct cfix_match *out;
	bool failed = false;

	link_parents(source);
	if (source->typed)
		link_parents(source->typed);
	/* Coccilib.files () is this file for every script the rules run
	 * (script rules, constraints, fresh names) and [] once matching
	 * is over: the finalize rules run after the source is freed, and
	 * spatch gives its initialize and finalize rules [] */
	cfix__ocaml_set_file(source->path);
	cfix__python_set_file(source->path);
	/* a split source (match/candidates.c): each rule on its view */
	for (uint32_t i = from; i < to && i < set->nrules && !m.exited; i++) {
		if (state->dropped[i])
			continue;
		m.source = cfix__source_view(source, i);
		if (m.source)
			cfix__match_run_rule_at(&m, i);
		if (m.failed) {
			drop_rule_file(state, i);
			failed = true;
			m.failed = false;
		}
	}
	m.source = source;
	cfix__match_snapshot_pool_free(&m);
	if (failed)
		drop_matches(&m, state);
	cfix__ocaml_set_file(NULL);
	cfix__python_set_file(NULL);
	state->exited = m.exited;
	if (m.matches.len)
		qsort(m.matches.items, m.matches.len,
		      sizeof(*m.matches.items), cfix__match_compare_matches);
	cfix__match_drop_repeats(&m);
	state->fresh_serial = m.fresh_serial;
	out = cfix_arena_alloc(source->arena,
			       (m.matches.len ? m.matches.len : 1) * sizeof(*out));
	if (m.matches.len)
		memcpy(out, m.matches.items, m.matches.len * sizeof(*out));
	*matches = out;
	*count = (uint32_t)m.matches.len;
	cfix_array_release(&m.matches);
	cfix__match_noreturn_release(&m);
	return failed ? -1 : 0;
}

int cfix_source_match(struct cfix_source *source,
		      const struct cfix_ruleset *set,
		      struct cfix_diag_sink *sink,
		      const struct cfix_match **matches, uint32_t *count)
{
	struct cfix_rule_progress *state = cfix_rule_progress_new(set);
	int status = cfix_source_match_rules(source, state, 0, set->nrules,
					     sink, matches, count);

	cfix_rule_progress_free(state);
	return status;
}

/* Where byte off of the old text is in the new one, or -1 when the
 * bytes [off, off + len) did not all survive in one piece. */
static int64_t kept_offset(const struct cfix_kept_span *kept, size_t nkept,
			   uint32_t off, uint32_t len)
{
	size_t lo = 0, hi = nkept;

	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;

		if (kept[mid].old_end <= off)
			lo = mid + 1;
		else
			hi = mid;
	}
	if (lo == nkept || kept[lo].old_begin > off ||
	    off + len > kept[lo].old_end)
		return -1;
	return (int64_t)kept[lo].new_begin + (off - kept[lo].old_begin);
}

/* The token of source beginning (or, end set, ending) at byte off. */
static int64_t token_at(const struct cfix_source *source, int64_t off,
			bool end)
{
	uint32_t lo;

	if (off < 0 || off > UINT32_MAX)
		return -1;
	lo = cfix_source_token_from(source, (uint32_t)off, end);
	if (lo == source->ntoks ||
	    (end ? source->toks[lo].end : source->toks[lo].begin) != off)
		return -1;
	return lo;
}

/* Moves one binding from old to new (see cfix_rule_progress_rebase()). */
static void rebase_binding(struct binding *b, const struct cfix_source *old,
			   const struct cfix_source *new,
			   const struct cfix_kept_span *kept, size_t nkept)
{
	int64_t first = -1, last = -1;

	if (!b->set || b->value)
		return;
	if (b->first <= b->last && b->last < old->ntoks) {
		uint32_t begin = old->toks[b->first].begin;
		uint32_t end = old->toks[b->last].end;
		int64_t at = kept_offset(kept, nkept, begin, end - begin);

		first = token_at(new, at, false);
		last = at < 0 ? -1 : token_at(new, at + (end - begin), true);
	} else if (b->first == b->last + 1 && b->first < old->ntoks) {
		/* an empty list: keep its place */
		first = token_at(new, kept_offset(kept, nkept,
						   old->toks[b->first].begin,
						   0), false);
		last = first - 1;
	}
	if (first >= 0 && (last >= first || last == first - 1)) {
		b->first = (uint32_t)first;
		b->last = (uint32_t)last;
		return;
	}
	/* a type or name keeps its spelling (a struct type bound with its
	 * body, which a fix changed, is still "struct s") */
	b->value = b->text ? b->text : cfix__match_source_binding_text(old, b);
}

/* A position list's further places moved from old to new; a place
 * whose code did not survive is dropped (poslist.c). */
static void rebase_more(struct binding *b, const struct cfix_source *old,
			const struct cfix_source *new,
			const struct cfix_kept_span *kept, size_t nkept)
{
	uint32_t *pairs, n = 0;

	if (!b->nmore)
		return;
	pairs = cfix_arena_alloc(new->arena, 2 * b->nmore * sizeof(*pairs));
	for (uint32_t k = 0; k < b->nmore; k++) {
		struct binding one = { .set = true, .first = b->more[2 * k],
				       .last = b->more[2 * k + 1] };

		rebase_binding(&one, old, new, kept, nkept);
		if (one.value)
			continue;
		pairs[2 * n] = one.first;
		pairs[2 * n + 1] = one.last;
		n++;
	}
	b->more = n && !b->value ? pairs : NULL;
	b->nmore = b->more ? n : 0;
}

void cfix_rule_progress_rebase(struct cfix_rule_progress *state,
			     const struct cfix_source *old,
			     const struct cfix_source *new,
			     const struct cfix_kept_span *kept, size_t nkept)
{
	for (uint32_t i = 0; i < state->set->nrules; i++) {
		const struct cfix_rule *rule = state->set->rules[i];
		struct rule_result *r = &state->results[i];
		/* a split source's rule keeps its view (the next stage's
		 * parse keeps the split: cfix_source_options.split_like) */
		const struct cfix_source *from = cfix__source_view(old, i);
		const struct cfix_source *to = cfix__source_view(new, i);

		if (!from || !to)
			continue;
		for (size_t e = 0; e < r->envs.len; e++)
			for (uint32_t v = 0; v < rule->nmetavars; v++) {
				rebase_binding(&r->envs.items[e][v], from, to,
					       kept, nkept);
				rebase_more(&r->envs.items[e][v], from, to,
					    kept, nkept);
			}
	}
}
