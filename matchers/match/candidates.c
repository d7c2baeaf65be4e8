/*
 * candidates.c: which front end reads a file for which rule of a set,
 * the one place every entry point asks (cfix_source_parse_for()).
 *
 * cfix's own parser reads a file in milliseconds and decides exactly
 * every rule that needs neither types, nor which names are constants,
 * nor declarations as the compiler reads them: those rules match on it.
 * A rule file with a rule that needs one of these (its rules go
 * together: they inherit bindings and see each other's changes) first
 * runs on the own parse as a candidate pass: the same matcher, the
 * source marked (cfix_source.maybe) so that what the own parse cannot
 * decide counts as a match (a typed metavariable fits an expression of
 * any type, a `constant` any name).  Only when such a rule file has a
 * candidate does clang read the file, and then only its rules match on
 * clang's view (cfront/strategy.c: the own parse standing in where
 * clang fails); one without a candidate has no finding in the file and
 * is skipped there.  Both views hold the same text, so the findings of
 * both go to the same edits.  This lives above the matcher it runs,
 * because cfront/ may not call up into match/.
 */
#include "candidate_memo.h"
#include "header_records.h"
#include "unparsed.h"

#include <stdlib.h>
#include <string.h>

/*
 * What clang adds to the own parse for the rules of set, as a clause
 * for -v (malloc'd), or NULL when the own parse decides them exactly;
 * constants count only when asked (--parser own-first reads them as
 * spatch --no-includes does).
 */
static char *set_need(const struct cfix_ruleset *set, bool constants)
{
	struct cfix_loc where;
	const char *name;

	if (cfix_ruleset_needs_types(set, &where, &name))
		return cfix_xasprintf("the metavariable '%s' at %s:%u needs "
				      "types", name,
				      where.file ? where.file : "?",
				      where.line);
	for (uint32_t r = 0; constants && r < set->nrules; r++) {
		const struct cfix_rule *rule = set->rules[r];

		for (uint32_t i = 0; i < rule->nmetavars; i++)
			if (rule->metavars[i].kind == CFIX_MV_CONSTANT)
				return cfix_xasprintf(
					"the constant '%s' at %s:%u needs "
					"clang's macros", rule->metavars[i].name,
					rule->metavars[i].loc.file
						? rule->metavars[i].loc.file : "?",
					rule->metavars[i].loc.line);
	}
	/* the own parse reads no header: die() declared NORETURN there
	 * goes on; its candidates are a superset of clang's matches */
	for (uint32_t r = 0; r < set->nrules; r++)
		if (set->rules[r]->noreturn_ends)
			return cfix_xasprintf("the rule at %s:%u ends paths at "
					      "calls the headers declare not "
					      "to return",
					      set->rules[r]->loc.file
						      ? set->rules[r]->loc.file
						      : "?",
					      set->rules[r]->loc.line);
	if (cfix_ruleset_matches_declarations(set, &where))
		return cfix_xasprintf("the rule at %s:%u matches declarations "
				      "or types, which cfix's own parser "
				      "reads less exactly",
				      where.file ? where.file : "?",
				      where.line);
	return NULL;
}

/* set_need() for one rule. */
static char *rule_need(const struct cfix_rule *rule, bool constants)
{
	struct cfix_rule *one[1] = { (struct cfix_rule *)rule };
	struct cfix_ruleset alone = { .rules = one, .nrules = 1 };

	return set_need(&alone, constants);
}

/*
 * The shapes of definitions that cfix's own parse reads otherwise than
 * clang does, so that the candidate pass may miss a match there (the
 * golden cases typedef-struct-fields and varargs-param): a struct's
 * body inside a declaration (`typedef struct { ... } T;`: the own parse
 * puts it beside the declarator, clang under the type) and a varargs
 * parameter list (the own parse keeps C's `...` as a parameter).
 */
enum {
	SHAPE_RECORD = 1,	/* a pattern holds a struct's body */
	SHAPE_PARAMS = 2,	/* a function definition or parameter list */
};

/* The shapes (SHAPE_*) pattern node holds. */
static unsigned definition_shapes(const struct cfix_node *node)
{
	unsigned shapes = 0;

	if (!node)
		return 0;
	if (node->kind == CFIX_NODE_FUNCTION || node->kind == CFIX_NODE_PARAMS)
		shapes |= SHAPE_PARAMS;
	if (node->kind == CFIX_NODE_RECORD)
		shapes |= SHAPE_RECORD;
	for (uint32_t i = 0; i < node->nkids; i++)
		shapes |= definition_shapes(node->kids[i]);
	return shapes;
}

/* Whether the own parse's node holds code of one of shapes that it
 * reads otherwise than clang: there a definition rule's candidate pass
 * proves nothing, and clang reads the file. */
static bool reads_otherwise(const struct cfix_node *node, unsigned shapes)
{
	if (!node)
		return false;
	for (uint32_t i = 0; i < node->nkids; i++) {
		const struct cfix_node *kid = node->kids[i];

		if (!kid)
			continue;
		if ((shapes & SHAPE_RECORD) && node->kind == CFIX_NODE_DECL &&
		    kid->kind == CFIX_NODE_RECORD)
			return true;
		if ((shapes & SHAPE_PARAMS) &&
		    node->kind == CFIX_NODE_PARAMS &&
		    kid->kind == CFIX_NODE_DOTS)
			return true;
		if (reads_otherwise(kid, shapes))
			return true;
	}
	return false;
}

