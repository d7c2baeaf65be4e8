/*
 * One file through a rule set: the pipeline every entry point runs
 * (the command line, spatch mode, the language server and --test), so
 * that a rule file means the same through each of them.
 *
 * The rules run in stages (cfix_ruleset_stage_ends()): when a stage
 * changed the file, the next one matches the changed text, parsed
 * again, as spatch re-parses between rules.  Each stage's fixes are
 * composed with those before (cfix_editset_compose()), so the findings,
 * exports and fixes written are all on the file as read, as if the
 * rules had run at once.  A file with no stage boundary, or whose
 * stages change nothing before the last, is parsed once.
 */
#include "fixits_internal.h"

#include <stdlib.h>
#include <string.h>

typedef CFIX_ARRAY(struct cfix_kept_span) kept_list;

static void dump_matches(const struct cfix_match *matches, uint32_t count,
			 const char *path, struct cfix_buf *out)
{
	for (uint32_t i = 0; i < count; i++) {
		const struct cfix_match *m = &matches[i];

		cfix_buf_addf(out, "%s: match %s bytes %u-%u%s%s\n", path,
			      m->rule, m->begin, m->end,
			      m->not_rewritten ? " not rewritten: " : "",
			      m->not_rewritten ? m->not_rewritten : "");
		for (uint32_t k = 0; k < m->nactions; k++) {
			const struct cfix_action *a = &m->actions[k];

			cfix_buf_addf(out, "  %s %u-%u%s%s '%s'\n",
				      a->kind == CFIX_ACTION_REMOVE ? "remove"
								    : "insert",
				      a->begin, a->end,
				      a->own_line ? " own-line" : "",
				      a->after ? " after" : "",
				      a->text ? a->text : "");
		}
	}
}

/*
 * For --patch-dir: the change of each rule, as the diff from the text
 * with the fixes of the rules before it to the text with its own fixes
 * too, so the patches apply one after the other.  Each rule's name,
 * message and diff go into patches, each ending in a NUL byte.
 */
static int rule_patches(const struct cfix_ruleset *rules, const char *path,
			const char *text, size_t len,
			const struct cfix_match *matches, uint32_t count,
			struct cfix_diag_sink *sink, struct cfix_buf *patches)
{
	struct cfix_buf before = CFIX_BUF_INIT;
	uint32_t nrules = cfix_ruleset_count(rules);
	int status = 0;

	cfix_buf_add(&before, text, len);
	for (uint32_t k = 0; k < nrules && !status; k++) {
		const char *rule = cfix_ruleset_rule_name(rules, k);
		const struct cfix_match *first = NULL;
		struct cfix_editset *set;
		struct cfix_diag_sink quiet;	/* conflicts: reported once */
		struct cfix_buf after = CFIX_BUF_INIT, diff = CFIX_BUF_INIT;

		for (uint32_t i = 0; i < count && !first; i++)
			if (!strcmp(matches[i].rule, rule))
				first = &matches[i];
		if (!first)
			continue;
		/* the fixes of rules 0..k, added in source order as the
		 * whole file's editset adds them */
		set = cfix_editset_new(path, text, len);
		cfix_diag_sink_init(&quiet);
		for (uint32_t i = 0; i < count; i++)
			for (uint32_t j = 0; j <= k; j++)
				if (!strcmp(matches[i].rule,
					    cfix_ruleset_rule_name(rules, j))) {
					cfix_editset_add_match(set, &matches[i],
							       &quiet);
					break;
				}
		cfix_diag_sink_release(&quiet);
		if (cfix_editset_apply(set, &after, sink) ||
		    cfix_diff_append(&diff, path, before.data, before.len,
				     after.data, after.len) < 0) {
			status = -1;
		} else if (diff.len) {
			cfix_buf_addf(patches, "%s%c%s%c", rule, 0,
				      first->message ? first->message : "", 0);
			cfix_buf_add(patches, diff.data, diff.len);
			cfix_buf_add(patches, "", 1);
		}
		cfix_buf_release(&before);
		before = after;
		cfix_buf_release(&diff);
		cfix_editset_free(set);
	}
	cfix_buf_release(&before);
	return status;
}

/*
 * Where the bytes of text survive in text with edits applied: one span
 * per gap between edits (edits sorted, apart), appended to kept.
 */
static void kept_spans(const struct cfix_editset *edits, size_t len,
		       kept_list *kept)
{
	struct cfix_edit_walk walk;
	struct cfix_edit_place at, prev = { 0 };

	cfix_edit_walk_init(&walk, edits);
	while (cfix_edit_walk_next(&walk, &at)) {
		if (at.begin > prev.end)
			cfix_array_push(kept, ((struct cfix_kept_span){
				prev.end, at.begin, prev.new_end }));
		prev = at;
	}
	if (len > prev.end)
		cfix_array_push(kept, ((struct cfix_kept_span){
			prev.end, (uint32_t)len, prev.new_end }));
}

