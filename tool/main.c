/*
 * cfix's front end: parse options, load rules, loop over files, render
 * diagnostics, set the exit status.  Everything else is in matchers/ and
 * fixits/; this file decides only what to print and when to write.
 *
 * Output goes to stdout in the order of the files; diagnostics about
 * cfix's own input (bad rules, unreadable or unparsable files) go to
 * stderr, in compiler format.  Each file's output is collected in a
 * struct cfix_file_result first and printed by the batch driver
 * (batch.c), so that parallel workers print exactly what one would.
 */
#include "tool.h"
#include "lsp.h"

#include <limits.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#define HTML_CONTEXT 3	/* lines of code around a finding in --html */

struct cfix_run {
	struct cfix_batch_job job;	/* first: run_of() finds the run */
	struct cfix_options opts;
	struct cfix_profiles *profiles;	/* which rules run on which file */
	struct cfix_compdb_cache *databases;	/* -p's, or found upward */
	struct cfix_export *exported;	/* --export-fixes, --sarif, --html */
	struct cfix_series *series;	/* for --patch-dir */
	/* the rule sets of the profiles in use, in the order first met */
	CFIX_ARRAY(const struct cfix_ruleset *) profiles_made;
};

/* Renders the sink's diagnostics into out and empties the sink. */
/* The places left unparsed that sink's warnings tell of. */
static uint32_t unparsed_places(const struct cfix_diag_sink *sink)
{
	uint32_t n = 0;

	for (size_t i = 0; i < sink->diags.len; i++)
		n += cfix_diag_unparsed_places(&sink->diags.items[i]);
	return n;
}

static void render_diags(struct cfix_diag_sink *sink, bool notes,
			 struct cfix_buf *out)
{
	for (size_t i = 0; i < sink->diags.len; i++) {
		const struct cfix_diag *diag = &sink->diags.items[i];

		if (diag->severity == CFIX_DIAG_NOTE && !notes)
			continue;
		cfix_diag_render(diag, out);
	}
	cfix_diag_sink_release(sink);
}

static void flush_diags(struct cfix_diag_sink *sink, bool notes)
{
	struct cfix_buf out = CFIX_BUF_INIT;

	render_diags(sink, notes, &out);
	fputs(out.data, stderr);
	cfix_buf_release(&out);
}

/*
 * How path is parsed: the compile database's command for it (args
 * holds it; release it after the parse), else the arguments after "--".
 */
static struct cfix_source_options parse_options(struct cfix_run *run,
						const char *path,
						enum cfix_front front,
						struct cfix_compile_args *args,
						bool *has_command,
						struct cfix_diag_sink *sink)
{
	struct cfix_compdb *db = cfix_compdb_cache_for(run->databases, path,
						       sink);
	struct cfix_source_options sopts = {
		.repair_rounds = 3, .front = front,
		.cache_dir = run->opts.cache_dir,
	};

	int found = db ? cfix_compdb_args(db, path, args) : -1;

	*has_command = found == 0;	/* not a neighbour's, borrowed */
	/* a neighbour's command misses the file's own include folders:
	 * clang's errors come from headers not found, which the repair
	 * rounds cannot supply, and each round parses the whole file
	 * again (docs/benchmarks.md, session 29: the same findings, a
	 * fourth quarter's borrowed files at about 60% of the CPU) */
	if (found == 1)
		sopts.repair_rounds = 0;
	if (found >= 0) {
		sopts.args = (const char *const *)args->args;
		sopts.nargs = args->nargs;
		sopts.directory = args->directory;
	} else {
		/* none given: matchers/ picks its defaults */
		sopts.args = run->opts.compiler_args;
		sopts.nargs = run->opts.ncompiler_args;
		sopts.args_given = run->opts.ncompiler_args > 0;
	}
	return sopts;
}

/*
 * The length of path's prefix that names the folder tree the run was
 * asked to process: the longest folder argument path lies in, else
 * (a file named alone) path's own folder.  cfix_file_write_in_tree()
 * follows no symlink below it.
 */
static size_t tree_root_length(const struct cfix_options *opts,
			       const char *path)
{
	const char *slash = strrchr(path, '/');
	size_t best = slash ? (size_t)(slash - path) : 0, found = 0;

	for (size_t i = 0; i < opts->paths.len; i++) {
		const char *arg = opts->paths.items[i];
		size_t len = strlen(arg);

		while (len > 1 && arg[len - 1] == '/')
			len--;
		if (len > found && !strncmp(path, arg, len) &&
		    (path[len] == '/' || arg[len - 1] == '/'))
			found = len;
	}
	return found ? found : best;
}