/*
 * Whether rule k of set is a script rule the candidate pass can leave
 * out: no rule depends on it nor takes its values, and it runs only
 * where the rules it reads matched (no input has a default).  Its
 * output (a report) then comes from matches that the candidate pass
 * finds in the rules it reads: left out, it runs once, on the view
 * those rules match on.  coccicheck's rules end so (`@script:python
 * depends on report@ p << r.p; @@ coccilib.report.print_report(...)`),
 * and each such script sent every file to clang.
 */
static bool quiet_script(const struct cfix_ruleset *set, uint32_t k)
{
	const struct cfix_rule *rule = set->rules[k];
	bool reads = false;

	if (rule->script != CFIX_SCRIPT_RULE)
		return false;
	for (uint32_t i = 0; i < rule->nmetavars; i++) {
		const struct cfix_metavar *mv = &rule->metavars[i];

		if (mv->from_rule < 0 && !mv->script_output)
			return false;	/* a virtual value: runs anywhere */
		if (mv->from_rule >= 0 && mv->script_default)
			return false;	/* runs where its rule did not match */
		reads |= mv->from_rule >= 0;
	}
	if (!reads)
		return false;
	for (uint32_t j = 0; j < set->nrules; j++) {
		const struct cfix_rule *other = set->rules[j];

		if (j == k)
			continue;
		if (cfix__rule_uses(other, k))
			return false;
	}
	return true;
}

/* Whether a script quiet_script() leaves out of the candidate pass
 * reads rule k's matches: they then count as candidates, since the
 * script, which runs where they are, is not there to have its own. */
static bool read_by_quiet_script(const struct cfix_ruleset *set, uint32_t k)
{
	for (uint32_t j = 0; j < set->nrules; j++) {
		const struct cfix_rule *rule = set->rules[j];

		for (uint32_t i = 0; i < rule->nmetavars; i++)
			if (rule->metavars[i].from_rule == (int32_t)k &&
			    quiet_script(set, j) &&
			    cfix__depends_can_hold(set, rule->depends))
				return true;
	}
	return false;
}

/* Whether dep tests rule k under a negation (`!k`, `never k`). */
static bool negates_rule(const struct cfix_depend *dep, uint32_t k,
			 bool negated)
{
	if (!dep)
		return false;
	switch (dep->kind) {
	case CFIX_DEP_RULE:
	case CFIX_DEP_EVER:
		return negated && dep->rule == (int32_t)k;
	case CFIX_DEP_NEVER:
		return !negated && dep->rule == (int32_t)k;
	case CFIX_DEP_NOT:
		return negates_rule(dep->left, k, !negated);
	default:
		return negates_rule(dep->left, k, negated) ||
		       negates_rule(dep->right, k, negated);
	}
}

/* Whether a rule of set that can run excludes by rule k's matches
 * (`depends on !k`, `position p != k.p`): the candidate pass widens
 * k's matches (a typed metavariable taken as a match), which then
 * narrows that rule's. */
static bool read_negatively(const struct cfix_ruleset *set, uint32_t k)
{
	for (uint32_t j = 0; j < set->nrules; j++) {
		const struct cfix_rule *rule = set->rules[j];

		if (!cfix__depends_can_hold(set, rule->depends))
			continue;
		if (negates_rule(rule->depends, k, false))
			return true;
		for (uint32_t i = 0; i < rule->nmetavars; i++)
			for (const struct cfix_metavar *c = &rule->metavars[i];
			     c; c = c->next_constraint)
				for (uint32_t r = 0;
				     c->constraint == CFIX_MVC_NOT_IN &&
				     r < c->nrefs; r++)
					if (c->ref_rule[r] == (int32_t)k)
						return true;
	}
	return false;
}

/* Whether a metavariable of rule has a script constraint. */
static bool has_script_constraint(const struct cfix_rule *rule)
{
	for (uint32_t i = 0; i < rule->nmetavars; i++)
		if (rule->metavars[i].constraint == CFIX_MVC_SCRIPT)
			return true;
	return false;
}

/* Whether dep tests a rule (not only virtual rules and files). */
static bool tests_rule(const struct cfix_depend *dep)
{
	if (!dep)
		return false;
	if (dep->kind == CFIX_DEP_RULE || dep->kind == CFIX_DEP_EVER ||
	    dep->kind == CFIX_DEP_NEVER)
		return true;
	return tests_rule(dep->left) || tests_rule(dep->right);
}

/* Whether the candidate pass may find more matches of rule than clang's
 * view has: it needs clang (types, constants taken as maybe), a script
 * constraint is taken as maybe, or it inherits or depends on a rule
 * that may be so.  The own parse decides the others exactly. */
static bool widened(const struct cfix_rule *rule, bool constants)
{
	char *need;
	bool needs;

	if (has_script_constraint(rule) || tests_rule(rule->depends))
		return true;
	for (uint32_t i = 0; i < rule->nmetavars; i++)
		if (rule->metavars[i].from_rule >= 0)
			return true;
	need = rule_need(rule, constants);
	needs = need != NULL;
	free(need);
	return needs;
}

/*
 * Whether the rules of rule k's file that can run only feed report
 * scripts (quiet_script()), in a run that shows only what scripts
 * print (cfix_source_options.scripts_only: coccicheck's report mode,
 * `-D report --no-show-diff`): none changes code, and every script
 * rule is quiet.  Their matches and '*' lines show nothing; a file
 * has a finding only where a script runs, so the file is a candidate
 * only where the candidate pass finds that a script would run
 * (match/scripts.c: a seed with its `depends on` holding and every
 * input bound; a position of a nest that matched zero times is not):
 * minmax's `func(...) { <... *x cmp@p y ...> }` matches every
 * function, but its script runs only where p was bound.  Sound where
 * the pass's matches are a superset of clang's; a rule whose matches
 * another excludes (read_negatively()) still counts, as its widened
 * matches may hide the other's.
 */
