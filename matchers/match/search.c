/*
 * Finding occurrences of a rule's pattern in a file: every place the walk
 * tries, the attempts at each (several when a list or a declaration has
 * more than one way to match), and each match recorded with its actions
 * and the bindings the rules after it inherit.
 */
#include "search.h"
#include "changes.h"
#include "fresh.h"
#include "statements.h"
#include "declarations.h"
#include "structure.h"
#include "flow.h"
#include "explain.h"
#include "poslist.h"

#include <stdlib.h>
#include <string.h>

/* The environments of the further paths of an `exists` match
 * (path_env_keep()), completed with what the match bound outside the
 * dots. */
static void record_path_envs(struct matcher *m, struct rule_result *result)
{
	uint32_t n = m->rule->nmetavars;

	for (size_t i = 0; i < m->nest_envs.len; i++) {
		const struct binding *occ = m->nest_envs.items[i];
		struct binding *env;

		if (!occ[n].set)
			continue;
		env = cfix_xmalloc((n + 1) * sizeof(*env));
		memcpy(env, m->bindings, (n + 1) * sizeof(*env));
		for (uint32_t k = 0; k < n; k++)
			if (occ[k].set)
				env[k] = occ[k];
		cfix_array_push(&result->envs, env);
	}
}

/* Is the rule's pattern a run of statements (not one expression, one
 * statement or one block)?  Its matches' added code is then applied once
 * where two of them add the same (fixits/edits.c, one_node). */
static bool is_sequence(const struct cfix_rule *rule)
{
	const struct cfix_node *pat = rule->pattern;

	return pat && pat->kind == CFIX_NODE_COMPOUND &&
	       (pat->first > pat->last || strcmp(rule->toks[pat->first].text, "{"));
}

/* Does the rule add code on "++" lines next to a kept token (where its
 * matches add at one token of the code, not each after a removal of
 * its own: cocci-tests type_and_var keeps match order)? */
static bool adds_repeat(const struct cfix_rule *rule)
{
	for (uint32_t i = 0; i < rule->ninsertions; i++) {
		const struct cfix_insertion *in = &rule->insertions[i];

		if (in->repeat && in->anchor < rule->ntoks &&
		    !rule->remove[in->anchor])
			return true;
	}
	return false;
}

/* A finding of match for the '*' place stars[0..n): its bytes, from
 * the first the place matched to the last, and its '*' ranges. */
static void push_star_place(struct matcher *m, const struct cfix_match *match,
			    const struct star_span *stars, uint32_t n)
{
	struct cfix_match place = *match;
	uint32_t *pairs = cfix_arena_alloc(m->source->arena,
					   2 * n * sizeof(*pairs));

	place.begin = stars[0].begin;
	place.end = stars[0].end;
	for (uint32_t k = 0; k < n; k++) {
		pairs[2 * k] = stars[k].begin;
		pairs[2 * k + 1] = stars[k].end;
		if (stars[k].begin < place.begin)
			place.begin = stars[k].begin;
		if (stars[k].end > place.end)
			place.end = stars[k].end;
	}
	place.stars = pairs;
	place.nstars = n;
	place.not_rewritten = NULL;	/* nothing was to be rewritten */
	cfix_array_push(&m->matches, place);
}

/*
 * A report-only match as findings, one per '*' place (a run of
 * consecutive starred rule tokens) the match or its further paths
 * matched.  None when no starred token matched (an unstarred branch of
 * a disjunction), as spatch reports none.
 */
static void push_star_places(struct matcher *m, const struct cfix_match *match)
{
	star_list stars = { 0 };
	size_t from = 0;

	cfix__match_collect_stars(m, &stars);
	for (size_t i = 0; i < m->extra_stars.len; i++)
		cfix_array_push(&stars, m->extra_stars.items[i]);
	for (size_t i = 1; i <= stars.len; i++) {
		if (i < stars.len && !stars.items[i].opens)
			continue;
		push_star_place(m, match, stars.items + from,
				(uint32_t)(i - from));
		from = i;
	}
	cfix_array_release(&stars);
}

/* The names this match gave its fresh identifiers, in the environments
 * it recorded from first_env on: a later rule inheriting one (`identifier
 * r.id;`) gets the name, as in spatch. */