/*
 * A file git ignores is most often one the build writes: the fix will
 * not show in `git diff` and goes when the file is made again, so say
 * so (the generator is the place to fix).
 */
static void warn_if_ignored(const char *path, struct cfix_diag_sink *sink)
{
	unsigned line = 0;
	char *ignore = cfix_file_git_ignored(path, &line);
	struct cfix_buf where = CFIX_BUF_INIT;

	if (!ignore)
		return;
	cfix_buf_add_path(&where, ignore);
	cfix_diag_add(sink, CFIX_DIAG_WARNING, (struct cfix_loc){ .file = path },
		      "changed a file git ignores (%s:%u names it): if the "
		      "build makes it, fix what makes it, or the change goes "
		      "when it is made again", where.data, line);
	cfix_buf_release(&where);
	free(ignore);
}

/*
 * Prints the fixes as a diff, or writes them; -1 when it could not.
 * edits apply to text[0, len), the file as read, what the diff starts
 * from and the disk must still hold; own: cfix's own parser read it.
 */
static int emit_fixes(struct cfix_run *run, const char *path,
		      const char *text, size_t len, struct cfix_editset *edits,
		      bool own, struct cfix_diag_sink *sink,
		      struct cfix_file_result *result)
{
	struct cfix_buf fixed = CFIX_BUF_INIT;
	int status = 0;

	/* no clang at all for a file the own parser read: its rewriter
	 * would only repeat the buffer writer, at a fork and a parse */
	if ((own
		     ? cfix_editset_apply_plain(edits, &fixed, sink)
		     : cfix_editset_apply(edits, &fixed, sink))) {
		status = -1;
		goto out;
	}
	if (fixed.len == len && !memcmp(fixed.data, text, len))
		goto out;
	result->changed = true;
	if (run->opts.diff &&
	    cfix_diff_append(&result->out, path, text, len, fixed.data,
			     fixed.len) < 0) {
		status = -1;
		goto out;
	}
	if (run->opts.in_place) {
		status = cfix_file_write_in_tree(
			path, tree_root_length(&run->opts, path), text, len,
			fixed.data, fixed.len, sink);
		if (!status)
			warn_if_ignored(path, sink);
	}
out:
	cfix_buf_release(&fixed);
	return status;
}

/* The findings; with --diff, stdout carries the patch alone. */
static void report(struct cfix_run *run, const struct cfix_export_file *file,
		   struct cfix_file_result *result)
{
	struct cfix_buf *out = run->opts.diff ? &result->err : &result->out;

	if (run->opts.json) {
		cfix_export_json_lines(out, file);
		return;
	}
	if (run->opts.fixit_lines) {
		cfix_export_fixit_lines(out, file);
		return;
	}
	for (uint32_t i = 0; i < file->nmatches; i++)
		cfix_report_match(out, file->path, file->text, file->len,
				  &file->matches[i], file->edits);
}

/*
 * Whether the prefilter lets the file through (not with --dump-source);
 * text: its bytes, or NULL when it could not be read (it passes: the
 * parse reports the error).
 */
static bool prefilter_passes(struct cfix_run *run,
			     const struct cfix_profile *profile,
			     const struct cfix_buf *text)
{
	return run->opts.dump_source || !text ||
	       cfix_pipeline_text_passes(profile->prefilter, text->data,
					 text->len);
}

/*
 * Runs the profile's rules over source (fixits/pipeline.c) and reports
 * what they found; frees source.  sopts: how source was parsed.
 */
static void match_and_report(struct cfix_run *run, const char *path,
			     const struct cfix_profile *profile,
			     struct cfix_source *source,
			     const struct cfix_source_options *sopts,
			     bool has_command, struct cfix_diag_sink *sink,
			     struct cfix_file_result *result)
{
	/* with --diff, stdout is the patch: what scripts print goes to
	 * stderr with the findings */
	struct cfix_pipeline_options popts = {
		.rules = profile->rules, .parse = sopts,
		.out = run->opts.diff ? &result->err : &result->out,
		.dump_matches = run->opts.dump_matches,
		.dump_edits = run->opts.dump_edits,
		.patches = run->opts.patch_dir != NULL,
		.review_fixes = profile->review_fixes,
		.check_build = profile->check_build,
		.has_command = has_command,
	};
	struct cfix_pipeline_result found;
	struct cfix_export_file file;
	const char *orig;
	size_t origlen;