/* The first rule after from that starts a new stage, or the count. */
static uint32_t stage_end(const struct cfix_ruleset *rules, uint32_t from)
{
	uint32_t n = cfix_ruleset_count(rules);

	for (uint32_t k = from; k < n; k++)
		if (cfix_ruleset_stage_ends(rules, k))
			return k + 1;
	return n;
}

/*
 * The text the next stage's rules see: source's text with edits
 * applied, parsed with opts->parse for the rules (the same front end
 * as the first stage's, cfix_source_parse_for()); the bindings move to
 * it.  NULL (and an error in sink) when that text does not parse.
 */
static struct cfix_source *next_stage(const struct cfix_pipeline_options *opts,
				      const char *path,
				      const struct cfix_source *source,
				      const struct cfix_editset *edits,
				      struct cfix_rule_progress *progress,
				      struct cfix_diag_sink *sink)
{
	kept_list kept = { 0 };
	struct cfix_buf fixed = CFIX_BUF_INIT;
	struct cfix_source *next = NULL;
	struct cfix_source_options sopts = *opts->parse;
	size_t len;

	cfix_source_text(source, &len);
	if (cfix_editset_apply_plain(edits, &fixed, sink))
		goto out;
	sopts.unsaved_text = fixed.data;
	sopts.unsaved_len = fixed.len;
	sopts.reparsable = false;
	sopts.split_like = source;
	sopts.skip_rules = NULL;	/* absent from the text as read only */
	sopts.nskip_rules = 0;
	if (cfix_source_parse_for(path, opts->rules, &sopts, sink, &next)) {
		next = NULL;
		goto out;
	}
	kept_spans(edits, len, &kept);
	cfix_rule_progress_rebase(progress, source, next, kept.items,
				  kept.len);
out:
	cfix_array_release(&kept);
	cfix_buf_release(&fixed);
	return next;
}

/*
 * A stage's matches as copies on the file as read: their spans (and '*'
 * spans) mapped back through before, the fixes of the stages before it
 * (NULL for the first stage), appended to result's matches.
 */
static void matches_map_back(const struct cfix_editset *before,
			     const struct cfix_match *matches, uint32_t count,
			     struct cfix_pipeline_result *result)
{
	for (uint32_t i = 0; i < count; i++) {
		struct cfix_match m = matches[i];

		if (before) {
			uint32_t *stars = cfix_arena_alloc(
				result->arena,
				(2 * m.nstars + 1) * sizeof(*stars));

			m.begin = cfix_editset_map_back(before, m.begin, false);
			m.end = cfix_editset_map_back(before, m.end, true);
			for (uint32_t k = 0; k < 2 * m.nstars; k++)
				stars[k] = cfix_editset_map_back(
					before, m.stars[k], k % 2);
			m.stars = stars;
		}
		cfix_array_push(&result->all, m);
	}
}

/*
 * A rule file failed in this stage (its matches are gone from it): its
 * findings of the stages before go too, and the file's result says it
 * failed, the other rule files' fixes standing.  -1 when it changed the
 * file in a stage before: those changes are composed into the later
 * stages' text, which the other rule files matched, so the whole file
 * fails, as before rule files were independent in it.
 */
static int drop_failed(const struct cfix_rule_progress *progress,
		       const char *path, struct cfix_diag_sink *sink,
		       struct cfix_pipeline_result *result)
{
	size_t kept = 0;

	for (size_t i = 0; i < result->all.len; i++) {
		const struct cfix_match *m = &result->all.items[i];

		if (m->nactions &&
		    cfix_rule_progress_dropped(progress, m->rule_file)) {
			cfix_diag_add(sink, CFIX_DIAG_ERROR,
				      (struct cfix_loc){ .file = path },
				      "every rule file leaves this file unchanged: %s, "
				      "which failed, changed it before the "
				      "other rule files' later rules ran",
				      m->rule_file ? m->rule_file
						   : "a rule file");
			return -1;
		}
	}
	for (size_t i = 0; i < result->all.len; i++)
		if (!cfix_rule_progress_dropped(progress,
						result->all.items[i].rule_file))
			result->all.items[kept++] = result->all.items[i];
	result->all.len = kept;
	result->failed = true;
	return 0;
}

/*
 * Runs rules [from, to) on source and adds their edits, on source's
 * text, to a new set in *edits.  -1 when the matcher failed in a way
 * that fails the whole file (drop_failed()).
 */
static int stage_run(const struct cfix_pipeline_options *opts,
		     const char *path, struct cfix_source *source,
		     struct cfix_rule_progress *progress, uint32_t from,
		     uint32_t to, struct cfix_diag_sink *sink,
		     struct cfix_pipeline_result *result,
		     struct cfix_editset *whole, struct cfix_editset **edits)
{
	const struct cfix_match *matches;
	uint32_t count = 0;
	const char *text;
	size_t len;
	int status;