static void keep_fresh_names(struct matcher *m, struct rule_result *result,
			     size_t first_env)
{
	if (!m->fresh_names)
		return;
	for (size_t i = first_env; i < result->envs.len; i++)
		for (uint32_t k = 0; k < m->rule->nmetavars; k++)
			if (m->fresh_names[k])
				result->envs.items[i][k] = (struct binding){
					.set = true,
					.text = m->fresh_names[k],
					.value = m->fresh_names[k],
				};
}

/* The byte where the match starts, for reach.c (struct cfix_match's
 * root). */
static uint32_t match_root(const struct matcher *m)
{
	const struct cfix_node *root = m->root ? m->root : m->run_root;

	if (!root || root->first > root->last ||
	    root->first >= m->source->ntoks)
		return UINT32_MAX;
	return m->source->toks[root->first].begin;
}

static void record_match(struct matcher *m, uint32_t first, uint32_t last,
			 const char *not_rewritten)
{
	struct cfix_match match = {
		.rule = m->rule->name,
		.rule_file = m->rule->loc.file,
		.rule_index = m->rule_index,
		.message = m->rule->message,
		.severity = m->rule->severity,
		.fix = m->rule->fix,
		.begin = m->source->toks[first].begin,
		.end = m->source->toks[last].end,
		.not_rewritten = not_rewritten ? not_rewritten : m->not_rewritten,
		.one_node = !is_sequence(m->rule),
		.repeat = adds_repeat(m->rule),
		.root = match_root(m),
	};

	struct rule_result *result = &m->results[m->rule_index];
	size_t size = (m->rule->nmetavars + 1) * sizeof(*m->bindings);
	struct binding *env = cfix_xmalloc(size);
	size_t first_env = result->envs.len;
	bool per_occurrence = false;

	/* a nest occurrence that bound more than the match (a position in
	 * `<... *f@p(...) ...>`): an environment per such occurrence, then
	 * coalesced below */
	for (size_t i = 0; i < m->nest_envs.len; i++) {
		const struct binding *occ = m->nest_envs.items[i];
		bool more = false;

		if (occ[m->rule->nmetavars].set)
			continue;	/* a path's, below */

		memcpy(env, m->bindings, size);
		for (uint32_t k = 0; k < m->rule->nmetavars; k++)
			if (!env[k].set && occ[k].set) {
				env[k] = occ[k];
				more = true;
			}
		if (!more)
			continue;
		cfix_array_push(&result->envs, env);
		env = cfix_xmalloc(size);
		per_occurrence = true;
	}
	if (per_occurrence) {
		free(env);
	} else {
		memcpy(env, m->bindings, size);
		cfix_array_push(&result->envs, env);
	}
	/* a position bound by several occurrences of a nest is one list,
	 * and so by several paths of a forall match (an exists match's
	 * paths are matches of their own), as in spatch */
	cfix__match_coalesce_positions(m, result, first_env);
	record_path_envs(m, result);
	if (cfix__match_paths_coalesce(m))
		cfix__match_coalesce_positions(m, result, first_env);
	result->matched = true;
	if (m->source->maybe &&	/* the candidate pass */
	    m->source->maybe->at[m->rule_index] == UINT32_MAX)
		m->source->maybe->at[m->rule_index] =
			first < m->source->ntoks ? m->source->toks[first].begin
						 : 0;
	if (m->source->maybe && m->took_maybe &&
	    m->source->maybe->by_maybe[m->rule_index] == UINT32_MAX)
		m->source->maybe->by_maybe[m->rule_index] =
			first < m->source->ntoks ? m->source->toks[first].begin
						 : 0;
	cfix__explain_matched(m, first, last);
	if (m->rule->binds_only)
		return;
	cfix__match_fresh_names(m);
	keep_fresh_names(m, result, first_env);
	cfix__match_add_actions(m, &match);
	if (match.nactions)
		cfix__match_fresh_commit(m);
	if (m->rule->stars) {
		push_star_places(m, &match);
		return;
	}
	if (m->cut_decl)
		cfix_array_push(&m->cuts, ((struct decl_cut){
			.decl = m->cut_decl, .k = m->cut_k,
			.match = m->matches.len, .begin = m->cut_begin,
			.end = m->cut_end }));
	cfix_array_push(&m->matches, match);
}