	cfix_pipeline_result_init(&found);
	if (cfix_pipeline_run(source, &popts, sink, &found))
		result->failed = true;
	result->findings += found.nmatches;
	result->failed |= found.failed;
	cfix_buf_add(&result->patches, found.patches.data, found.patches.len);
	if (!found.edits)
		goto out;
	orig = cfix_source_text(source, &origlen);
	file = (struct cfix_export_file){ path, orig, origlen, found.matches,
					  found.nmatches, found.edits,
					  run->opts.html ? HTML_CONTEXT : 0 };
	if (!run->opts.quiet)
		report(run, &file, result);
	if (run->opts.export_fixes || run->opts.sarif || run->opts.html)
		cfix_export_serialize(&result->exported, &file);
	if ((run->opts.diff || run->opts.in_place) &&
	    emit_fixes(run, path, orig, origlen, found.edits,
		       cfix_source_mode(source) == CFIX_PARSE_OWN, sink,
		       result))
		result->failed = true;
out:
	cfix_pipeline_result_release(&found);
	cfix_source_free(source);
}

static struct cfix_run *run_of(struct cfix_batch_job *job)
{
	return (struct cfix_run *)((char *)job - offsetof(struct cfix_run, job));
}

/*
 * The batch job's run_file: prefilter, parse, match, fix.  The file is
 * read once: the prefilter's gate, its absent rules and the parse all
 * take those bytes.
 */
static void run_file(struct cfix_batch_job *job, const char *path,
		     struct cfix_file_result *result)
{
	struct cfix_run *run = run_of(job);
	struct cfix_diag_sink sink;
	struct cfix_source *source = NULL;
	struct cfix_compile_args args = { 0 };
	struct cfix_source_options sopts;
	struct cfix_profile *profile;
	struct cfix_buf bytes = CFIX_BUF_INIT;
	const struct cfix_buf *text = NULL;	/* NULL: not read */
	bool *absent = NULL;
	bool has_command;

	cfix_diag_sink_init(&sink);
	if (!cfix_input_check(path, run->opts.max_file_size, &result->err)) {
		result->outcome = CFIX_FILE_FAILED;
		result->failed = true;
		goto out;
	}
	profile = cfix_profile_for(run->profiles, path, &sink);
	if (!profile) {
		/* run_files() checked every profile: not reached */
		result->outcome = CFIX_FILE_FAILED;
		result->failed = true;
		goto out;
	}
	if (!cfix_buf_read_file(&bytes, path))
		text = &bytes;
	if (!run->opts.explain_path && !prefilter_passes(run, profile, text)) {
		result->outcome = CFIX_FILE_SKIPPED;
		if (run->opts.verbose)
			cfix_buf_addf(&result->err, "%s: note: not parsed: the "
				      "prefilter found no rule that can match\n",
				      path);
		goto out;
	}
	if (run->opts.prefilter_only) {
		cfix_buf_addf(&result->out, "%s\n", path);
		result->outcome = CFIX_FILE_SKIPPED;
		goto out;
	}
	sopts = parse_options(run, path, profile->parser, &args,
			      &has_command, &sink);
	/* the rules absent from the file are not run on it (not for
	 * --explain, which shows every rule's furthest attempt) */
	if (text && !run->opts.explain_path && !run->opts.dump_source) {
		absent = cfix_pipeline_text_absent(
			profile->each, cfix_ruleset_count(profile->rules),
			text->data, text->len);
		sopts.skip_rules = absent;
		sopts.nskip_rules = cfix_ruleset_count(profile->rules);
	}
	if (text) {
		sopts.unsaved_text = text->data;
		sopts.unsaved_len = text->len;
	}
	if (cfix_source_parse_for(path, profile->rules, &sopts, &sink,
				  &source)) {
		result->outcome = CFIX_FILE_FAILED;
		result->failed = true;
		goto out;
	}
	result->outcome = cfix_source_mode(source) == CFIX_PARSE_TOLERANT
				  ? CFIX_FILE_TOLERANT : CFIX_FILE_EXACT;
	if (run->opts.verbose)
		cfix_buf_addf(&result->err, "%s: note: parsed with %s\n", path,
			      cfix_source_why(source));
	if (run->opts.verbose && !has_command && !sopts.repair_rounds)
		cfix_buf_addf(&result->err, "%s: note: a neighbour's compile "
			      "command: where clang reads the file, its errors "
			      "are not repaired\n", path);
	if (run->opts.dump_source)
		cfix_source_dump(source, &result->out);
	/* match_and_report() and cfix_explain_file() free source */
	if (run->opts.explain_path)
		cfix_explain_file(&run->opts, profile, source, &sopts, &sink,
				  result);
	else
		match_and_report(run, path, profile, source, &sopts,
				 has_command, &sink, result);
out:
	free(absent);
	cfix_buf_release(&bytes);
	cfix_compile_args_release(&args);
	result->unparsed = unparsed_places(&sink);
	render_diags(&sink, run->opts.verbose, &result->err);
}