static bool feeds_scripts_only(const struct cfix_ruleset *set, uint32_t k,
			       bool scripts_only)
{
	bool script = false;

	if (!scripts_only)
		return false;
	for (uint32_t j = 0; j < set->nrules; j++) {
		const struct cfix_rule *rule = set->rules[j];

		if (!cfix__rules_same_file(rule, set->rules[k]) ||
		    !cfix__depends_can_hold(set, rule->depends))
			continue;
		if (rule->changes)
			return false;
		if (rule->script == CFIX_SCRIPT_RULE) {
			if (!quiet_script(set, j))
				return false;
			script = true;
		}
	}
	return script;
}

/* Whether every rule dep names is one of exact[]. */
static bool depends_exact(const struct cfix_depend *dep, const bool *exact)
{
	if (!dep)
		return true;
	if ((dep->kind == CFIX_DEP_RULE || dep->kind == CFIX_DEP_EVER ||
	     dep->kind == CFIX_DEP_NEVER) && dep->rule >= 0 &&
	    !exact[dep->rule])
		return false;
	return depends_exact(dep->left, exact) &&
	       depends_exact(dep->right, exact);
}

/* Whether what rule takes from other rules (what it inherits, depends
 * on, excludes by or must equal) comes from rules of exact[], and it
 * has no script constraint (taken as maybe). */
static bool inputs_exact(const struct cfix_rule *rule, const bool *exact)
{
	if (has_script_constraint(rule) ||
	    !depends_exact(rule->depends, exact))
		return false;
	for (uint32_t i = 0; i < rule->nmetavars; i++) {
		const struct cfix_metavar *mv = &rule->metavars[i];

		if (mv->from_rule >= 0 && !exact[mv->from_rule])
			return false;
		for (const struct cfix_metavar *c = mv; c;
		     c = c->next_constraint)
			for (uint32_t r = 0; r < c->nrefs; r++)
				if (c->ref_rule[r] >= 0 &&
				    !exact[c->ref_rule[r]])
					return false;
	}
	return true;
}

/*
 * Whether the own parse decides rule k exactly, so that it runs there
 * in a file that clang does not read, and its match is no candidate:
 * it needs nothing from clang itself (set_need()), has no script
 * constraint (taken as maybe), and what it inherits, depends on or
 * excludes by (`position p != r.p`) comes from rules so decided
 * (exact[], the rules above).  A script rule reading only such rules
 * runs so too: badzero's `f << s.f` fills its table from the untyped
 * `s` on the own parse, the same table as from clang's view, and only
 * the files where a typed rule has a candidate go to clang.
 */
static bool exact_rule(const struct cfix_ruleset *set, uint32_t k,
		       const bool *exact, bool constants)
{
	const struct cfix_rule *rule = set->rules[k];
	char *need;

	if (!inputs_exact(rule, exact))
		return false;
	if (rule->script != CFIX_SCRIPT_NONE)
		return true;
	need = rule_need(rule, constants);
	free(need);
	return need == NULL;
}

/*
 * Whether rule k's matches count as candidates only where they took a
 * maybe (cfix_maybe.by_maybe): it counts only because its widened
 * matches may exclude another rule's (read_negatively(); a rule that
 * only binds, is_candidate()), and it needs clang for types and
 * constants alone (and a type metavariable's binding, noted too), which
 * the matcher notes when it guesses them, with
 * its inputs from exact rules (inputs_exact()).  A match that took no
 * guess is one on clang's view too, and excludes there as in the pass:
 * kfree's `print` (a typed `constant char [] c` in one branch of seven)
 * counted in every file where its untyped `!E@p` matched.
 */
static bool counts_by_maybe(const struct cfix_ruleset *set, uint32_t k,
			    const bool *exact)
{
	const struct cfix_rule *rule = set->rules[k];

	if (rule->script != CFIX_SCRIPT_NONE || rule->changes || rule->stars ||
	    rule->noreturn_ends || !inputs_exact(rule, exact) ||
	    cfix__rule_holds_declaration(rule))
		return false;
	/* a type metavariable's binding is noted as a guess (bindings.c) */
	for (uint32_t i = 0; i < rule->nmetavars; i++)
		switch (rule->metavars[i].kind) {
		case CFIX_MV_TYPEDEF:
		case CFIX_MV_PARAMETER_LIST:
		case CFIX_MV_DECLARATION:
		case CFIX_MV_FIELD_LIST:
			return false;
		default:
			break;
		}
	return true;
}

/* Whether rule cannot run in the candidate pass: it is a script (the
 * pass would run it, and its side effects, twice; but see
 * quiet_script()).  A script constraint does not run there: the pass
 * takes it as a maybe (match/bindings.c).  A rule matching definitions
 * runs there, but see reads_otherwise(). */
static bool untried(const struct cfix_rule *rule)
{
	/* initialize and finalize rules run once, not per file */
	return rule->script == CFIX_SCRIPT_RULE;
}

/*
 * The plan of the split: per rule, whether its rule file needs clang
 * (need[k], the first reason of the file, shared by its rules; NULL:
 * the own parse decides it), and whether the file can run in the
 * candidate pass (untried()).
 */