/* A run of statements: a COMPOUND the rule wrote without braces. */

/* Control-flow steps one match attempt may take. */
enum { MATCH_BUDGET = 200000 };

/* Ways of one place tried, each an attempt of its own.  A run of
 * statements stops at 64; a node, where a list's ways are the pairs of
 * its elements (`{ ..., [e1] = X(i1), ..., [e2] = X(i2), ... }`: 930 on
 * the kernel's 31-entry bq27xxx table, every one a match for spatch),
 * at 4096, each attempt within MATCH_BUDGET. */
enum { SEQ_WAYS = 64, NODE_WAYS = 4096 };

/*
 * Attempts at one place are repeated while a part of the pattern has
 * more than one way to match there: a declaration of one name against
 * `int a, b;`, a struct's fields.  Attempt pick takes the pick-th way.
 */
static void pick_start(struct matcher *m, uint32_t pick)
{
	if (pick == 0) {
		m->decl_pick = m->list_pick = 0;
		m->list_cover_n = 0;
	}
	m->decl_more = false;
	/* the fields' next way stays due while their declarators are tried */
	if (m->decl_pick == 0) {
		m->list_more = false;
		m->list_cover_n = 0;
	}
}

/* After an attempt: is there another way, and which counter moves?
 * Declarators first (the fields of a struct stay put meanwhile). */
static bool pick_more(struct matcher *m)
{
	if (m->decl_more) {
		m->decl_pick++;
		return true;
	}
	if (m->list_more) {
		m->list_pick++;
		m->decl_pick = 0;
		return true;
	}
	return false;
}

static void attempt_start(struct matcher *m, const struct cfix_node *root)
{
	cfix__match_state_reset(m);
	m->root = root;
	m->budget = MATCH_BUDGET;
}

void cfix__match_attempt_start(struct matcher *m, const struct cfix_node *root)
{
	attempt_start(m, root);
}

void cfix__match_record(struct matcher *m, uint32_t first, uint32_t last,
			const char *why)
{
	record_match(m, first, last, why);
}

/* The source tokens the match covers: the extent of the token map. */
static bool match_extent(const struct matcher *m, uint32_t *first,
			 uint32_t *last)
{
	bool any = false;

	for (uint32_t i = 0; i < m->rule->ntoks; i++) {
		const struct span *s = &m->map[i];

		if (!span_set(*s))
			continue;
		if (!any || s->first < *first)
			*first = s->first;
		if (!any || s->last > *last)
			*last = s->last;
		any = true;
	}
	return any;
}

/* The rule's run of statements from statement start on (at of block,
 * or a lone statement), each way of it. */
static void try_sequence_from(struct matcher *m, struct pos start,
			      const struct cfix_node *stmt, uint32_t end,
			      const char *why)
{
	struct seq sq = { .pat = m->rule->pattern };
	uint32_t first = stmt->first, last = first;
	const struct cfix_node *lead = m->rule->pattern->kids[0];
	/* a run that begins with `...` starts at the function's start */
	const struct cfix_node *root =
		lead && cfix__match_is_stmt_dots(lead) ?
			cfix__match_function_of(stmt) : stmt;

	for (uint32_t pick = 0; pick < SEQ_WAYS; pick++) {
		pick_start(m, pick);
		attempt_start(m, NULL);
		m->run_root = root;
		cfix__explain_attempt(m, first, end);
		if (cfix__match_seq_match(m, &sq, 0, start)) {
			match_extent(m, &first, &last);
			record_match(m, first, last, why);
		}
		if (!pick_more(m))
			break;
	}
	m->run_root = NULL;
	pick_start(m, 0);
}

/*
 * Runs start at each statement of a block, at a statement a label
 * holds, and at a branch written without braces (`if (f) mutex_lock(m);`), which control leaves for
 * the statement after the if or loop: spatch follows that path too
 * (locks/mini_lock at drbd_state.c:635, locks/flags at
 * ipmi_msghandler.c:4855).
 */
/* Is stmt the statement a label holds (`out: foo();`)?  The label is a
 * node of its own in spatch's control flow, so a run may start after it. */
static bool labelled(const struct cfix_node *stmt)
{
	const struct cfix_node *up = stmt->parent;

	return up && up->kind == CFIX_NODE_LABEL && up->nkids > 1 &&
	       up->kids[1] == stmt;
}