	cfix_script_capture(opts->out);
	status = cfix_source_match_rules(source, progress, from, to, sink,
					 &matches, &count);
	cfix_script_capture(NULL);
	if (status && drop_failed(progress, path, sink, result))
		return -1;
	if (opts->dump_matches && opts->out)
		dump_matches(matches, count, path, opts->out);
	text = cfix_source_text(source, &len);
	matches = cfix__fix_hold(path, text, len, matches, count,
				 opts->review_fixes, result->arena);
	*edits = cfix_editset_new(path, text, len);
	for (uint32_t i = 0; i < count; i++)
		cfix_editset_add_match(*edits, &matches[i], sink);
	if (opts->dump_edits && opts->out)
		cfix_editset_dump(*edits, opts->out);
	if (opts->patches && count &&
	    rule_patches(opts->rules, path, text, len,
			 matches, count, sink, &result->patches))
		result->failed = true;
	matches_map_back(whole, matches, count, result);
	return 0;
}

void cfix_pipeline_result_init(struct cfix_pipeline_result *result)
{
	*result = (struct cfix_pipeline_result){ .arena = cfix_arena_new() };
	cfix_buf_init(&result->patches);
}

void cfix_pipeline_result_release(struct cfix_pipeline_result *result)
{
	if (!result)
		return;
	cfix_editset_free(result->edits);
	cfix_array_release(&result->all);
	cfix_arena_free(result->arena);
	for (size_t i = 0; i < result->sources.len; i++)
		cfix_source_free(result->sources.items[i]);
	cfix_array_release(&result->sources);
	cfix_buf_release(&result->patches);
	*result = (struct cfix_pipeline_result){ 0 };
}

/* The matches found: all of them, on the file as read. */
static void result_finish(struct cfix_pipeline_result *result)
{
	result->matches = result->all.items;
	result->nmatches = (uint32_t)result->all.len;
}

int cfix_pipeline_run(struct cfix_source *source,
		      const struct cfix_pipeline_options *opts,
		      struct cfix_diag_sink *sink,
		      struct cfix_pipeline_result *result)
{
	const struct cfix_ruleset *rules = opts->rules;
	struct cfix_rule_progress *progress = cfix_rule_progress_new(rules);
	uint32_t nrules = cfix_ruleset_count(rules);
	struct cfix_editset *whole = NULL;	/* on the file as read */
	const char *path = cfix_source_path(source);
	int status = 0;

	cfix_rule_progress_explain(progress, opts->explain);
	for (uint32_t from = 0; from < nrules;) {
		uint32_t to = stage_end(rules, from);
		struct cfix_editset *edits, *composed;

		if (stage_run(opts, path, source, progress, from, to, sink,
			      result, whole, &edits)) {
			status = -1;
			goto out;
		}
		composed = whole ? cfix_editset_compose(whole, edits) : NULL;
		from = to;
		if (from < nrules && cfix_editset_count(edits)) {
			struct cfix_source *next = next_stage(
				opts, path, source, edits, progress, sink);

			if (next) {
				cfix_array_push(&result->sources, next);
				source = next;
			} else {
				/* the rules after it do not run; what the
				 * stages so far did is still kept */
				result->failed = true;
				from = nrules;
			}
		}
		if (composed) {
			cfix_editset_free(whole);
			cfix_editset_free(edits);
			whole = composed;
		} else {
			whole = edits;
		}
	}
	if (whole)
		cfix_editset_rebind(whole, result->all.items,
				    (uint32_t)result->all.len);
	if (whole && opts->check_build &&
	    cfix__build_check(opts, whole, result->all.items,
			      (uint32_t)result->all.len, result->arena, sink))
		result->failed = true;
	result->edits = whole;
	whole = NULL;
out:
	result_finish(result);
	cfix_editset_free(whole);
	cfix_rule_progress_free(progress);
	return status;
}

bool cfix_pipeline_text_passes(const struct cfix_prefilter *filter,
			       const char *text, size_t len)
{
	return !filter || cfix_prefilter_check(filter, text, len);
}

bool *cfix_pipeline_text_absent(const struct cfix_prefilter *each,
				uint32_t nrules, const char *text, size_t len)
{
	bool *absent, any = false;

	if (!each || !nrules)
		return NULL;
	absent = cfix_xcalloc(nrules + 1, sizeof(*absent));
	cfix_prefilter_absent(each, text, len, absent, nrules);
	for (uint32_t k = 0; k < nrules && !any; k++)
		any = absent[k];
	if (!any) {
		free(absent);
		return NULL;
	}
	return absent;
}