struct plan {
	const struct cfix_ruleset *set;
	char **need;		/* per rule; owned by the rule file's first */
	bool *untried;		/* per rule: its file is not tried (untried()) */
	unsigned *shapes;	/* per rule: the definition shapes its file's
				   rules match (definition_shapes()) */
	bool *counts;		/* per rule: its match is a candidate
				   (is_candidate()) */
	bool *left_out;		/* per rule: not run in the candidate pass
				   (quiet_script(), or it cannot run) */
	bool *dry;		/* per rule: a quiet script of a file that
				   feeds_scripts_only(), run in the pass to
				   say whether it would run (scripts.c) */
	bool *exact;		/* per rule: the own parse decides it
				   (exact_rule()): it runs there in a file
				   clang does not read */
	bool *by_maybe;		/* per rule: only its matches that took a
				   maybe count (counts_by_maybe()) */
	bool any;		/* a rule needs clang */
	bool constants;		/* a `constant` needs clang */
};

/*
 * Whether rule j's match in the candidate pass is a candidate: not when
 * it only binds for later rules and needs nothing from clang itself
 * (use_after_free's `sizeof(<+... E ...+>)`), whose matches are then
 * what clang's view gives.  One that needs clang counts: taking its
 * types or constants as "maybe" may widen what it excludes from a
 * later rule (`position p != r.p`), hiding that rule's candidate.
 */
static bool is_candidate(const struct cfix_rule *rule, bool constants)
{
	char *need;
	bool needs;

	if (!rule->binds_only || has_script_constraint(rule))
		return true;	/* a script taken as maybe widens too */
	need = rule_need(rule, constants);
	needs = need != NULL;
	free(need);
	return needs;
}

/*
 * The plan of set; constants: whether a `constant` needs clang (not for
 * --parser own-first, which reads them as spatch --no-includes does).
 * A rule whose "depends on" cannot hold with the virtual rules given
 * (coccicheck's `depends on context` rules in report mode) never runs:
 * it adds no need and does not keep its file from the candidate pass.
 */
static void plan_make(struct plan *p, const struct cfix_ruleset *set,
		      bool constants, bool scripts_only)
{
	uint32_t n = set->nrules;
	bool *gated = cfix_xcalloc(n + 1, sizeof(*gated));

	*p = (struct plan){ .set = set, .constants = constants };
	p->need = cfix_xcalloc(n + 1, sizeof(*p->need));
	p->untried = cfix_xcalloc(n + 1, sizeof(*p->untried));
	p->shapes = cfix_xcalloc(n + 1, sizeof(*p->shapes));
	p->counts = cfix_xcalloc(n + 1, sizeof(*p->counts));
	p->left_out = cfix_xcalloc(n + 1, sizeof(*p->left_out));
	p->dry = cfix_xcalloc(n + 1, sizeof(*p->dry));
	p->exact = cfix_xcalloc(n + 1, sizeof(*p->exact));
	p->by_maybe = cfix_xcalloc(n + 1, sizeof(*p->by_maybe));
	for (uint32_t k = 0; k < n; k++) {
		bool can_run = cfix__depends_can_hold(set,
						      set->rules[k]->depends);
		uint32_t first = 0;

		while (!cfix__rules_same_file(set->rules[first], set->rules[k]))
			first++;
		gated[k] = first < k ? gated[first]
				     : feeds_scripts_only(set, k, scripts_only);
		p->left_out[k] = quiet_script(set, k) || !can_run;
		p->dry[k] = gated[k] && can_run && quiet_script(set, k);
		p->exact[k] = exact_rule(set, k, p->exact, constants);
	}
	for (uint32_t k = 0; k < n; k++) {
		uint32_t first = 0;

		/* a gated file's candidates are where a script would run */
		p->counts[k] = gated[k] ? p->dry[k] ||
						  (read_negatively(set, k) &&
						   widened(set->rules[k],
							   constants))
				 : is_candidate(set->rules[k], constants) ||
					   read_by_quiet_script(set, k);
		p->counts[k] &= !p->exact[k];
		p->by_maybe[k] = p->counts[k] &&
				 (gated[k] ? !p->dry[k]
					   : set->rules[k]->binds_only &&
						     !read_by_quiet_script(
							     set, k)) &&
				 counts_by_maybe(set, k, p->exact);
		while (!cfix__rules_same_file(set->rules[first], set->rules[k]))
			first++;
		if (first < k) {	/* decided with the file's first */
			p->need[k] = p->need[first];
			p->untried[k] = p->untried[first];
			p->shapes[k] = p->shapes[first];
			continue;
		}
		for (uint32_t j = k; j < n; j++) {
			if (!cfix__rules_same_file(set->rules[j], set->rules[k]) ||
			    p->left_out[j])
				continue;
			if (!p->need[k])
				p->need[k] = rule_need(set->rules[j],
						       constants);
			p->untried[k] |= untried(set->rules[j]);
			p->shapes[k] |= definition_shapes(
				set->rules[j]->pattern);
		}
		p->any |= p->need[k] != NULL;
	}
	free(gated);
}

static void plan_free(struct plan *p)
{
	for (uint32_t k = 0; k < p->set->nrules; k++) {
		uint32_t first = 0;

		while (!cfix__rules_same_file(p->set->rules[first], p->set->rules[k]))
			first++;
		if (first == k)
			free(p->need[k]);
	}
	free(p->need);
	free(p->untried);
	free(p->shapes);
	free(p->counts);
	free(p->left_out);
	free(p->dry);
	free(p->exact);
	free(p->by_maybe);
}

/* Whether rule k's file has a rule with a candidate (at[j] set). */
static bool file_has_candidate(const struct plan *p, const uint32_t *at,
			       uint32_t k, uint32_t *which)
{
	for (uint32_t j = 0; j < p->set->nrules; j++)
		if (at[j] != UINT32_MAX && p->counts[j] &&
		    cfix__rules_same_file(p->set->rules[j], p->set->rules[k])) {
			*which = j;
			return true;
		}
	return false;
}

