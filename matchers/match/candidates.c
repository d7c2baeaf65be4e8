/*
 * candidates.c: which front end reads a file for a rule set, the one
 * place every entry point asks (cfix_source_parse_for(), --parser auto).
 *
 * cfix's own parser reads a file in milliseconds.  Where no rule needs
 * what only clang knows (types, which names are constants, declarations
 * as the compiler reads them), its parse is final.  Otherwise the rules
 * first run on the own parse as a candidate pass: the same matcher, the
 * source marked (cfix_source.maybe) so that what the own parse cannot
 * decide counts as a match (a typed metavariable fits an expression of
 * any type, a `constant` any name).  A file where no rule has a
 * candidate has no finding, and clang is not run on it; elsewhere clang
 * reads the file and the real match decides (cfront/strategy.c: the own
 * parse standing in where clang fails).  The pass lives here, above the
 * matcher it runs, because cfront/ may not call up into match/.
 */
#include "../smpl/smpl.h"
#include "../cfront/cfront.h"

#include <stdlib.h>

/* The first `constant` metavariable of set, or NULL. */
static const struct cfix_metavar *
first_constant(const struct cfix_ruleset *set)
{
	for (uint32_t r = 0; r < set->nrules; r++)
		for (uint32_t i = 0; i < set->rules[r]->nmetavars; i++)
			if (set->rules[r]->metavars[i].kind == CFIX_MV_CONSTANT)
				return &set->rules[r]->metavars[i];
	return NULL;
}

/*
 * What clang adds to the own parse for set's rules, as a clause for -v
 * (malloc'd), or NULL when the own parse decides every rule exactly.
 * constants: whether a `constant` needs clang's macros (not with
 * --parser own-first, spatch's --no-includes, which decides them as
 * spatch does without headers: literals and ALL_CAPS names).
 */
static char *clang_need(const struct cfix_ruleset *set, bool constants)
{
	const struct cfix_metavar *mv = constants ? first_constant(set) : NULL;
	struct cfix_loc where;
	const char *name;

	if (cfix_ruleset_needs_types(set, &where, &name))
		return cfix_xasprintf("the metavariable '%s' at %s:%u needs "
				      "types", name,
				      where.file ? where.file : "?",
				      where.line);
	if (mv)
		return cfix_xasprintf("the constant '%s' at %s:%u needs "
				      "clang's macros", mv->name,
				      mv->loc.file ? mv->loc.file : "?",
				      mv->loc.line);
	if (cfix_ruleset_matches_declarations(set, &where))
		return cfix_xasprintf("the rule at %s:%u matches declarations "
				      "or types, which cfix's own parser "
				      "reads less exactly",
				      where.file ? where.file : "?",
				      where.line);
	return NULL;
}

/*
 * Whether a rule of set has a candidate match in own (cfix's own parse),
 * the first at *at; a run that fails counts as one (clang decides).
 */
static bool has_candidate(struct cfix_source *own,
			  const struct cfix_ruleset *set, struct cfix_loc *at,
			  const char **rule)
{
	struct cfix_maybe maybe = { .rule = "?" };
	struct cfix_diag_sink none;
	const struct cfix_match *matches;
	uint32_t count;
	bool failed;

	cfix_diag_sink_init(&none);
	own->maybe = &maybe;
	failed = cfix_source_match(own, set, &none, &matches, &count) != 0;
	own->maybe = NULL;
	cfix_diag_sink_release(&none);
	*at = cfix_loc_from_offset(own->path, own->text, own->len, maybe.at);
	*rule = maybe.rule;
	return failed || maybe.found;
}

/* Moves from's diagnostics to the end of to. */
static void move_diags(struct cfix_diag_sink *to, struct cfix_diag_sink *from)
{
	for (size_t i = 0; i < from->diags.len; i++) {
		if (from->diags.items[i].severity == CFIX_DIAG_ERROR)
			to->errors++;
		cfix_array_push(&to->diags, from->diags.items[i]);
	}
	from->diags.len = 0;
	from->errors = 0;
}

/*
 * The candidate pass, then clang where it found a candidate; need says
 * what clang adds (clang_need()).
 */
static int parse_candidates(const char *path, const struct cfix_ruleset *set,
			    const struct cfix_source_options *opts,
			    const char *need, struct cfix_diag_sink *sink,
			    struct cfix_source **out)
{
	struct cfix_diag_sink quiet;	/* the own parse's, if it is final */
	struct cfix_source *own;
	struct cfix_loc at;
	const char *rule;
	char *why;
	int rc = -1;

	cfix_diag_sink_init(&quiet);
	if (cfix__source_parse_own(path, opts, "", &quiet, &own)) {
		move_diags(sink, &quiet);
		goto out;
	}
	if (!has_candidate(own, set, &at, &rule)) {
		own->why = cfix_arena_printf(own->arena, "cfix's own parser: "
					     "no candidate in cfix's own "
					     "parse (%s)", need);
		move_diags(sink, &quiet);
		*out = own;
		rc = 0;
		goto out;
	}
	why = cfix_xasprintf("candidate of '%s' at %s:%u:%u; %s", rule,
			     at.file, at.line, at.col, need);
	cfix_source_free(own);
	rc = cfix__source_parse_clang(path, opts, why, sink, out);
	free(why);
out:
	cfix_diag_sink_release(&quiet);
	return rc;
}

int cfix_source_parse_for(const char *path, const struct cfix_ruleset *set,
			  const struct cfix_source_options *options,
			  struct cfix_diag_sink *sink,
			  struct cfix_source **out)
{
	struct cfix_source_options opts = { 0 };
	char *need;
	int rc;

	if (options)
		opts = *options;
	if ((opts.front != CFIX_FRONT_AUTO &&
	     opts.front != CFIX_FRONT_OWN_FIRST) || !set) {
		if (opts.front == CFIX_FRONT_OWN_FIRST)
			opts.front = CFIX_FRONT_AUTO;
		return cfix_source_parse(path, &opts, sink, out);
	}
	need = clang_need(set, opts.front == CFIX_FRONT_AUTO);
	opts.front = CFIX_FRONT_AUTO;
	if (!need && opts.args_given)
		rc = cfix__source_parse_clang(path, &opts, "compiler arguments "
					      "were given", sink, out);
	else if (!need)
		rc = cfix__source_parse_own(path, &opts, "cfix's own parser: "
					    "no rule needs types, constants "
					    "or declarations", sink, out);
	else if (opts.args_given || opts.skip_candidates ||
		 cfix_ruleset_runs_python(set) ||
		 cfix_ruleset_has_scripts(set))
		rc = cfix__source_parse_clang(path, &opts, need, sink, out);
	else
		rc = parse_candidates(path, set, &opts, need, sink, out);
	free(need);
	return rc;
}