/* The PATH of a diff's "diff --git a/PATH b/PATH" line, malloc'd. */
static char *diff_target(const char *diff)
{
	const char *a = strncmp(diff, "diff --git a/", 13) ? NULL : diff + 13;
	const char *eol = a ? strchr(a, '\n') : NULL;
	size_t n;

	if (!eol)
		return NULL;
	/* both paths are the same: "a/P b/P" has length 2n + 3 */
	n = (size_t)(eol - a);
	if (n < 3 || (n - 3) % 2)
		return NULL;
	return cfix_xasprintf("%.*s", (int)((n - 3) / 2), a);
}

/* Adds the per-rule diffs of a file (rule_patches()) to the series. */
static void collect_patches(struct cfix_run *run, const struct cfix_buf *buf)
{
	const char *p = buf->data, *end = buf->data + buf->len;

	while (p < end) {
		const char *rule = p;
		const char *message = rule + strlen(rule) + 1;
		const char *diff = message + strlen(message) + 1;
		size_t len = strlen(diff);
		char *path = diff_target(diff);

		if (path)
			cfix_series_add(run->series, rule,
					*message ? message : NULL, path, diff,
					len);
		else
			fprintf(stderr, "cfix: error: a diff for the patch "
					"series has no file name; left out\n");
		free(path);
		p = diff + len + 1;
	}
}

/* The batch job's collect: the documents' and the series' part. */
static void run_collect(struct cfix_batch_job *job,
			const struct cfix_file_result *result)
{
	struct cfix_run *run = run_of(job);

	if (run->series && result->patches.len)
		collect_patches(run, &result->patches);
	if (run->exported && result->exported.len &&
	    cfix_export_add_serialized(run->exported, result->exported.data,
				       result->exported.len))
		fprintf(stderr, "cfix: error: a worker's findings were cut "
				"short; the exported documents miss some\n");
}

/* The batch job's finish: the finalize rules of every rule set in use,
 * in the one worker whose interpreter ran the files' scripts. */
static void run_finish(struct cfix_batch_job *job,
		       struct cfix_file_result *result)
{
	struct cfix_run *run = run_of(job);
	struct cfix_diag_sink sink;

	cfix_diag_sink_init(&sink);
	cfix_script_capture(run->opts.diff ? &result->err : &result->out);
	for (size_t k = 0; k < run->profiles_made.len; k++)
		if (cfix_ruleset_finalize(run->profiles_made.items[k], &sink))
			result->failed = true;
	cfix_script_capture(NULL);
	render_diags(&sink, true, &result->err);
}

/* Writes --export-fixes, --sarif, --html; -1 when one was not written. */
static int write_documents(struct cfix_run *run)
{
	struct cfix_diag_sink sink;
	int status = 0;

	cfix_diag_sink_init(&sink);
	if (run->opts.export_fixes) {
		struct cfix_buf doc = CFIX_BUF_INIT;

		if (cfix_export_yaml(run->exported, &doc, &sink) ||
		    cfix_export_save(run->opts.export_fixes, &doc, &sink))
			status = -1;
		cfix_buf_release(&doc);
	}
	if (run->opts.sarif) {
		struct cfix_buf doc = CFIX_BUF_INIT;

		if (cfix_export_sarif(run->exported, CFIX_VERSION, &doc, &sink) ||
		    cfix_export_save(run->opts.sarif, &doc, &sink))
			status = -1;
		cfix_buf_release(&doc);
	}
	if (run->opts.html &&
	    cfix_export_html(run->exported, CFIX_VERSION, run->opts.html, &sink))
		status = -1;
	flush_diags(&sink, true);
	return status;
}

/* A file's identity (device and inode) and its place in the list, to
 * find duplicates. */