static void try_sequence(struct matcher *m, const struct cfix_node *block,
			 const char *why)
{
	if (!m->rule->pattern->nkids)
		return;
	if (cfix_node_is_branch(block, CFIX_BRANCH_UNBRACED | CFIX_BRANCH_STMT) ||
	    labelled(block)) {
		try_sequence_from(m, (struct pos){ block, 0, true }, block,
				  block->last, why);
		return;
	}
	if (block->kind != CFIX_NODE_COMPOUND)
		return;
	for (uint32_t at = 0; at < block->nkids; at++)
		if (block->kids[at])
			try_sequence_from(m, (struct pos){ block, at, false },
					  block->kids[at], block->last, why);
}

/*
 * A rule headed `@identifier@` (far.cocci) whose pattern is one name:
 * spatch then matches the name wherever it is written, declarators,
 * parameters, fields, labels and function names too, not only where it
 * is an expression.
 */
static bool identifier_rule(const struct cfix_rule *rule,
			    const struct cfix_node *pat)
{
	return rule->identifier_kind && pat->kind == CFIX_NODE_IDENT;
}

/*
 * Disjunction shadowing.  Coccinelle reads a rule's expression
 * disjunction `( A | B )` as "A, or else B where no A is": a match of
 * branch j at src is dropped when an earlier branch i < j matches an
 * expression enclosing src or one inside it (`( g(E) | f(E) )` leaves
 * the f(x) in g(f(x)) alone, and the g(...) in g(1 + f(2)) with the
 * branches swapped).  Only the rule's outermost disjunction shadows:
 * one standing at a fixed place in a bigger pattern does not, nor do
 * statement disjunctions (spatch 1.1.1 agrees on all three).
 */

/* Does branch pat match at src, from the rule's seed: in the attempt's
 * own way, or (any) in one of its ways, as an earlier branch shadows
 * whichever way it matches (`c | e1 | e2 | ...` over the `c | e` below
 * it in every attempt: coccinellery's compare)?  The caller keeps the
 * state (shadow_check). */
static bool branch_trial(struct matcher *m, const struct cfix_node *pat,
			 const struct cfix_node *src, bool any)
{
	if (!cfix_node_is_expr(src) || cfix_node_is_name(src) ||
	    src->first > src->last)
		return false;
	cfix__match_trial_reset(m);
	m->root = src;
	m->budget = MATCH_BUDGET;
	if (any)
		return cfix__match_node_any_way(m, pat, src);
	return cfix__match_node(m, pat, src);
}

/* Does branch pat match at a node strictly inside src? */
static bool branch_inside(struct matcher *m, const struct cfix_node *pat,
			  const struct cfix_node *src)
{
	for (uint32_t i = 0; i < src->nkids; i++) {
		const struct cfix_node *kid = src->kids[i];

		if (kid && (branch_trial(m, pat, kid, true) ||
			    branch_inside(m, pat, kid)))
			return true;
	}
	return false;
}

/* Is the match of the rule's disjunction pat just made at src shadowed
 * by an earlier branch?  Leaves the matcher's state as it found it. */
static bool shadowed(struct matcher *m, const struct cfix_node *pat,
		     const struct cfix_node *src)
{
	const struct cfix_node *root = m->root;
	unsigned budget = m->budget;
	struct snapshot snap;
	uint32_t k = 0;
	bool hit = false;

	if (pat->kind != CFIX_NODE_DISJ || pat->nkids < 2 ||
	    (pat->op && !strcmp(pat->op, "&")) ||
	    cfix__match_pattern_is_stmt(pat))
		return false;
	cfix__match_snapshot_take(m, &snap);
	cfix__explain_quiet(m, 1);
	while (k < pat->nkids && !branch_trial(m, pat->kids[k], src, false))
		k++;
	for (uint32_t i = 0; i < k && i < pat->nkids && !hit; i++) {
		for (const struct cfix_node *up = src->parent;
		     up && cfix_node_is_expr(up) && !hit; up = up->parent)
			hit = branch_trial(m, pat->kids[i], up, true);
		if (!hit)
			hit = branch_inside(m, pat->kids[i], src);
	}
	cfix__explain_quiet(m, -1);
	cfix__match_snapshot_restore(m, &snap);
	cfix__match_snapshot_release(&snap);
	m->root = root;
	m->budget = budget;
	return hit;
}

