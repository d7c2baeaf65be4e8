/*
 * cfix's front end: parse options, load rules, loop over files, render
 * diagnostics, set the exit status.  Everything else is in matchers/ and
 * fixits/; this file decides only what to print and when to write.
 *
 * Output goes to stdout in the order of the files; diagnostics about
 * cfix's own input (bad rules, unreadable or unparsable files) go to
 * stderr, in compiler format.
 */
#include "tool.h"

#include <limits.h>
#include <stdlib.h>
#include <string.h>

struct run {
	struct cfix_options opts;
	struct cfix_ruleset *rules;
	struct cfix_compdb *fixed_db;	/* from -p */
	struct cfix_compdb *found_db;	/* last one found upward */
	char *found_dir;
	unsigned findings, failures;
};

static void flush_diags(struct cfix_diag_sink *sink, bool notes)
{
	struct cfix_buf out = CFIX_BUF_INIT;

	for (size_t i = 0; i < sink->diags.len; i++) {
		const struct cfix_diag *diag = &sink->diags.items[i];

		if (diag->severity == CFIX_DIAG_NOTE && !notes)
			continue;
		cfix_diag_render(diag, &out);
	}
	fputs(out.data, stderr);
	cfix_buf_release(&out);
	cfix_diag_sink_release(sink);
}

static int load_rules(struct run *run, struct cfix_diag_sink *sink)
{
	int status = 0;

	run->rules = cfix_ruleset_new();
	if (!run->opts.rule_files.len)
		return cfix_ruleset_add_builtins(run->rules, sink);
	for (size_t i = 0; i < run->opts.rule_files.len; i++) {
		if (cfix_ruleset_add_file(run->rules,
					  run->opts.rule_files.items[i], sink))
			status = -1;
	}
	return status;
}

/* The compile database for path: -p's, else the nearest one upward. */
static struct cfix_compdb *database_for(struct run *run, const char *path,
					struct cfix_diag_sink *sink)
{
	char *dir;

	if (run->fixed_db)
		return run->fixed_db;
	dir = cfix_compdb_find(path);
	if (!dir)
		return NULL;
	if (run->found_dir && !strcmp(dir, run->found_dir)) {
		free(dir);
		return run->found_db;
	}
	cfix_compdb_free(run->found_db);
	free(run->found_dir);
	run->found_dir = dir;
	run->found_db = cfix_compdb_load(dir, sink);
	return run->found_db;
}

static int parse_file(struct run *run, const char *path,
		      struct cfix_diag_sink *sink, struct cfix_source **out)
{
	struct cfix_compile_args args = { 0 };
	struct cfix_compdb *db = database_for(run, path, sink);
	struct cfix_source_options sopts = { .repair_rounds = 3 };
	int status;

	if (db && cfix_compdb_args(db, path, &args) >= 0) {
		sopts.args = (const char *const *)args.args;
		sopts.nargs = args.nargs;
		sopts.directory = args.directory;
	} else {
		/* none given: matchers/ picks its defaults */
		sopts.args = run->opts.compiler_args;
		sopts.nargs = run->opts.ncompiler_args;
	}
	status = cfix_source_parse(path, &sopts, sink, out);
	cfix_compile_args_release(&args);
	return status;
}

static void dump_matches(const struct cfix_match *matches, uint32_t count,
			 const char *path)
{
	for (uint32_t i = 0; i < count; i++) {
		const struct cfix_match *m = &matches[i];

		printf("%s: match %s bytes %u-%u%s%s\n", path, m->rule,
		       m->begin, m->end, m->not_rewritten ? " not rewritten: " : "",
		       m->not_rewritten ? m->not_rewritten : "");
		for (uint32_t k = 0; k < m->nactions; k++) {
			const struct cfix_action *a = &m->actions[k];

			printf("  %s %u-%u%s%s '%s'\n",
			       a->kind == CFIX_ACTION_REMOVE ? "remove" : "insert",
			       a->begin, a->end, a->own_line ? " own-line" : "",
			       a->after ? " after" : "", a->text ? a->text : "");
		}
	}
}

/* Writes or prints the fixed file; returns -1 when it could not. */
static int emit_fixes(struct run *run, const char *path, const char *text,
		      size_t len, struct cfix_editset *edits,
		      struct cfix_diag_sink *sink)
{
	struct cfix_buf fixed = CFIX_BUF_INIT, diff = CFIX_BUF_INIT;
	int status = 0;

	if (cfix_editset_apply(edits, &fixed, sink)) {
		status = -1;
		goto out;
	}
	if (fixed.len == len && !memcmp(fixed.data, text, len))
		goto out;
	if (run->opts.diff) {
		if (cfix_diff_append(&diff, path, text, len, fixed.data,
				     fixed.len) < 0) {
			status = -1;
			goto out;
		}
		fputs(diff.data, stdout);
	}
	if (run->opts.in_place)
		status = cfix_file_write_atomic(path, text, len, fixed.data,
						fixed.len, sink);
out:
	cfix_buf_release(&fixed);
	cfix_buf_release(&diff);
	return status;
}