/*
 * The rules of fronts (CFIX_RULE_HERE) whose rule file keeps to one
 * top-level item (cfix__memo_rule_local()) run through memo, item by
 * item, into at[] and by_maybe[]; they are taken out of fronts (the
 * whole file's run does the rest), except the rules of a file whose
 * rules read each other's and one of which matched: that file runs on
 * the whole file again (a binding of one item may match in another).
 */
/* Files with more top-level items have their candidate pass whole. */
#define MEMO_MAX_ITEMS 2000

static void memo_local(struct cfix_source *own, const struct plan *p,
		       struct cfix_candidate_memo *memo, unsigned key,
		       uint8_t *fronts, uint32_t *at, uint32_t *by_maybe)
{
	uint32_t n = p->set->nrules;
	uint8_t *local;
	bool *reads;

	/* each item's run costs the matcher's setup (about half a
	 * millisecond on ctree.c's 87 items): a file of many small items
	 * (a generated table) is passed whole */
	if (!own->root || own->root->nkids > MEMO_MAX_ITEMS)
		return;
	local = cfix_xcalloc(n + 1, sizeof(*local));
	reads = cfix_xcalloc(n + 1, sizeof(*reads));

	for (uint32_t k = 0; k < n; k++) {
		bool all = fronts[k] == CFIX_RULE_HERE, one;

		for (uint32_t j = 0; all && j < n; j++)
			if (cfix__rules_same_file(p->set->rules[j],
						  p->set->rules[k])) {
				one = false;
				all = !p->dry[j] &&
				      cfix__memo_rule_local(p->set->rules[j],
							    &one);
				reads[k] |= one;
			}
		local[k] = all ? CFIX_RULE_HERE : CFIX_RULE_SKIP;
	}
	cfix__memo_pass(memo, own, p->set, local, key, at, by_maybe);
	for (uint32_t k = 0; k < n; k++) {
		bool matched = false;

		if (local[k] != CFIX_RULE_HERE)
			continue;
		for (uint32_t j = 0; reads[k] && j < n; j++)
			if (cfix__rules_same_file(p->set->rules[j],
						  p->set->rules[k]))
				matched |= at[j] != UINT32_MAX ||
					   by_maybe[j] != UINT32_MAX;
		fronts[k] = matched ? CFIX_RULE_HERE : CFIX_RULE_SKIP;
	}
	for (uint32_t k = 0; k < n; k++)
		if (local[k] == CFIX_RULE_HERE && fronts[k] == CFIX_RULE_HERE)
			at[k] = by_maybe[k] = UINT32_MAX;	/* redone */
	free(local);
	free(reads);
}

/*
 * The candidate pass: the rules that need clang run on own (cfix's own
 * parse) with what it cannot decide taken as a match; at[k] gets the
 * offset of rule k's first candidate (UINT32_MAX: none).  A file that
 * untried() does not run here: it counts as a candidate at 0; so does
 * one matching definitions where own holds code of their shapes that it
 * reads otherwise than clang (reads_otherwise(); otherwise[k] set).
 */
static void candidate_pass(struct cfix_source *own, const struct plan *p,
			   const struct cfix_source_options *opts,
			   unsigned key, uint32_t *at, bool *otherwise,
			   const char **header_note)
{
	struct cfix_candidate_memo *memo = opts->candidate_memo;
	uint32_t n = p->set->nrules;
	uint8_t *fronts = cfix_xcalloc(n + 1, sizeof(*fronts));
	uint32_t *by_maybe = cfix_xcalloc(n + 1, sizeof(*by_maybe));
	struct cfix_maybe maybe = {
		.at = at, .by_maybe = by_maybe,
		.headers = cfix__header_search_new(own->path, own->text,
						   own->len, opts) };
	struct cfix_diag_sink none;
	const struct cfix_match *matches;
	uint32_t count;

	for (uint32_t k = 0; k < n; k++) {
		at[k] = by_maybe[k] = UINT32_MAX;
		fronts[k] = p->need[k] && !p->untried[k] &&
					    (!p->left_out[k] || p->dry[k])
				    ? CFIX_RULE_HERE
				    : CFIX_RULE_SKIP;
		if (p->need[k] && p->untried[k])
			at[k] = 0;
	}
	if (memo)
		memo_local(own, p, memo, key, fronts, at, by_maybe);
	cfix_diag_sink_init(&none);
	own->fronts = fronts;
	own->nfronts = n;
	own->maybe = &maybe;
	/* a run that fails keeps what it noted; clang decides the rest */
	for (uint32_t k = 0; k < n; k++)
		if (fronts[k] == CFIX_RULE_HERE) {
			(void)cfix_source_match(own, p->set, &none, &matches,
						&count);
			break;
		}
	own->maybe = NULL;
	own->fronts = NULL;
	own->nfronts = 0;
	cfix__header_search_free(maybe.headers);
	*header_note = maybe.header_decided && maybe.header_unknown
		? cfix_arena_printf(own->arena, "%s; %s", maybe.header_decided,
				    maybe.header_unknown)
		: maybe.header_decided ? maybe.header_decided
				       : maybe.header_unknown;
	cfix_diag_sink_release(&none);
	free(fronts);
	for (uint32_t k = 0; k < n; k++)
		if (p->by_maybe[k] && !(p->need[k] && p->untried[k]))
			at[k] = by_maybe[k];
	free(by_maybe);
	/* the rules of a rule file share their shapes: one walk of the
	 * tree per set of shapes (SHAPE_RECORD | SHAPE_PARAMS: 4) */
	int8_t walked[4] = { -1, -1, -1, -1 };

	for (uint32_t k = 0; k < n; k++) {
		unsigned shapes = p->shapes[k];

		if (!p->need[k] || p->untried[k] || !shapes)
			continue;
		if (walked[shapes] < 0)
			walked[shapes] = reads_otherwise(own->root, shapes);
		if (walked[shapes]) {
			at[k] = 0;
			otherwise[k] = true;
		}
	}
}