/*
 * A rule's declaration matches those of the file and of its functions,
 * never a struct's field (spatch's control-flow graph has no node for
 * one), and, when the rule adds a statement beside it, a function's only
 * (rule->decl_in_code).
 */
static bool decl_place_ok(const struct cfix_rule *rule,
			  const struct cfix_node *src)
{
	/* a statement among the file's items is a declarer's use, which
	 * only a declarer's pattern matches (rule->declarer_use) */
	if (src->kind == CFIX_NODE_EXPR_STMT && src->parent &&
	    src->parent->kind == CFIX_NODE_TRANSLATION_UNIT)
		return rule->declarer_use && !rule->decl_in_code;
	if (src->kind != CFIX_NODE_DECL || !src->parent)
		return true;
	if (src->parent->kind == CFIX_NODE_RECORD)
		return false;
	return !rule->decl_in_code || cfix__match_function_of(src) != NULL;
}

/* A disjunction whose branches are all expressions: like one
 * expression, it matches no name that is not an expression (spatch
 * 1.1.1 leaves `int old_count;` under `( - old_count | - reset(0) )`). */
static bool expr_disj(const struct cfix_node *pat)
{
	if (pat->kind != CFIX_NODE_DISJ)
		return cfix_node_is_expr(pat);
	for (uint32_t i = 0; i < pat->nkids; i++)
		if (!pat->kids[i] || !expr_disj(pat->kids[i]))
			return false;
	return pat->nkids > 0;
}

static void try_node(struct matcher *m, const struct cfix_node *src,
		     const char *why)
{
	const struct cfix_node *pat = m->rule->pattern;
	int lone = cfix__match_lone_metavar_kind(m->rule);
	bool decl_mv = lone == CFIX_MV_DECLARATION;

	if (decl_mv && src->kind != CFIX_NODE_DECL)
		return;
	if ((decl_mv || pat->kind == CFIX_NODE_DECL ||
	     pat->kind == CFIX_NODE_DISJ || cfix_node_is_stmt(pat)) &&
	    !decl_place_ok(m->rule, src))
		return;
	/* a lone statement metavariable: each statement, nested ones too,
	 * but not a function's body (Coccinelle's S is never one) */
	if (lone == CFIX_MV_STATEMENT &&
	    (!cfix_node_is_stmt(src) ||
	     (src->parent && src->parent->kind == CFIX_NODE_FUNCTION)))
		return;
	/* `x = E` also matches a declarator's initializer, `T x = E;` */
	if (!decl_mv && lone != CFIX_MV_STATEMENT && cfix_node_is_expr(pat) &&
	    !(src->kind == CFIX_NODE_DECLARATOR &&
	      pat->kind == CFIX_NODE_ASSIGN) &&
	    (!cfix_node_is_expr(src) ||
	     (cfix_node_is_name(src) && !identifier_rule(m->rule, pat))))
		return;
	if (pat->kind == CFIX_NODE_DISJ && cfix_node_is_name(src) &&
	    expr_disj(pat))
		return;
	if (cfix_node_is_stmt(pat) && !cfix_node_is_stmt(src))
		return;
	if (src->first > src->last)
		return;
	if (pat->kind == CFIX_NODE_DISJ &&
	    !cfix__match_kinds_compatible(pat, src))
		return;
	for (uint32_t pick = 0; pick < NODE_WAYS; pick++) {
		pick_start(m, pick);
		attempt_start(m, src);
		cfix__explain_attempt(m, src->first, src->last);
		if (cfix__match_node(m, pat, src) && !shadowed(m, pat, src))
			record_match(m, src->first, src->last, why);
		if (!pick_more(m))
			break;
	}
	pick_start(m, 0);
}

/*
 * A run that opens with a declaration and goes on with only what an
 * empty path holds, dots and '?' statements changing nothing
 * (`- static` `T x;` `... when != x` `?x = e;`), matches a file-scope
 * declaration alone, as spatch's: the control flow of a declaration
 * outside functions ends right after it (coccinellery's static2).
 */