static void report(struct run *run, const char *path, const char *text,
		   size_t len, const struct cfix_match *matches,
		   uint32_t count, const struct cfix_editset *edits)
{
	struct cfix_buf out = CFIX_BUF_INIT;

	for (uint32_t i = 0; i < count; i++)
		cfix_report_match(&out, path, text, len, &matches[i], edits);
	/* With --diff, stdout carries the patch alone. */
	fputs(out.data, run->opts.diff ? stderr : stdout);
	cfix_buf_release(&out);
}

static void process_file(struct run *run, const char *path)
{
	struct cfix_diag_sink sink;
	struct cfix_source *source = NULL;
	struct cfix_editset *edits = NULL;
	const struct cfix_match *matches;
	uint32_t count = 0;
	const char *text;
	size_t len;

	cfix_diag_sink_init(&sink);
	if (parse_file(run, path, &sink, &source)) {
		run->failures++;
		goto out;
	}
	if (run->opts.dump_source) {
		struct cfix_buf dump = CFIX_BUF_INIT;

		cfix_source_dump(source, &dump);
		fputs(dump.data, stdout);
		cfix_buf_release(&dump);
	}
	if (cfix_source_match(source, run->rules, &sink, &matches, &count)) {
		run->failures++;
		goto out;
	}
	if (run->opts.dump_matches)
		dump_matches(matches, count, path);
	text = cfix_source_text(source, &len);
	edits = cfix_editset_new(path, text, len);
	for (uint32_t i = 0; i < count; i++)
		cfix_editset_add_match(edits, &matches[i], &sink);
	if (run->opts.dump_edits) {
		struct cfix_buf dump = CFIX_BUF_INIT;

		cfix_editset_dump(edits, &dump);
		fputs(dump.data, stdout);
		cfix_buf_release(&dump);
	}
	run->findings += count;
	if (!run->opts.quiet)
		report(run, path, text, len, matches, count, edits);
	if ((run->opts.diff || run->opts.in_place) &&
	    emit_fixes(run, path, text, len, edits, &sink))
		run->failures++;
out:
	flush_diags(&sink, run->opts.verbose);
	cfix_editset_free(edits);
	cfix_source_free(source);
}

/* Drops files reached twice (./a.c and a.c, a symlink), keeping order. */
static void drop_duplicates(cfix_path_list *files)
{
	CFIX_ARRAY(char *) seen = { 0 };
	size_t kept = 0;

	for (size_t i = 0; i < files->len; i++) {
		char *real = realpath(files->items[i], NULL);
		bool dup = false;

		for (size_t k = 0; real && k < seen.len && !dup; k++)
			dup = !strcmp(seen.items[k], real);
		if (dup) {
			free(real);
			free(files->items[i]);
			continue;
		}
		if (real)
			cfix_array_push(&seen, real);
		files->items[kept++] = files->items[i];
	}
	files->len = kept;
	for (size_t k = 0; k < seen.len; k++)
		free(seen.items[k]);
	cfix_array_release(&seen);
}

static int run_files(struct run *run)
{
	cfix_path_list files = { 0 };
	int missing = cfix_paths_expand(run->opts.paths.items,
					run->opts.paths.len, &files);

	drop_duplicates(&files);
	for (size_t i = 0; i < files.len; i++)
		process_file(run, files.items[i]);
	cfix_path_list_release(&files);
	if (missing || run->failures)
		return 2;
	return run->findings ? 1 : 0;
}

static int setup(struct run *run, int argc, char **argv)
{
	struct cfix_diag_sink sink;
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
		printf("cfix version %s (libclang-19)\n", CFIX_VERSION);
		return 0;
	}
	cfix_diag_sink_init(&sink);
	if (load_rules(run, &sink))
		status = 2;
	if (!status && run->opts.compdb_dir) {
		run->fixed_db = cfix_compdb_load(run->opts.compdb_dir, &sink);
		if (!run->fixed_db)
			status = 2;
	}
	flush_diags(&sink, true);
	if (status)
		return status;
	if (run->opts.dump_rule) {
		struct cfix_buf dump = CFIX_BUF_INIT;

		cfix_ruleset_dump(run->rules, &dump);
		fputs(dump.data, stdout);
		cfix_buf_release(&dump);
		return 0;
	}
	if (!run->opts.paths.len) {
		fprintf(stderr, "cfix: error: no input files\n");
		cfix_options_usage(stderr);
		return 2;
	}
	return -1;
}

int main(int argc, char **argv)
{
	struct run run = { 0 };
	int status = setup(&run, argc, argv);

	if (status < 0)
		status = run_files(&run);
	cfix_ruleset_free(run.rules);
	cfix_compdb_free(run.fixed_db);
	cfix_compdb_free(run.found_db);
	free(run.found_dir);
	cfix_options_release(&run.opts);
	return status;
}