struct seen_path {
	dev_t dev;
	ino_t ino;
	size_t index;
};

static int compare_seen(const void *a, const void *b)
{
	const struct seen_path *x = a, *y = b;

	if (x->dev != y->dev)
		return x->dev < y->dev ? -1 : 1;
	if (x->ino != y->ino)
		return x->ino < y->ino ? -1 : 1;
	return (x->index > y->index) - (x->index < y->index);
}

/* Warns that the hard links kept and dropped are one file, processed
 * once (not for two spellings of one name: ./a.c and a.c, a symlink). */
static void warn_same_file(const char *kept, const char *dropped)
{
	char *a = realpath(kept, NULL), *b = realpath(dropped, NULL);

	if (a && b && strcmp(a, b))
		fprintf(stderr, "%s: warning: same file as '%s' (a hard link); "
			"processed once, as '%s'\n", dropped, kept, kept);
	free(a);
	free(b);
}

/* Drops files reached twice (./a.c and a.c, a symlink, a hard link),
 * keeping the first of each in place.  Sorting by identity finds them
 * in n log n, with one stat() a file (realpath() costs a readlink() per
 * folder of the path: 600,000 of them over a kernel tree; it runs only
 * on the duplicates, to tell hard links from other names). */
static void drop_duplicates(cfix_path_list *files)
{
	struct seen_path *seen = cfix_xcalloc(files->len + 1, sizeof(*seen));
	bool *drop = cfix_xcalloc(files->len + 1, sizeof(*drop));
	size_t nseen = 0, kept = 0;

	for (size_t i = 0; i < files->len; i++) {
		struct stat st;

		if (!stat(files->items[i], &st))
			seen[nseen++] = (struct seen_path){ st.st_dev, st.st_ino, i };
	}
	qsort(seen, nseen, sizeof(*seen), compare_seen);
	for (size_t k = 1, first = 0; k < nseen; k++) {
		drop[seen[k].index] = seen[k].dev == seen[k - 1].dev &&
				      seen[k].ino == seen[k - 1].ino;
		if (!drop[seen[k].index])
			first = k;
		else
			warn_same_file(files->items[seen[first].index],
				       files->items[seen[k].index]);
	}
	for (size_t i = 0; i < files->len; i++) {
		if (drop[i])
			free(files->items[i]);
		else
			files->items[kept++] = files->items[i];
	}
	files->len = kept;
	free(seen);
	free(drop);
}

/* The number of worker processes: -j, else one per core (-j1 too
 * runs in a worker, so that the limits hold). */
static unsigned worker_count(const struct cfix_options *opts)
{
	long cores;

	if (opts->jobs)
		return opts->jobs;
	cores = sysconf(_SC_NPROCESSORS_ONLN);
	return cores > 0 ? (unsigned)cores : 1;
}

/* The series, with its rules declared in rule set order. */
static void start_series(struct cfix_run *run)
{
	run->series = cfix_series_new();
	for (size_t i = 0; i < run->profiles_made.len; i++) {
		const struct cfix_ruleset *rules = run->profiles_made.items[i];

		for (uint32_t k = 0; k < cfix_ruleset_count(rules); k++)
			cfix_series_add_rule(run->series,
					     cfix_ruleset_rule_name(rules, k),
					     NULL);
	}
}

#define SERIES_SAVED "series.cfix"

/*
 * Writes --patch-dir's series; the number of patches, or -1.  A shard's
 * run also saves its changes as DIR/series.cfix, for --merge-series.
 */
static int write_series(struct cfix_run *run)
{
	struct cfix_diag_sink sink;
	int written;

	cfix_diag_sink_init(&sink);
	written = cfix_series_write(run->series, run->opts.patch_dir,
				    CFIX_VERSION, &sink);
	if (written >= 0 && run->opts.nshards) {
		char *saved = cfix_xasprintf("%s/" SERIES_SAVED,
					     run->opts.patch_dir);

		if (cfix_series_save(run->series, saved, &sink))
			written = -1;
		free(saved);
	}
	flush_diags(&sink, true);
	if (written >= 0)
		fprintf(stderr, "cfix: wrote %d patch%s to %s/\n", written,
			written == 1 ? "" : "es", run->opts.patch_dir);
	return written;
}

/*
 * --merge-series DIR...: the series one run over the whole file list
 * would have written, from the series.cfix files its shards saved,
 * written to --patch-dir.  An exit status.
 */