static bool ends_after_decl(const struct cfix_rule *rule)
{
	const struct cfix_node *run = rule->pattern;

	const struct cfix_node *decl = run && run->nkids ? run->kids[0] : NULL;
	bool kept = false;

	if (!is_sequence(rule) || run->nkids < 2 || !decl ||
	    decl->kind != CFIX_NODE_DECL)
		return false;
	/* a declaration removed whole is not matched there (`- T x;` `...
	 * when != x` leaves the file's `int x;`: cocci-tests declend) */
	for (uint32_t t = decl->first; t <= decl->last; t++)
		kept |= !rule->minus[t];
	if (!kept)
		return false;
	for (uint32_t i = 1; i < run->nkids; i++) {
		const struct cfix_node *kid = run->kids[i];

		if (!kid || (!cfix__match_is_stmt_dots(kid) &&
			     !(kid->flags & CFIX_NODEF_OPTIONAL)))
			return false;
		for (uint32_t t = kid->first; t <= kid->last; t++)
			if (rule->minus[t] || rule->remove[t])
				return false;
		if (cfix__match_adds_within(rule, kid->first, kid->last))
			return false;
	}
	return true;
}

static void try_file_decl(struct matcher *m, const struct cfix_node *src,
			  const char *why)
{
	const struct cfix_node *pat = m->rule->pattern->kids[0];

	if (src->kind != CFIX_NODE_DECL || src->parent != m->source->root ||
	    !ends_after_decl(m->rule) || !decl_place_ok(m->rule, src))
		return;
	for (uint32_t pick = 0; pick < NODE_WAYS; pick++) {
		pick_start(m, pick);
		attempt_start(m, src);
		cfix__explain_attempt(m, src->first, src->last);
		if (cfix__match_node(m, pat, src))
			record_match(m, src->first, src->last, why);
		if (!pick_more(m))
			break;
	}
	pick_start(m, 0);
}

/*
 * Every node, then its kids.  A rule that is one nest, `<... P ...>`,
 * matches any node (its P zero or more times): where it matched, its
 * match already holds every P below, so the kids are not tried again,
 * or each enclosing node's match would add the same code once more
 * (`foo(a + 1 + 1 + 1)`).
 */
static void walk(struct matcher *m, const struct cfix_node *src,
		 const char *why)
{
	size_t before = m->matches.len;

	if (!src)
		return;
	if (is_sequence(m->rule)) {
		try_sequence(m, src, why);
		try_file_decl(m, src, why);
	} else
		try_node(m, src, why);
	if (m->rule->pattern && m->rule->pattern->kind == CFIX_NODE_NEST &&
	    m->matches.len > before)
		return;
	for (uint32_t i = 0; i < src->nkids; i++)
		walk(m, src->kids[i], why);
}

int cfix__match_compare_matches(const void *a, const void *b)
{
	const struct cfix_match *x = a, *y = b;

	if (x->begin != y->begin)
		return x->begin < y->begin ? -1 : 1;
	return (x->end > y->end) - (x->end < y->end);
}

static bool builtin_rule(const struct cfix_rule *rule)
{
	return rule->loc.file && !strncmp(rule->loc.file, "<builtin>/", 10);
}

void cfix__match_walk_rule(struct matcher *m)
{
	const struct cfix_source *source = m->source;
	size_t cuts = m->cuts.len;

	if (source->walk_unit && source->walk_unit != CFIX_WALK_MACROS) {
		if (source->walk_unit <= source->root->nkids)
			walk(m, source->root->kids[source->walk_unit - 1], NULL);
		cfix__match_merge_decl_cuts(m, cuts);
		return;
	}
	if (!source->walk_unit)
		walk(m, source->root, NULL);
	/* #define bodies that parse as an expression or statements; fixed
	 * like code in spatch mode and for a rule file the user gave, whose
	 * `- A + B` means the definition too, as for spatch; a built-in
	 * rule's general check only reports there (the change would reach
	 * every use of the macro) */
	bool fix_defs = source->fix_macro_defs || !builtin_rule(m->rule);
	for (uint32_t i = 0; i < source->nmacros; i++) {
		if (source->macros[i].body)
			walk(m, source->macros[i].body,
			     fix_defs ? NULL :
			     cfix_arena_printf(source->arena,
					       "the match lies in the definition of macro '%s'",
					       source->macros[i].name));
	}
	cfix__match_merge_decl_cuts(m, cuts);
}