/* The rules' fronts in own's arena: as like's (a later stage), else
 * from the candidates at[] found; *which: the rule whose candidate
 * sends the file to clang (UINT32_MAX: none does). */
static uint8_t *decide_fronts(struct cfix_source *own, const struct plan *p,
			      const struct cfix_source *like,
			      const uint32_t *at, uint32_t *which)
{
	uint32_t n = p->set->nrules;
	uint8_t *fronts = cfix_arena_alloc(own->arena, n + 1);

	*which = UINT32_MAX;
	for (uint32_t k = 0; k < n; k++) {
		uint32_t j;

		if (like) {
			fronts[k] = like->fronts && k < like->nfronts
					    ? like->fronts[k]
					    : CFIX_RULE_HERE;
			if (fronts[k] == CFIX_RULE_TYPED && *which == UINT32_MAX)
				*which = k;
		} else if (!p->need[k]) {
			fronts[k] = CFIX_RULE_HERE;
		} else if (file_has_candidate(p, at, k, &j)) {
			fronts[k] = CFIX_RULE_TYPED;
			if (*which == UINT32_MAX)
				*which = j;
		} else {
			fronts[k] = p->exact[k] ? CFIX_RULE_HERE
						: CFIX_RULE_SKIP;
		}
	}
	return fronts;
}

/* Counts the rules of fronts[0, n) at front. */
static uint32_t count_at(const uint8_t *fronts, uint32_t n, uint8_t front)
{
	uint32_t c = 0;

	for (uint32_t k = 0; k < n; k++)
		c += fronts[k] == front;
	return c;
}

/*
 * -v's line for own split with clang's view: which rules each view
 * serves, and why clang read the file; counts of zero are left out.
 */
static const char *split_why(struct cfix_source *own, uint32_t n)
{
	uint32_t here = count_at(own->fronts, n, CFIX_RULE_HERE);
	uint32_t typed = count_at(own->fronts, n, CFIX_RULE_TYPED);
	uint32_t skip = count_at(own->fronts, n, CFIX_RULE_SKIP);
	const char *why = cfix_source_why(own->typed);

	if (here || skip)
		why = cfix_arena_printf(own->arena, "for %u rule%s %s", typed,
					typed == 1 ? "" : "s", why);
	if (here)
		why = cfix_arena_printf(own->arena, "cfix's own parser for %u "
					"rule%s; %s", here,
					here == 1 ? "" : "s", why);
	if (skip)
		why = cfix_arena_printf(own->arena, "%s; %u rule%s skipped "
					"(no candidate)", why, skip,
					skip == 1 ? "" : "s");
	return why;
}

/*
 * The own parse the caller made of this text already
 * (cfix_source_options.own_parse), taken into *out (why as its why);
 * false, and it freed, when there is none, it read other bytes or it
 * is no plain own parse (a split one carries its rules' fronts).
 */
static bool take_own_parse(const char *path,
			   const struct cfix_source_options *opts,
			   const char *why, struct cfix_source **out)
{
	struct cfix_source *given = opts->own_parse ? *opts->own_parse : NULL;
	const char *text;
	size_t len;

	if (!given)
		return false;
	*opts->own_parse = NULL;
	text = cfix_source_text(given, &len);
	if (given->fronts || given->typed || given->mode != CFIX_PARSE_OWN ||
	    !opts->unsaved_text || len != opts->unsaved_len ||
	    memcmp(text, opts->unsaved_text, len) ||
	    strcmp(cfix_source_path(given), path)) {
		cfix_source_free(given);
		return false;
	}
	given->why = cfix_arena_strdup(given->arena, why);
	*out = given;
	return true;
}

/*
 * cfix's own parse of path, unless it built a tree too deep to walk:
 * then clang's, the own parse standing in where clang fails, for every
 * rule.  Its warnings go with it.  *own_read says which.  Where the own
 * parse left code unparsed (deep nesting, macros it cannot read),
 * *unparsed marks the rules whose matches the items holding it may
 * hold (cfix__unparsed_rules(); NULL: none left), *at the first place:
 * clang reads the file for those, so that no rule misses code only the
 * own parse could not read.
 */
static int parse_own_else_clang(const char *path,
				const struct cfix_ruleset *set,
				const struct cfix_source_options *opts,
				struct cfix_diag_sink *sink,
				struct cfix_source **out, bool *own_read,
				bool **unparsed, struct cfix_loc *at)
{
	size_t before = sink->diags.len;
	int rc;

	*own_read = true;
	*unparsed = NULL;
	if (!take_own_parse(path, opts, "", out) &&
	    cfix__source_parse_own(path, opts, "", sink, out))
		return -1;
	if (!cfix__source_too_deep(*out)) {
		*unparsed = cfix__unparsed_rules(*out, set, at);
		return 0;
	}
	cfix_source_free(*out);
	*out = NULL;
	cfix_diag_sink_truncate(sink, before);
	*own_read = false;
	rc = cfix__source_parse_clang(path, opts, "cfix's own parse is too "
				      "deep to match", sink, out);
	return rc;
}

/* Sends the rules unparsed[] marks to clang (fronts CFIX_RULE_TYPED);
 * *which: the first so sent, unless a candidate already sends one. */