static int merge_series(struct cfix_run *run)
{
	struct cfix_diag_sink sink;
	int status = 0;

	if (!run->opts.patch_dir || run->opts.paths.len) {
		fprintf(stderr, "cfix: error: --merge-series takes the shards' "
				"patch folders and --patch-dir OUT, and no "
				"files\n");
		return 2;
	}
	run->series = cfix_series_new();
	cfix_diag_sink_init(&sink);
	for (size_t i = 0; i < run->opts.merge_dirs.len && !status; i++) {
		char *path = cfix_xasprintf("%s/" SERIES_SAVED,
					    run->opts.merge_dirs.items[i]);
		struct cfix_buf text = CFIX_BUF_INIT;
		int err = cfix_buf_read_file(&text, path);

		if (err) {
			cfix_diag_add(&sink, CFIX_DIAG_ERROR,
				      (struct cfix_loc){ .file = path },
				      "cannot read: %s (a folder written by "
				      "'cfix --shard K/N --patch-dir'?)",
				      strerror(err));
			status = 2;
		} else if (cfix_series_load(run->series, path, text.data,
					     text.len, &sink)) {
			status = 2;
		}
		cfix_buf_release(&text);
		free(path);
	}
	flush_diags(&sink, true);
	if (!status && write_series(run) < 0)
		status = 2;
	return status;
}

/* With --parser own, a typed metavariable matches nothing: say so once
 * per rule set. */
static void warn_typed(const struct cfix_profile *profile,
		       struct cfix_diag_sink *sink)
{
	struct cfix_loc where;
	const char *name;

	if (profile->parser == CFIX_FRONT_OWN &&
	    cfix_ruleset_needs_types(profile->rules, &where, &name))
		cfix_diag_add(sink, CFIX_DIAG_WARNING, where,
			      "metavariable '%s' has a type: with --parser "
			      "own, which reads no header and knows no types, "
			      "it matches nothing", name);
}

/*
 * Makes the profile of every file before any is processed, so a bad
 * .cfix or rule stops the run at once with its errors printed once
 * (and forked workers inherit the profiles made).  -1 on an error.
 */
static int check_profiles(struct cfix_run *run, const cfix_path_list *files)
{
	struct cfix_diag_sink sink;
	int status = 0;

	cfix_diag_sink_init(&sink);
	for (size_t i = 0; i < files->len; i++) {
		struct cfix_profile *p = cfix_profile_for(run->profiles,
							  files->items[i], &sink);
		bool known = false;

		if (!p) {
			status = -1;
			continue;
		}
		for (size_t k = 0; k < run->profiles_made.len; k++)
			known |= run->profiles_made.items[k] == p->rules;
		if (!known) {
			cfix_array_push(&run->profiles_made, p->rules);
			warn_typed(p, &sink);
			if (run->opts.verbose)
				cfix_diag_add(&sink, CFIX_DIAG_NOTE,
					      (struct cfix_loc){ .file =
						      files->items[i] },
					      "kind of project: %s (%s)",
					      cfix_kind_name(p->kind),
					      p->kind_why);
		}
	}
	flush_diags(&sink, true);
	return status;
}

/*
 * The initialize rules of every rule set in use, here before the
 * workers fork, whatever the files hold (spatch's order); -1 when one
 * failed (nothing is checked then, as in spatch mode).  With a
 * finalize rule, the job's finish runs them after the last file.
 */
static int run_initialize(struct cfix_run *run)
{
	struct cfix_diag_sink sink;
	struct cfix_buf out = CFIX_BUF_INIT;
	int status = 0;

	if (run->opts.prefilter_only)
		return 0;
	cfix_diag_sink_init(&sink);
	for (size_t k = 0; k < run->profiles_made.len && !status; k++) {
		const struct cfix_ruleset *set = run->profiles_made.items[k];

		status = cfix_initialize_rules(set, run->opts.timeout, &out,
					       &sink);
		if (cfix_ruleset_has_finalize(set))
			run->job.finish = run_finish;
	}
	/* where the files' scripts print (match_and_report()) */
	fwrite(out.data, 1, out.len, run->opts.diff ? stderr : stdout);
	fflush(NULL);		/* before the workers fork */
	cfix_buf_release(&out);
	flush_diags(&sink, true);
	return status;
}

static int run_files(struct cfix_run *run)
{
	cfix_path_list files = { 0 };
	struct cfix_stats stats = { 0 };
	struct cfix_batch_limits limits;
	unsigned jobs;
	bool terminal = isatty(STDERR_FILENO);
	int missing = cfix_paths_expand(run->opts.paths.items,
					run->opts.paths.len,
					run->opts.include_headers, &files);

	drop_duplicates(&files);
	if (run->opts.nshards)
		cfix_path_list_shard(&files, run->opts.shard,
				     run->opts.nshards);
	if (check_profiles(run, &files) || run_initialize(run)) {
		cfix_path_list_release(&files);
		return 2;
	}
	if (run->opts.export_fixes || run->opts.sarif || run->opts.html)
		run->exported = cfix_export_new();
	if (run->opts.patch_dir)
		start_series(run);
	cfix_progress_start((unsigned)files.len, terminal);
	jobs = worker_count(&run->opts);
	limits = (struct cfix_batch_limits){
		.timeout = run->opts.timeout,
		.memory = run->opts.memory_limit_given
			? run->opts.memory_limit
			: cfix_memory_limit_default(jobs),
		.recycle = run->opts.worker_recycle,
	};
	cfix_batch_run(&run->job, files.items, files.len, jobs, &limits,
		       &stats);
	if (run->opts.cache_dir)
		cfix_parse_cache_trim(run->opts.cache_dir, run->opts.cache_size);
	cfix_progress_clear();
	if (run->exported && write_documents(run))
		stats.failed++;
	if (run->series && write_series(run) < 0)
		stats.failed++;
	if (run->opts.stats || terminal)
		cfix_progress_summary(&stats, cfix_progress_elapsed());
	cfix_path_list_release(&files);
	if (missing || stats.failed || stats.crashed)
		return 2;
	return stats.findings ? 1 : 0;
}

/* The note --list-rules puts before the message of a rule that is not
 * in the starting set of this kind (kind.c). */
static const char *kind_only(const char *tags)
{
	return cfix_kind_takes(CFIX_KIND_KERNEL, tags)
		       ? "(kernel trees only) " : "(userspace only) ";
}

/* --list-rules: one line per rule of the catalog. */
static void list_rules(const struct cfix_profile *profile)
{
	uint32_t n = cfix_catalog_count(profile->catalog);
	int width = 4;

	for (uint32_t i = 0; i < n; i++) {
		int len = (int)strlen(cfix_catalog_rule(profile->catalog, i)->name);

		width = len > width ? len : width;
	}
	printf("%-*s  %-8s %-6s %-3s  %s\n", width, "rule", "severity", "fix",
	       "on", "message");
	for (uint32_t i = 0; i < n; i++) {
		const struct cfix_rule_info *info =
			cfix_catalog_rule(profile->catalog, i);

		printf("%-*s  %-8s %-6s %-3s  %s%s\n", width, info->name,
		       info->severity, info->fix, profile->on[i] ? "on" : "off",
		       info->default_off ? "(off by default) "
		       : !cfix_kind_takes(profile->kind, info->tags)
			       ? kind_only(info->tags) : "",
		       info->message ? info->message : "");
	}
	printf("\nkind: %s (%s): its rules and the general ones are on "
	       "unless named otherwise\n", cfix_kind_name(profile->kind),
	       profile->kind_why);
	if (profile->config)
		printf("(on/off as %s says)\n", profile->config);
}

/* Refuses a --sp-file that is not a regular file or too big before
 * it is read: /dev/zero would be read until memory runs out. */
static int check_rule_files(const struct cfix_options *opts)
{
	struct cfix_buf err = CFIX_BUF_INIT;

	for (size_t i = 0; i < opts->rule_files.len; i++)
		cfix_input_check(opts->rule_files.items[i], opts->max_file_size,
				 &err);
	int status = err.len ? -1 : 0;

	fputs(err.data, stderr);
	cfix_buf_release(&err);
	return status;
}

/* --explain FILE:LINE: FILE, readable and long enough, is the one file
 * of the run (a PATH may repeat it).  -1 after an error. */
static int explain_setup(struct cfix_run *run)
{
	const char *path = run->opts.explain_path;

	if (cfix_explain_check(path, run->opts.explain_line))
		return -1;
	for (size_t i = 0; i < run->opts.paths.len; i++) {
		if (strcmp(run->opts.paths.items[i], path)) {
			fprintf(stderr, "cfix: error: --explain %s:%u explains "
					"one line of one file; '%s' is another "
					"file\n", path, run->opts.explain_line,
				run->opts.paths.items[i]);
			return -1;
		}
	}
	run->opts.paths.len = 0;
	cfix_array_push(&run->opts.paths, path);
	return 0;
}