static bool mark_unparsed(struct cfix_source *own, const bool *unparsed,
			  uint32_t n, uint32_t *which)
{
	bool first = false;

	for (uint32_t k = 0; unparsed && k < n; k++) {
		if (!unparsed[k] || own->fronts[k] == CFIX_RULE_TYPED)
			continue;
		own->fronts[k] = CFIX_RULE_TYPED;
		if (*which == UINT32_MAX) {
			*which = k;
			first = true;
		}
	}
	return first;
}

/*
 * Whether clang can tell no more than the own parse of the rules fronts
 * sends to it: no compile command for the file (none in a database,
 * nor a neighbour's, no arguments after `--`) and a header it includes
 * is not found (cfront/headers.c), so that the types and constants they
 * ask for are not there to be had; *why then says so (malloc'd).  Not
 * where clang reads structure the own parse lacks: code it left
 * unparsed (unparsed[]), definitions it reads otherwise (otherwise[])
 * or a script rule not tried on it.
 */
static bool clang_tells_no_more(const char *path, const struct plan *p,
				const struct cfix_source *own,
				const bool *unparsed, const bool *otherwise,
				const struct cfix_source_options *opts,
				char **why)
{
	struct cfix_source_options probe = *opts;
	char *header;

	*why = NULL;
	if (opts->args_given || opts->nargs)
		return false;
	for (uint32_t k = 0; k < p->set->nrules; k++)
		if (own->fronts[k] == CFIX_RULE_TYPED &&
		    ((unparsed && unparsed[k]) || otherwise[k] ||
		     p->untried[k]))
			return false;
	header = cfix__source_missing_header(path, own->text, own->len);
	if (!header)
		return false;
	if (probe.late_args)	/* spatch mode's database, read now */
		probe.late_args(probe.late_ctx, path, &probe);
	if (probe.nargs) {
		free(header);
		return false;
	}
	*why = cfix_xasprintf("clang not run: no compile command and '%s' "
			      "is not found", header);
	free(header);
	return true;
}

/* The rules fronts sends to clang decided on own instead (own_decides). */
static void decide_on_own(struct cfix_source *own, uint32_t n)
{
	for (uint32_t k = 0; k < n; k++)
		if (own->fronts[k] == CFIX_RULE_TYPED)
			own->fronts[k] = CFIX_RULE_HERE;
	own->own_decides = true;
}

/*
 * The split read: cfix's own parse for every rule, clang's view too
 * when a rule that needs it has a candidate (or had one in like, an
 * earlier stage's parse of this file).
 */
static int parse_split(const char *path, const struct plan *p,
		       const struct cfix_source_options *opts,
		       struct cfix_diag_sink *sink, struct cfix_source **out)
{
	const struct cfix_source *like = opts->split_like;
	uint32_t n = p->set->nrules, which;
	uint32_t *at = cfix_xcalloc(n + 1, sizeof(*at));
	bool *otherwise = cfix_xcalloc(n + 1, sizeof(*otherwise));
	struct cfix_source_options copts = *opts;
	struct cfix_source *own;
	struct cfix_loc loc, gap;
	bool *unparsed = NULL;
	bool own_read, by_gap;
	const char *header_note = NULL;
	char *reason;
	int rc = -1;

	if (parse_own_else_clang(path, p->set, opts, sink, &own, &own_read,
				 &unparsed, &gap))
		goto out;
	if (!own_read) {
		*out = own;
		rc = 0;
		goto out;
	}
	for (uint32_t k = 0; k < n; k++)
		at[k] = UINT32_MAX;
	if (!like && p->any)
		candidate_pass(own, p, opts,
			       (unsigned)p->constants | opts->scripts_only << 1 |
				       opts->spatch_constants << 2 |
				       opts->fix_macro_defs << 3 |
				       (unsigned)opts->spatch_types << 4,
			       at, otherwise, &header_note);
	own->fronts = decide_fronts(own, p, like, at, &which);
	own->nfronts = n;
	by_gap = mark_unparsed(own, unparsed, n, &which);
	if (like)
		own->own_decides = like->own_decides;
	if (which != UINT32_MAX && !like &&
	    clang_tells_no_more(path, p, own, unparsed, otherwise, opts,
				&reason)) {
		decide_on_own(own, n);
		own->why = cfix_arena_printf(own->arena, "cfix's own parser "
					     "for %u rule%s (%s: the own parse "
					     "decides the rules that need it, "
					     "a name's type as the file "
					     "declares it)",
					     count_at(own->fronts, n,
						      CFIX_RULE_HERE),
					     count_at(own->fronts, n,
						      CFIX_RULE_HERE) == 1
						     ? "" : "s",
					     reason);
		free(reason);
		*out = own;
		rc = 0;
		goto out;
	}
	if (which == UINT32_MAX) {
		uint32_t k = 0, here = count_at(own->fronts, n,
						CFIX_RULE_HERE);

		if (!p->any) {
			own->why = "cfix's own parser: no rule needs types, "
				   "constants or declarations";
			*out = own;
			rc = 0;
			goto out;
		}
		while (!p->need[k])	/* plan.any: one has a need */
			k++;
		own->why = cfix_arena_printf(
			own->arena, "cfix's own parser: %u rule%s without "
			"types; no candidate in the own parse for the %u "
			"that need clang (%s)", here, here == 1 ? "" : "s",
			count_at(own->fronts, n, CFIX_RULE_SKIP), p->need[k]);
		if (header_note)
			own->why = cfix_arena_printf(own->arena, "%s; %s",
						     own->why, header_note);
		*out = own;
		rc = 0;
		goto out;
	}
	if (by_gap)
		reason = cfix_xasprintf("cfix's own parser left code unparsed "
					"at %u:%u, in an item that may hold a "
					"match of '%s'", gap.line, gap.col,
					p->set->rules[which]->name);
	else if (like)
		reason = cfix_xasprintf("as the earlier stage: %s",
					p->need[which] ? p->need[which]
						       : "code left unparsed");
	else if (p->untried[which])
		reason = cfix_xasprintf("rule file of '%s' runs a script, "
					"not tried on the own parse; %s",
					p->set->rules[which]->name,
					p->need[which]);
	else if (otherwise[which])
		reason = cfix_xasprintf("rule file of '%s' matches definitions "
					"and the own parse reads this file's "
					"struct bodies in declarations or "
					"varargs parameters otherwise than "
					"clang; %s",
					p->set->rules[which]->name,
					p->need[which]);
	else if (p->dry[which]) {
		loc = cfix_loc_from_offset(own->path, own->text, own->len,
					   at[which]);
		reason = cfix_xasprintf("the report script '%s' would run with "
					"the matches at %s:%u:%u; %s",
					p->set->rules[which]->name, loc.file,
					loc.line, loc.col, p->need[which]);
	} else {
		loc = cfix_loc_from_offset(own->path, own->text, own->len,
					   at[which]);
		reason = cfix_xasprintf("candidate of '%s' at %s:%u:%u; %s",
					p->set->rules[which]->name, loc.file,
					loc.line, loc.col, p->need[which]);
	}
	if (header_note) {
		char *with = cfix_xasprintf("%s; %s", reason, header_note);

		free(reason);
		reason = with;
	}
	copts.unsaved_text = own->text;	/* the same bytes, for sure */
	copts.unsaved_len = own->len;
	if (cfix__source_parse_clang(path, &copts, reason, sink,
				     &own->typed)) {
		free(reason);
		cfix_source_free(own);
		goto out;
	}
	own->why = split_why(own, n);
	free(reason);
	*out = own;
	rc = 0;
out:
	free(at);
	free(otherwise);
	free(unparsed);
	return rc;
}

/*
 * Compiler arguments given (a request to compile) send every rule to
 * clang, unless the file holds conditional code: clang reads only the
 * configured branch of each `#if`, where spatch 1.1.1 reads them all,
 * as the own parse does, so there the rules split as without arguments
 * (clang, with the arguments, for the rules that need it).
 */
static bool clang_for_all(const char *path,
			  const struct cfix_source_options *opts)
{
	struct cfix_buf buf = CFIX_BUF_INIT;
	bool all;

	if (!opts->args_given)
		return false;
	if (opts->unsaved_text)
		return !cfix__source_has_conditionals(opts->unsaved_text,
						      opts->unsaved_len);
	if (cfix_buf_read_file(&buf, path) != 0)
		return true;	/* clang says why */
	all = !cfix__source_has_conditionals(buf.data, buf.len);
	cfix_buf_release(&buf);
	return all;
}

/* --parser own-first (spatch mode's --no-includes): the own parse when
 * no rule that can run needs types nor declarations, else the split as
 * for auto, constants read by the own parse (as spatch --no-includes):
 * clang where a rule file that needs it has a candidate. */
static int parse_own_first(const char *path, const struct cfix_ruleset *set,
			   const struct cfix_source_options *opts,
			   struct cfix_diag_sink *sink,
			   struct cfix_source **out)
{
	struct plan plan;
	int rc;

	if (clang_for_all(path, opts))	/* a request to compile */
		return cfix__source_parse_clang(path, opts, "compiler "
						"arguments were given", sink,
						out);
	plan_make(&plan, set, false, opts->scripts_only);
	if (!plan.any)
		rc = cfix__source_parse_own(path, opts, "cfix's own parser: "
					    "no rule needs types", sink, out);
	else
		rc = parse_split(path, &plan, opts, sink, out);
	plan_free(&plan);
	return rc;
}

static int parse_for(const char *path, const struct cfix_ruleset *set,
		     const struct cfix_source_options *options,
		     struct cfix_diag_sink *sink, struct cfix_source **out);

int cfix_source_parse_for(const char *path, const struct cfix_ruleset *set,
			  const struct cfix_source_options *options,
			  struct cfix_diag_sink *sink,
			  struct cfix_source **out)
{
	int rc = parse_for(path, set, options, sink, out);

	/* an own parse given and not taken */
	if (options && options->own_parse && *options->own_parse) {
		cfix_source_free(*options->own_parse);
		*options->own_parse = NULL;
	}
	return rc;
}

static int parse_for(const char *path, const struct cfix_ruleset *set,
		     const struct cfix_source_options *options,
		     struct cfix_diag_sink *sink, struct cfix_source **out)
{
	struct cfix_source_options opts = { 0 };
	struct plan plan;
	int rc;

	if (options)
		opts = *options;
	if (!set || !set->nrules ||
	    (opts.front != CFIX_FRONT_AUTO &&
	     opts.front != CFIX_FRONT_OWN_FIRST))
		return cfix_source_parse(path, &opts, sink, out);
	if (opts.front == CFIX_FRONT_OWN_FIRST)
		return parse_own_first(path, set, &opts, sink, out);
	if (clang_for_all(path, &opts))	/* a request to compile */
		return cfix__source_parse_clang(path, &opts, "compiler "
						"arguments were given", sink,
						out);
	plan_make(&plan, set, true, opts.scripts_only);
	rc = parse_split(path, &plan, &opts, sink, out);
	plan_free(&plan);
	return rc;
}