/* --clear-cache: empties the parse cache's folder; -1 after an error. */
static int clear_cache(const struct cfix_options *opts)
{
	struct cfix_buf dir = CFIX_BUF_INIT;
	struct cfix_diag_sink sink;
	int status = 0;

	cfix_diag_sink_init(&sink);
	if (cfix_parse_cache_dir(&dir))
		status = cfix_parse_cache_clear(dir.data, &sink);
	flush_diags(&sink, true);
	cfix_buf_release(&dir);
	return status;
}

static int setup(struct cfix_run *run, int argc, char **argv)
{
	struct cfix_diag_sink sink;
	struct cfix_profile *here = NULL;
	int status = 0;

	if (cfix_options_parse(&run->opts, argc, argv)) {
		cfix_options_usage(stderr);
		return 2;
	}
	if (run->opts.help) {
		cfix_options_usage(stdout);
		return 0;
	}
	if (run->opts.version) {
		cfix_spatch_print_version(stdout);
		return 0;
	}
	if (run->opts.clear_cache && clear_cache(&run->opts))
		return 2;
	if (run->opts.clear_cache && !run->opts.paths.len)
		return 0;
	if (run->opts.tests.len)
		return cfix_rule_tests(&run->opts);
	if (check_rule_files(&run->opts))
		return 2;
	cfix_diag_sink_init(&sink);
	run->databases = cfix_compdb_cache_new(run->opts.compdb_dir);
	/* its entries read back from the cache folder, not through libclang */
	cfix_compdb_cache_keep(run->databases, run->opts.cache_dir);
	if (run->opts.compdb_dir &&
	    !cfix_compdb_cache_for(run->databases, ".", &sink))
		status = 2;
	run->profiles = cfix_profiles_new(&run->opts);
	if (!status && (run->opts.dump_rule || run->opts.dump_prefilter ||
			run->opts.list_rules || !run->opts.paths.len)) {
		/* the rules of the first path's folder, else of this one */
		here = cfix_profile_for(run->profiles, run->opts.paths.len
					? run->opts.paths.items[0] : ".", &sink);
		if (!here)
			status = 2;
	}
	flush_diags(&sink, true);
	if (status)
		return status;
	if (run->opts.list_rules) {
		list_rules(here);
		return 0;
	}
	if (run->opts.dump_rule || run->opts.dump_prefilter) {
		struct cfix_buf dump = CFIX_BUF_INIT;

		if (run->opts.dump_rule)
			cfix_ruleset_dump(here->rules, &dump);
		if (run->opts.dump_prefilter)
			cfix_prefilter_dump(here->prefilter, &dump);
		fputs(dump.data, stdout);
		cfix_buf_release(&dump);
		return 0;
	}
	if (run->opts.patch_dir && cfix_series_dir_has_patches(run->opts.patch_dir)) {
		fprintf(stderr, "%s: error: the folder already holds patches; "
				"a new series would mix with them (choose an "
				"empty folder)\n", run->opts.patch_dir);
		return 2;
	}
	if (run->opts.merge_dirs.len)
		return merge_series(run);
	if (run->opts.explain_path && explain_setup(run))
		return 2;
	if (!run->opts.paths.len) {
		fprintf(stderr, "cfix: error: no input files\n");
		cfix_options_usage(stderr);
		return 2;
	}
	return -1;
}

int main(int argc, char **argv)
{
	if (argc > 1 && !strcmp(argv[1], "lsp"))
		return cfix_lsp_main(argc - 1, argv + 1);
	/* `cfix spatch ARGS`: spatch mode whatever the options */
	if (argc > 1 && !strcmp(argv[1], "spatch"))
		return cfix_spatch_main(argc - 1, argv + 1);
	if (cfix_spatch_wanted(argc, argv))
		return cfix_spatch_main(argc, argv);

	struct cfix_run run = { .job = { run_file, run_collect } };
	int status = setup(&run, argc, argv);

	if (status < 0)
		status = run_files(&run);
	cfix_export_free(run.exported);
	cfix_series_free(run.series);
	cfix_array_release(&run.profiles_made);
	cfix_profiles_free(run.profiles);
	cfix_compdb_cache_free(run.databases);
	cfix_options_release(&run.opts);
	return status;
}
